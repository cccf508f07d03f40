import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/notify-error';
import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

/**
 * Asks before a change that cannot be undone. A refusal (say, "the last owner cannot leave")
 * is shown inside the dialog, beside the button that caused it, and the dialog stays open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      close(false);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description}>
      {error ? (
        <p role="alert" className="mb-4 rounded-md border border-destructive p-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => close(false)}>
          Cancel
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} disabled={pending} onClick={confirm}>
          {pending ? <Spinner className="size-4" /> : null}
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
