import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin motion-reduce:animate-none', className)} />
  );
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
