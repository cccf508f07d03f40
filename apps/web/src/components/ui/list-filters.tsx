import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Card } from './card';
import { SelectField } from './form-field';

/**
 * The search, filters and order above a list: the fields in a grid, then what sits below them
 * (status chips, a note) and "Clear filters" while anything narrows the list.
 */
export function ListFilters({
  label,
  gridClassName,
  className,
  below,
  filtered,
  onClear,
  children,
}: {
  /** What the card is called ("Find projects"). */
  label: string;
  gridClassName: string;
  className?: string;
  below: ReactNode;
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Card enterIndex={0} aria-label={label} className={cn('mb-4 flex flex-col gap-4 p-4', className)}>
      <div className={cn('grid gap-4', gridClassName)}>{children}</div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
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
