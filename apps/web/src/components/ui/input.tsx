import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-md border border-input bg-surface px-3 text-base text-foreground sm:text-sm',
        'placeholder:text-muted-foreground aria-invalid:border-destructive',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
