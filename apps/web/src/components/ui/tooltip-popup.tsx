import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@grantpilot/shared/constants';

/**
 * Radix's tooltip around its trigger: the chunk `Tooltip` (tooltip.tsx) loads on the first hover
 * or focus (decision 050). Seed §9: tooltips open after 700 ms, and within 300 ms of the last one
 * without delay. Each tooltip has its provider, since the provider comes with this chunk; the app
 * shows one tooltip at a time (the theme toggle's), so sharing one would change nothing today.
 *
 * `focused`: whether the trigger has the keyboard's focus as this chunk arrives. This tree replaces the plain
 * trigger (a new button element), so the focus is given back to it, which opens the tooltip as a
 * focus does.
 */
export function TooltipPopup({
  label,
  focused,
  children,
}: {
  label: ReactNode;
  focused: boolean;
  children: ReactElement;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) trigger.current?.focus();
  }, [focused]);
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild ref={trigger}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow"
          >
            {label}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
