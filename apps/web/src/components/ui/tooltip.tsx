import { cloneElement, useState, type ReactElement, type ReactNode } from 'react';
import type { TooltipPopup as Popup } from './tooltip-popup';

type TriggerProps = {
  onPointerDown?: (event: React.PointerEvent<HTMLElement>) => void;
  onPointerEnter?: (event: React.PointerEvent<HTMLElement>) => void;
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void;
  onBlur?: (event: React.FocusEvent<HTMLElement>) => void;
};

/** Radix's tooltip, loaded once for every tooltip of the page; a failed load is tried again next time. */
let popup: Promise<typeof Popup> | undefined;
const loadPopup = () =>
  (popup ??= import('./tooltip-popup')
    .then((m) => m.TooltipPopup)
    .catch((error: unknown) => {
      popup = undefined;
      throw error;
    }));

/**
 * Settles once no press is under way: the popup replaces the trigger's element, and a press whose
 * release lands on the new one would be no click. A macrotask after the release, so the click that
 * follows it has been dispatched first.
 */
let pressReleased: Promise<void> = Promise.resolve();
function holdUntilReleased() {
  pressReleased = new Promise((resolve) =>
    document.addEventListener('pointerup', () => setTimeout(resolve), { once: true, capture: true }),
  );
}

/**
 * A tooltip on its trigger (a button whose accessible name is the same text). Radix's tooltip and
 * Floating UI (about 70 KB before minification) are needed only once someone points at or focuses
 * the trigger, so they load then, not with the signed-in app's first screen (decision 050): until
 * then the trigger is drawn alone, the same button. The first pointer over it or the first focus
 * loads them; the tooltip then opens on the next pointer move (after seed §9's delay), or at once
 * if the trigger still has the keyboard's focus, which is handed to the new trigger. A focus that a
 * press gave (a tap on a phone) is not handed over: Radix opens no tooltip for it either.
 */
export function Tooltip({ label, children }: { label: ReactNode; children: ReactElement<TriggerProps> }) {
  const [TooltipPopup, setTooltipPopup] = useState<typeof Popup | null>(null);
  // Whether the trigger has the keyboard's focus, and whether a press is what focused it.
  const [trigger, setTrigger] = useState({ pressed: false, keyboardFocus: false });
  if (TooltipPopup) {
    return (
      <TooltipPopup label={label} focused={trigger.keyboardFocus}>
        {children}
      </TooltipPopup>
    );
  }
  const load = () =>
    void loadPopup()
      .then((component) => pressReleased.then(() => component))
      .then((component) => setTooltipPopup(() => component))
      // Offline: the trigger stays the plain button it is (its name says what the tooltip would).
      .catch(() => {});
  const { onPointerDown, onPointerEnter, onFocus, onBlur } = children.props;
  return cloneElement(children, {
    onPointerDown: (event) => {
      onPointerDown?.(event);
      holdUntilReleased();
      setTrigger((current) => ({ ...current, pressed: true }));
      load();
    },
    onPointerEnter: (event) => {
      onPointerEnter?.(event);
      load();
    },
    onFocus: (event) => {
      onFocus?.(event);
      setTrigger((current) => ({ ...current, keyboardFocus: !current.pressed }));
      load();
    },
    onBlur: (event) => {
      onBlur?.(event);
      setTrigger({ pressed: false, keyboardFocus: false });
    },
  });
}
