// Over 300 lines on purpose: the ARIA 1.2 combobox pattern (typing, the active option, the
// keyboard, the list's placement and announcements) is one piece of state that reads best whole.
import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Field, type ControlProps, type FieldFrame } from './form-field';
import { Input } from './input';

export interface ComboboxOption {
  /** Never empty: the empty value is the choice of none. */
  value: string;
  label: string;
}

type InputProps = Pick<ComponentProps<'input'>, 'ref' | 'name' | 'onBlur' | 'placeholder' | 'disabled'>;

export interface ComboboxFieldProps extends FieldFrame, InputProps {
  /** The chosen option, shown in the box while nobody types; null when none is. */
  selected: ComboboxOption | null;
  /** What matches the search; the caller searches (on the server, say). */
  options: readonly ComboboxOption[];
  /** The choice of none ("No project"), first in the list while nothing is typed. */
  noneLabel: string;
  /** Called only when the choice changes; null for none. */
  onSelect: (option: ComboboxOption | null) => void;
  /** The words typed since the list opened; '' when the list opens, closes or the box is emptied. */
  onSearchChange: (search: string) => void;
  onOpenChange?: (open: boolean) => void;
  /** A line under the options ("Searching…", "No project matches…"), also spoken by screen readers. */
  status?: string;
  /** The status line after Enter found nothing to take: no option highlighted, none named as typed. */
  chooseStatus?: string;
  /**
   * The options are being replaced: the list is marked busy, and the keys highlight and take none
   * of them (what they would land on may be about to move). A click still takes what it names.
   */
  busy?: boolean;
}

/**
 * A labelled box to type into that offers matching choices in a list below it (WAI-ARIA 1.2
 * combobox with a listbox popup, manual selection). The arrows move through the list while the
 * focus stays in the box; Enter or a click takes the highlighted choice; Escape, Tab or leaving
 * the box close it and put back the chosen name. Emptying the box and leaving it chooses none.
 * With nothing highlighted, Enter or leaving takes the one option named exactly as typed (any
 * case); else Enter shows `chooseStatus`.
 */
export function ComboboxField({ label, error, hint, ...props }: ComboboxFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <Combobox {...control} {...props} />}
    </Field>
  );
}

