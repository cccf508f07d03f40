import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  neutral: 'border-border text-muted-foreground',
  accent: 'border-transparent bg-accent text-accent-foreground',
  warning: 'border-destructive text-destructive',
} as const;

/** A short status or role next to a name. */
export function Badge({
  className,
  tone = 'neutral',
  ...props
}: ComponentProps<'span'> & { tone?: keyof typeof TONES }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
