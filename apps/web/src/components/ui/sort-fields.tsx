import type { SortDirection } from '../../lib/list-params';
import { SelectField } from './select-field';

export type { SortDirection };

/**
 * "Sort by" and "Order" for a list, the order worded for the chosen field ("A to Z", "Newest
 * first"). An order that has no direction (the best match first) has no "Order" (a null label).
 */
export function SortFields<S extends string>({
  labels,
  sort,
  direction,
  directionLabel,
  onChange,
}: {
  labels: Record<S, string>;
  sort: S;
  direction: SortDirection;
  directionLabel: (sort: S, direction: SortDirection) => string | null;
  onChange: (change: { sort?: S; direction?: SortDirection }) => void;
}) {
  return (
    <>
      <SelectField label="Sort by" value={sort} onChange={(event) => onChange({ sort: event.target.value as S })}>
        {(Object.entries(labels) as [S, string][]).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {directionLabel(sort, 'asc') === null ? null : (
        <SelectField
          label="Order"
          value={direction}
          onChange={(event) => onChange({ direction: event.target.value as SortDirection })}
        >
          <option value="asc">{directionLabel(sort, 'asc')}</option>
          <option value="desc">{directionLabel(sort, 'desc')}</option>
        </SelectField>
      )}
    </>
  );
}