function Combobox({
  id,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  selected,
  options,
  noneLabel,
  onSelect,
  onSearchChange,
  onOpenChange,
  status,
  chooseStatus,
  busy,
  onBlur,
  placeholder,
  ...inputProps
}: ControlProps & Omit<ComboboxFieldProps, keyof FieldFrame>) {
  const [open, setOpen] = useState(false);
  // What was typed since the list opened; null shows the chosen option's name.
  const [typed, setTyped] = useState<string | null>(null);
  // The highlighted option by value, so it stays put (or goes) when new results arrive.
  const [highlight, setHighlight] = useState<string | null>(null);
  // Opened with ArrowDown before the chosen option was in the list: it is highlighted once it
  // arrives, and nothing is until then (or until the arrows move).
  const [awaitingChosen, setAwaitingChosen] = useState(false);
  // Enter found nothing to take: the status line says how to choose.
  const [askedToChoose, setAskedToChoose] = useState(false);

  const none: ComboboxOption = { value: '', label: noneLabel };
  const items = (typed ?? '').trim() === '' ? [none, ...options] : options;
  const chosen = selected?.value ?? '';
  const chosenShown = items.some(({ value }) => value === chosen);
  const active = busy ? null : (highlight ?? (awaitingChosen && chosenShown ? chosen : null));
  const activeIndex = active === null ? -1 : items.findIndex(({ value }) => value === active);
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = open && activeIndex >= 0 ? optionId(activeIndex) : undefined;
  // The one option named exactly as typed (ignoring case), among options that answer the words.
  const words = (typed ?? '').trim().toLowerCase();
  const named = busy || !words ? [] : options.filter(({ label }) => label.trim().toLowerCase() === words);
  const typedMatch = named.length === 1 ? named[0]! : null;
  const shownStatus = askedToChoose && chooseStatus ? chooseStatus : status;

  // On a phone the list may open below the visible area (the keyboard takes half the screen).
  const popup = useRef<HTMLDivElement>(null);
  const shownItems = open ? items.length : 0;
  useEffect(() => {
    const element = popup.current;
    if (!shownItems || !element) return;
    const visibleBottom = window.visualViewport
      ? window.visualViewport.offsetTop + window.visualViewport.height
      : window.innerHeight;
    if (element.getBoundingClientRect().bottom > visibleBottom) element.scrollIntoView?.({ block: 'nearest' });
  }, [shownItems]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function changeOpen(next: boolean) {
    if (next === open) return;
    setOpen(next);
    onOpenChange?.(next);
  }

  function setActive(value: string | null) {
    setHighlight(value);
    setAwaitingChosen(false);
    setAskedToChoose(false);
  }

  function openList(value: string | null) {
    changeOpen(true);
    setActive(value);
  }

  function closeList() {
    changeOpen(false);
    setActive(null);
    if (typed !== null) {
      setTyped(null);
      onSearchChange('');
    }
  }

  function choose(option: ComboboxOption) {
    closeList();
    if (option.value !== chosen) onSelect(option.value ? option : null);
  }

  function type(text: string) {
    setTyped(text);
    setActive(null);
    changeOpen(true);
    onSearchChange(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const last = items.length - 1;
    const valueAt = (index: number) => items[index]?.value ?? null;
    const moves = (event.key === 'ArrowDown' || event.key === 'ArrowUp') && !event.altKey;
    if (busy && open && (moves || event.key === 'Enter')) {
      // Nothing to move through or take until the options answer what was typed.
      event.preventDefault();
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          openList(event.altKey || !chosenShown ? null : chosen);
          if (!event.altKey && !chosenShown) setAwaitingChosen(true);
        } else if (!event.altKey) setActive(valueAt(Math.min(activeIndex + 1, last)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(event.altKey ? null : valueAt(last));
        else if (event.altKey) closeList();
        else setActive(valueAt(activeIndex < 0 ? last : Math.max(activeIndex - 1, 0)));
        break;
      case 'Home':
      case 'End':
        // Without a highlighted option they move the caret in the text, as in any box.
        if (!open || activeIndex < 0) return;
        event.preventDefault();
        setActive(valueAt(event.key === 'Home' ? 0 : last));
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        setActive(null);
        break;
      case 'Enter':
        // An open list answers Enter itself; it never submits the form around it.
        if (!open) return;
        event.preventDefault();
        if (activeIndex >= 0) choose(items[activeIndex]!);
        else if (typedMatch) choose(typedMatch);
        else if (words) setAskedToChoose(true);
        break;
      case 'Escape':
        // Only an open list is closed here; otherwise Escape is left to a dialog around the box.
        if (!open) return;
        event.preventDefault();
        closeList();
        break;
    }
  }

  return (
    <div className="relative">
      <Input
        {...inputProps}
        id={id}
        role="combobox"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder ?? noneLabel}
        value={typed ?? selected?.label ?? ''}
        className="pr-9"
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (!open) openList(null);
        }}
        onBlur={(event) => {
          if (typed !== null && typed.trim() === '') choose(none);
          else if (typedMatch) choose(typedMatch);
          else closeList();
          onBlur?.(event);
        }}
      />
      <ChevronDown
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground transition-transform',
          open && 'rotate-180',
        )}
      />
      {/* Pressing in the list must not take the focus from the box, or leaving it would close the list first. */}
      <div
        ref={popup}
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-md border border-border bg-surface text-foreground shadow-lg"
      >
        {/* Named by the field's label (Field gives it the id), as a screen reader announces it.
            Busy shows in the status line only: dimmed options would fail text contrast. */}
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={`${id}-label`}
          aria-busy={busy || undefined}
          className="max-h-[min(16rem,40dvh)] overflow-y-auto py-1"
        >
          {open
            ? items.map((item, index) => (
                <li
                  key={item.value || '(none)'}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 px-3 py-2 text-sm break-words',
                    item.value === '' && 'text-muted-foreground',
                    // The outline is the focus inside the list: the tint alone is too faint (WCAG 1.4.11).
                    index === activeIndex &&
                      'bg-accent text-accent-foreground outline-2 -outline-offset-2 outline-ring',
                  )}
                  onMouseMove={() => {
                    if (index !== activeIndex) setActive(item.value);
                  }}
                  onClick={() => choose(item)}
                >
                  <Check
                    aria-hidden="true"
                    className={cn('mt-0.5 size-4 shrink-0', item.value !== chosen && 'invisible')}
                  />
                  <span data-label className="min-w-0">
                    {item.label}
                  </span>
                  {/* The check is only seen; aria-selected marks the highlight (APG), so this says which is chosen. */}
                  {item.value === chosen ? (
                    <>
                      {' '}
                      <span className="sr-only">(current)</span>
                    </>
                  ) : null}
                </li>
              ))
            : null}
        </ul>
        {shownStatus ? (
          // Read out by the live region below; shown here for the eyes.
          <p aria-hidden="true" className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
            {shownStatus}
          </p>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {open ? shownStatus : null}
      </p>
    </div>
  );
}
