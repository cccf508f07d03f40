import type { CurrencyTotals } from '@grantpilot/shared/contracts/applications';
import { Money } from './money';
import { DataTable, type TableColumn } from './table';

type CurrencyTotal = CurrencyTotals[number];

const COLUMNS: TableColumn<CurrencyTotal>[] = [
  { key: 'currency', header: 'Currency', cell: (total) => total.currency },
  { key: 'count', header: 'Applications', align: 'end', className: 'tabular-nums', cell: (total) => total.count },
  {
    key: 'requested',
    header: 'Requested',
    align: 'end',
    cell: (total) => <Money amount={total.requested} currency={total.currency} />,
  },
  {
    key: 'awarded',
    header: 'Awarded',
    align: 'end',
    cell: (total) => <Money amount={total.awarded} currency={total.currency} />,
  },
];

/**
 * What the applications ask and won, one row per currency: amounts in different currencies are
 * never added together. Four short columns stay a table on a phone, scrolling sideways.
 */
export function CurrencyTotalsTable({
  totals,
  caption = 'Totals per currency',
}: {
  totals: CurrencyTotals;
  caption?: string;
}) {
  return (
    <DataTable
      caption={caption}
      rows={totals}
      rowKey={(total) => total.currency}
      columns={COLUMNS}
      stackBelow={false}
      rowHeaders
      showCaption
      density="compact"
      minWidth="min-w-[24rem]"
    />
  );
}
