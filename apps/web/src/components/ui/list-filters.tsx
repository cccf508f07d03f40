import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Card } from './card';
import { SelectField } from './select-field';

/**
 * The search, filters and order above a list: the fields in a grid, then what sits below them
 * (status chips, a note) and "Clear filters" while anything narrows the list. Given `search` and
 * `activeFilters`, a phone shows the search and a "Filters (n)" button, and the rest only when
 * asked: the list itself starts on the first screen.
 */
export function ListFilters({
  label,
  gridClassName,
  className,
  search,
  searchClassName = 'md:col-span-2',
  activeFilters,
  below,
  filtered,
  onClear,
  children,
}: {
  /** What the card is called ("Find projects"). */
  label: string;
  gridClassName: string;
  className?: string;
  /** The search field, always shown (on a desktop as the grid's first, two columns wide). */
  search?: ReactNode;
  searchClassName?: string;
  /** How many filters narrow the list (the search apart): the phone's button counts them. */
  activeFilters?: number;
  below: ReactNode;
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  const collapsible = activeFilters !== undefined;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Hidden on a phone only, while closed: a desktop always shows every filter.
  const folded = collapsible && !open ? 'max-sm:hidden' : undefined;
  return (
    <Card enterIndex={0} aria-label={label} className={cn('mb-4 flex flex-col gap-4 p-4', className)}>
      <div className={cn('grid gap-4', gridClassName)}>
        {search ? <div className={searchClassName}>{search}</div> : null}
        {collapsible ? (
          <Button
            variant="outline"
            className="sm:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            {`Filters (${activeFilters})`}
          </Button>
        ) : null}
        <div id={panelId} className={cn('grid gap-4 sm:contents', folded)}>
          {children}
        </div>
      </div>
      <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between', folded)}>
        {below}
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * A filter choosing one of a list (a funder, an owner) or all. A choice from the address stays
 * choosable, as `chosenLabel`, while the list loads or after it left the list.
 */
export function ChoiceFilter({
  label,
  allLabel,
  chosenLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  chosenLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{allLabel}</option>
      {value && !options.some((option) => option.value === value) ? <option value={value}>{chosenLabel}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
