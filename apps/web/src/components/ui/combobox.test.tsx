import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboboxField, type ComboboxOption } from './combobox';

const FUNDERS: ComboboxOption[] = [
  { value: 'f1', label: 'Arts Council' },
  { value: 'f2', label: 'Blue Planet Fund' },
  { value: 'f3', label: 'Wellcome Trust' },
];

/** The field as a page holds it: the choice lives outside, the caller answers searches. */
function Funders({
  initial = null,
  onSelect = () => undefined,
  onSearchChange = () => undefined,
  error,
  hint,
  status,
  busy,
}: {
  busy?: boolean;
  initial?: ComboboxOption | null;
  onSelect?: (option: ComboboxOption | null) => void;
  onSearchChange?: (search: string) => void;
  error?: string;
  hint?: string;
  status?: string;
}) {
  const [selected, setSelected] = useState(initial);
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  return (
    <ComboboxField
      label="Funder"
      noneLabel="No funder"
      error={error}
      hint={hint}
      status={status}
      busy={busy}
      selected={selected}
      options={FUNDERS.filter(({ label }) => label.toLowerCase().includes(words))}
      onSearchChange={(text) => {
        setSearch(text);
        onSearchChange(text);
      }}
      onSelect={(option) => {
        setSelected(option);
        onSelect(option);
      }}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'Funder' });
/** What an option shows, without the "(current)" only a screen reader hears. */
const shown = (option: Element | null | undefined) => option?.querySelector('[data-label]')?.textContent ?? null;
const optionNames = () => screen.queryAllByRole('option').map(shown);
const highlighted = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? shown(document.getElementById(id)) : null;
};

