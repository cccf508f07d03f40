import { cn } from '../../lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * The end of a form: Cancel (where the form can be left) and its submit, which waits with a
 * spinner while the form is sent, so a second click sends nothing twice. Side by side on the
 * right on a wide screen; stacked, submit on top, on a phone.
 */
export function FormActions({
  submitLabel,
  submitting,
  onCancel,
  destructive = false,
  className,
}: {
  submitLabel: string;
  submitting: boolean;
  onCancel?: () => void;
  destructive?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={submitting}>
        {submitting ? <Spinner className="size-4" /> : null}
        {submitLabel}
      </Button>
    </div>
  );
}
