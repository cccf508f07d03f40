import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

/**
 * A native <select>: the phone's own picker, keyboard and screen-reader support for free, and no
 * script-injected styles for the Content-Security-Policy to block.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-input bg-surface px-3 text-base text-foreground sm:text-sm',
        'aria-invalid:border-destructive disabled:opacity-60',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
