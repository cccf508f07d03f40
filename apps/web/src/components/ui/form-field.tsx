import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

export interface FieldFrame {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * A labelled input with its error beside it: the error is linked with aria-describedby so a
 * screen reader reads it with the field.
 */
export function FormField({ label, error, hint, ...inputProps }: ComponentProps<'input'> & FieldFrame) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The label, hint and error around any control; the control gets the ids that link them. The
 * label's id is the control's id and `-label`, for a popup the control names after it.
 */
export function Field({
  label,
  error,
  hint,
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
