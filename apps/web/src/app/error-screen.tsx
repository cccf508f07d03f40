import { AlertTriangle } from 'lucide-react';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

/** Seed §2: what an uncaught rendering error shows. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  usePageTitle('Something went wrong');
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        We&apos;re sorry, but something unexpected happened. Please try again.
      </p>
      <div className="flex gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
    </main>
  );
}
