import { useCallback, type ComponentProps, type Ref } from 'react';
import { CARD_STAGGER_MS } from '@grantpilot/shared/constants';
import { cn } from '../../lib/cn';

/**
 * A surface. With `enterIndex` it animates in, staggered 70 ms per card (seed §2); the
 * stylesheet turns the animation off under prefers-reduced-motion. The delay is set on the element
 * rather than written as a `style` attribute: the landing page's HTML is rendered at build time
 * (decision 035), and the Content-Security-Policy refuses style attributes in a page's markup.
 */
export function Card({ className, enterIndex, ref, ...props }: ComponentProps<'section'> & { enterIndex?: number }) {
  const animated = enterIndex !== undefined;
  const delay = useCallback(
    (element: HTMLElement | null) => {
      if (element && enterIndex !== undefined) element.style.animationDelay = `${enterIndex * CARD_STAGGER_MS}ms`;
      assignRef(ref, element);
    },
    [enterIndex, ref],
  );
  return (
    <section
      ref={delay}
      className={cn(
        'rounded-lg border border-border bg-surface text-foreground shadow-sm',
        animated && 'card-enter',
        className,
      )}
      {...props}
    />
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
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
