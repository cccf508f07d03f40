import type { ComponentProps } from 'react';
import { CARD_STAGGER_MS } from '@grantpilot/shared/constants';
import { cn } from '../../lib/cn';

/**
 * A surface. With `enterIndex` it animates in, staggered 70 ms per card (seed §2); the
 * stylesheet turns the animation off under prefers-reduced-motion.
 */
export function Card({ className, enterIndex, style, ...props }: ComponentProps<'section'> & { enterIndex?: number }) {
  const animated = enterIndex !== undefined;
  return (
    <section
      className={cn(
        'rounded-lg border border-border bg-surface text-foreground shadow-sm',
        animated && 'card-enter',
        className,
      )}
      style={animated ? { animationDelay: `${enterIndex * CARD_STAGGER_MS}ms`, ...style } : style}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-0', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-base font-semibold', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5', className)} {...props} />;
}
