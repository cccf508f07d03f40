import { LoaderCircle } from 'lucide-react';

/**
 * `className` (a size, a colour) replaces the default size. Joined, not merged: the session
 * check a signed-in page first draws is one, and tailwind-merge's first call would build its class
 * map inside that render (decision 053).
 */
export function Spinner({ className = 'size-6' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin motion-reduce:animate-none ${className}`} />;
}

/** A whole-screen wait with its reason spoken to screen readers. */
export function FullScreenStatus({ text }: { text: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 text-muted-foreground">
        <Spinner className="size-8 text-primary" />
        <p>{text}</p>
      </div>
    </main>
  );
}