describe('ComboboxField', () => {
  it('is a labelled combobox that controls a listbox, closed until asked', () => {
    render(<Funders hint="Who pays." error="Choose a funder" />);
    const input = box();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('placeholder', 'No funder');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    const list = document.getElementById(input.getAttribute('aria-controls')!);
    expect(list).toHaveAttribute('role', 'listbox');
    expect(list).not.toBeVisible();
    // The field's hint and error are read with it, as for every other field.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Who pays. Choose a funder');
  });

  it('moves through the options with the arrows, Home and End, and takes one with Enter', async () => {
    const onSelect = vi.fn();
    render(<Funders onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(optionNames()).toEqual(['No funder', 'Arts Council', 'Blue Planet Fund', 'Wellcome Trust']);
    expect(highlighted()).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('No funder');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe('Blue Planet Fund');
    expect(screen.getByRole('option', { name: 'Blue Planet Fund' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Arts Council' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{End}');
    expect(highlighted()).toBe('Wellcome Trust');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Wellcome Trust');
    await user.keyboard('{Home}');
    expect(highlighted()).toBe('No funder');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('No funder');
    await user.keyboard('{End}{ArrowUp}{Enter}');

    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ value: 'f2', label: 'Blue Planet Fund' });
    expect(box()).toHaveValue('Blue Planet Fund');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveFocus();
  });

  it('opens on the chosen option with ArrowDown and on the last with ArrowUp', async () => {
    render(<Funders initial={FUNDERS[1]} />);
    const user = userEvent.setup();
    box().focus();
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Blue Planet Fund');
    await user.keyboard('{Escape}{ArrowUp}');
    expect(highlighted()).toBe('Wellcome Trust');
  });

  it('searches as one types, without the choice of none, and picks from what matches', async () => {
    const onSearchChange = vi.fn();
    const onSelect = vi.fn();
    render(<Funders onSearchChange={onSearchChange} onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.type(box(), 'tr');
    expect(onSearchChange.mock.calls).toEqual([['t'], ['tr']]);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Wellcome Trust']);
    // Typing highlights nothing: Enter takes nobody's choice by accident.
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(FUNDERS[2]);
    expect(box()).toHaveValue('Wellcome Trust');
    expect(onSearchChange).toHaveBeenLastCalledWith('');
  });

  it('Escape closes the list and puts the chosen name back; a closed list leaves Escape to the page', async () => {
    const onSelect = vi.fn();
    render(<Funders initial={FUNDERS[0]} onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.clear(box());
    await user.type(box(), 'blue');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Blue Planet Fund');

    expect(fireEvent.keyDown(box(), { key: 'Escape' })).toBe(false);
    expect(box()).toHaveValue('Arts Council');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(onSelect).not.toHaveBeenCalled();
    // Nothing to close: a dialog around the field may close instead.
    expect(fireEvent.keyDown(box(), { key: 'Escape' })).toBe(true);
  });

  it('Tab leaves without choosing the highlighted option', async () => {
    const onSelect = vi.fn();
    render(
      <>
        <Funders initial={FUNDERS[0]} onSelect={onSelect} />
        <button type="button">Next</button>
      </>,
    );
    const user = userEvent.setup();
    await user.click(box());
    await user.keyboard('{ArrowDown}{ArrowDown}{Tab}');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(box()).toHaveValue('Arts Council');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('clears the choice by keyboard, with the choice of none or by emptying the box and leaving', async () => {
    const onSelect = vi.fn();
    render(
      <>
        <Funders initial={FUNDERS[0]} onSelect={onSelect} />
        <button type="button">Next</button>
      </>,
    );
    const user = userEvent.setup();
    box().focus();
    await user.keyboard('{ArrowDown}{Home}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(box()).toHaveValue('');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box()).toHaveValue('Arts Council');
    await user.clear(box());
    await user.tab();
    expect(onSelect).toHaveBeenCalledTimes(3);
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(box()).toHaveValue('');
  });

  it('takes a clicked option and keeps the focus in the box', async () => {
    const onSelect = vi.fn();
    render(<Funders onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.click(box());
    await user.click(screen.getByRole('option', { name: 'Wellcome Trust' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(FUNDERS[2]);
    expect(box()).toHaveValue('Wellcome Trust');
    expect(box()).toHaveFocus();
  });

  it('never submits the form around it while the list is open', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Funders />
      </form>,
    );
    const user = userEvent.setup();
    await user.type(box(), 'arts{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box()).toHaveValue('Arts Council');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('speaks its status while the list is open', async () => {
    render(<Funders status="Searching…" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.setup().click(box());
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });

  it('highlights and takes nothing by keyboard while busy', async () => {
    const onSelect = vi.fn();
    render(<Funders busy status="Searching…" onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.type(box(), 'blue');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBeNull();
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('names its list after the field, marks the current choice for screen readers, and shows the highlight without dimming', async () => {
    render(<Funders initial={FUNDERS[1]} busy />);
    const user = userEvent.setup();
    await user.click(box());
    const list = screen.getByRole('listbox', { name: 'Funder' });
    // Busy shows in the status line only: dimmed options would fail text contrast.
    expect(list).not.toHaveClass('opacity-60');
    expect(screen.getByRole('option', { name: 'Blue Planet Fund (current)' })).toBeInTheDocument();
    expect(screen.getByText('(current)')).toHaveClass('sr-only');
    expect(screen.getByRole('option', { name: 'Arts Council' })).toBeInTheDocument();
  });

  it('outlines the highlighted option, the focus inside the list', async () => {
    render(<Funders />);
    const user = userEvent.setup();
    box().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Arts Council' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveClass('outline-2', 'outline-ring');
    expect(screen.getByRole('option', { name: 'Blue Planet Fund' })).not.toHaveClass('outline-2');
  });

  it('fits a phone: the list is capped to the screen and scrolled into view when it would end below it', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 700, 300, 256));
    try {
      render(<Funders />);
      await userEvent.setup().click(box());
      const list = screen.getByRole('listbox');
      expect(list.className).toContain('max-h-[min(16rem,40dvh)]');
      expect(scrolled).toContain(list.parentElement);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    } finally {
      rect.mockRestore();
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
