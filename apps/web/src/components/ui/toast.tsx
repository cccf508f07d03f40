import type { ComponentProps } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import {
  TOAST_DURATION_MS,
  TOAST_MAX_WIDTH_PX,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_POINTER_PX,
  TOAST_SWIPE_THRESHOLD_TOUCH_PX,
  TOAST_VIEWPORT_HOTKEY,
} from '@grantpilot/shared/constants';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

/** Seed §9: 10 px on a touch screen, 2 px with a mouse or pen. */
export function swipeThreshold() {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse ? TOAST_SWIPE_THRESHOLD_TOUCH_PX : TOAST_SWIPE_THRESHOLD_POINTER_PX;
}

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={swipeThreshold()}
      {...props}
    />
  );
}

export function ToastViewport({ className, style, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={[TOAST_VIEWPORT_HOTKEY]}
      className={cn(
        'fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none',
        focusRing,
        className,
      )}
      style={{ maxWidth: TOAST_MAX_WIDTH_PX, ...style }}
      {...props}
    />
  );
}

export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: 'default' | 'destructive' }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'toast relative flex w-full items-start justify-between gap-3 rounded-md border p-4 pr-10 shadow-lg',
        variant === 'destructive'
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'border-border bg-surface text-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn('absolute top-2 right-2 rounded-sm p-1 opacity-80 hover:opacity-100', focusRing, className)}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

/** A toast's one action (Undo): Radix reads `altText` to screen readers, who may not reach the toast in time. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center rounded-md border border-current px-3 text-sm font-medium hover:opacity-90',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
