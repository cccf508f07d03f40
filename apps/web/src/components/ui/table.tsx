import type { SortDirection } from '../../lib/list-params';
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';
import { Spinner } from './spinner';

export type { SortDirection };
export interface TableSort<K extends string = string> {
  key: K;
  direction: SortDirection;
}

export interface TableColumn<T, K extends string = string> {
  /** Names the column; a sortable column's key is the sort the list asks for. */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** The server's sort for this column, when it can sort by it. */
  sortKey?: K;
  /** The direction a first click asks for (dates and amounts read best newest or largest first). */
  firstDirection?: SortDirection;
  className?: string;
  /**
   * On a phone each row is a card: the `title` column heads it, an `aside` column sits beside the
   * title, `full` ones follow unlabelled, `hidden` ones are left out and the rest are labelled.
   */
  phone?: 'title' | 'aside' | 'full' | 'hidden' | 'labelled';
  /** A labelled value left out of the card when this says so (an empty award, say). */
  phoneWhen?: (row: T) => boolean;
}

/** Where the table gives way to cards; seven columns need more room than three. */
const STACK = {
  sm: { table: 'hidden sm:table', cards: 'sm:hidden' },
  md: { table: 'hidden md:table', cards: 'md:hidden' },
  lg: { table: 'hidden lg:table', cards: 'lg:hidden' },
} as const;

const CELL = { comfortable: 'px-4 py-3', compact: 'px-3 py-2' } as const;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortButton<K extends string>({
  column,
  sort,
  onSortChange,
}: {
  column: TableColumn<unknown, K> & { sortKey: K };
  sort: TableSort<K> | undefined;
  onSortChange: (sort: TableSort<K>) => void;
}) {
  const active = sort?.key === column.sortKey;
  const next: SortDirection = active ? (sort.direction === 'asc' ? 'desc' : 'asc') : (column.firstDirection ?? 'asc');
  const Icon = active ? (sort.direction === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => onSortChange({ key: column.sortKey, direction: next })}
      className={cn(
        '-mx-1 inline-flex items-center gap-1 rounded-sm px-1 font-medium hover:text-foreground',
        active && 'text-foreground',
        column.align === 'end' && 'flex-row-reverse',
        focusRing,
      )}
    >
      {column.header}
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
    </button>
  );
}

/**
 * A list of records: a table where there is room, a card per record on a phone. Only one of the
 * two is displayed at a time, so only one is announced. Sortable headers are buttons (Enter or
 * Space sorts) and say their order through `aria-sort`.
 */
export function DataTable<T, K extends string = string>({
  caption,
  rows,
  rowKey,
  columns,
  sort,
  onSortChange,
  loading = false,
  empty = 'Nothing to show.',
  stackBelow = 'sm',
  rowHeaders = false,
  showCaption = false,
  captionClassName,
  regionLabel,
  density = 'comfortable',
  minWidth,
  className,
}: {
  /** Names the table and the list of cards. */
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly TableColumn<T, K>[];
  sort?: TableSort<K>;
  onSortChange?: (sort: TableSort<K>) => void;
  /** The first page is on its way: one row says so. */
  loading?: boolean;
  empty?: ReactNode;
  /**
   * Below this breakpoint each record is a card. `false` keeps the table on every screen (a few
   * short columns, or rows compared side by side): it then scrolls sideways in a focusable region.
   */
  stackBelow?: keyof typeof STACK | false;
  /** The first column names its row (a currency, say): its cells are row headers. */
  rowHeaders?: boolean;
  /** The caption shows as the table's title, rather than being read out only. */
  showCaption?: boolean;
  captionClassName?: string;
  /** What the scrolling region is called, when not the caption. */
  regionLabel?: string;
  density?: keyof typeof CELL;
  /** The table's least width where it scrolls (a Tailwind class such as `min-w-[24rem]`). */
  minWidth?: string;
  className?: string;
}) {
  const stack = stackBelow ? STACK[stackBelow] : null;
  const cell = CELL[density];
  const status = loading ? (
    <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
      <Spinner className="size-4" />
      Loading…
    </span>
  ) : rows.length === 0 ? (
    <span className="text-muted-foreground">{empty}</span>
  ) : null;
  const title = columns.find((column) => column.phone === 'title') ?? columns[0];
  const aside = columns.filter((column) => column.phone === 'aside');
  const rest = columns.filter((column) => column !== title && !aside.includes(column) && column.phone !== 'hidden');

  const table = (
    <table className={cn('w-full text-left text-sm', stack?.table, !stack && minWidth)}>
      <caption className={showCaption ? cn('px-4 pt-3 text-left text-sm font-semibold', captionClassName) : 'sr-only'}>
        {caption}
      </caption>
      <thead className="border-b border-border text-xs text-muted-foreground">
        <tr>
          {columns.map((column) => {
            const sortable = column.sortKey !== undefined && onSortChange;
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={
                  sortable ? (sort && sort.key === column.sortKey ? ARIA_SORT[sort.direction] : 'none') : undefined
                }
                className={cn(cell, 'font-medium', column.align === 'end' && 'text-right')}
              >
                {sortable ? (
                  <SortButton
                    column={column as TableColumn<unknown, K> & { sortKey: K }}
                    sort={sort}
                    onSortChange={onSortChange}
                  />
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {status ? (
          <tr>
            <td colSpan={columns.length} className="px-4 py-6 text-center">
              {status}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column, index) => {
                const Cell = rowHeaders && index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    {...(Cell === 'th' ? { scope: 'row' } : {})}
                    className={cn(
                      cell,
                      Cell === 'th' && 'font-medium',
                      column.align === 'end' && 'text-right whitespace-nowrap',
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  if (!stack) {
    return (
      <div role="region" aria-label={regionLabel ?? caption} tabIndex={0} className={cn('overflow-x-auto', className)}>
        {table}
      </div>
    );
  }

  return (
    <div className={className}>
      {table}
      {status ? (
        <p className={cn('px-4 py-6 text-center text-sm', stack.cards)}>{status}</p>
      ) : (
        <ul aria-label={caption} className={cn('divide-y divide-border', stack.cards)}>
          {rows.map((row) => (
            <li key={rowKey(row)} className="flex flex-col gap-2 px-4 py-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0 break-words">{title?.cell(row)}</div>
                {aside.map((column) => (
                  <div key={column.key} className="shrink-0">
                    {column.cell(row)}
                  </div>
                ))}
              </div>
              {rest
                .filter((column) => column.phone === 'full' && (!column.phoneWhen || column.phoneWhen(row)))
                .map((column) => (
                  <div key={column.key} className="min-w-0 text-sm break-words">
                    {column.cell(row)}
                  </div>
                ))}
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {rest
                  .filter((column) => column.phone !== 'full' && (!column.phoneWhen || column.phoneWhen(row)))
                  .map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-muted-foreground">{column.header}</dt>
                      <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                    </div>
                  ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
