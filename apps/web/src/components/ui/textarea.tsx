import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';
import { Field, type FieldFrame } from './form-field';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-28 w-full rounded-md border border-input bg-surface px-3 py-2 text-base text-foreground sm:text-sm',
        'placeholder:text-muted-foreground aria-invalid:border-destructive',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

/** A labelled multi-line field, framed like FormField. */
export function TextareaField({ label, error, hint, ...textareaProps }: ComponentProps<'textarea'> & FieldFrame) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <Textarea {...control} {...textareaProps} />}
    </Field>
  );
}
