import type { CurrencyTotals } from '@grantpilot/shared/contracts/applications';
import { Money } from './money';

/**
 * What the applications ask and won, one row per currency: amounts in different currencies are
 * never added together. Scrolls sideways on a phone, inside a focusable region.
 */
export function CurrencyTotalsTable({
  totals,
  caption = 'Totals per currency',
}: {
  totals: CurrencyTotals;
  caption?: string;
}) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[24rem] text-left text-sm">
        <caption className="px-4 pt-3 text-left text-sm font-semibold">{caption}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Currency
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Applications
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Requested
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Awarded
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <tr key={total.currency}>
              <th scope="row" className="px-4 py-2 font-medium">
                {total.currency}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{total.count}</td>
              <td className="px-4 py-2 text-right whitespace-nowrap">
                <Money amount={total.requested} currency={total.currency} />
              </td>
              <td className="px-4 py-2 text-right whitespace-nowrap">
                <Money amount={total.awarded} currency={total.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
