import { RotateCw } from 'lucide-react';
import { errorMessage } from '../../lib/notify-error';
import { Button } from './button';
import { Spinner } from './spinner';

/** A part of a page that is still loading, said to screen readers too. */
export function LoadingPanel({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 p-8 text-sm text-muted-foreground">
      <Spinner className="size-5 text-primary" />
      {label}
    </div>
  );
}

/** A part of a page that could not be loaded: what went wrong and a way to try again. */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center text-sm">
      <p className="text-destructive">{errorMessage(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
