import { useId, useState } from 'react';
import type { Dashboard } from '@grantpilot/shared/contracts/dashboard';
import { formatMoney, sumAmounts } from '@grantpilot/shared/money';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { awardedSeries, barShares, recentQuarters } from '../dashboard-figures';

/**
 * Awarded per quarter of decision, in one currency at a time (amounts in different currencies
 * are never added). Bars with their amounts under them; a table for screen readers.
 */
export function AwardedChart({ rows, index }: { rows: Dashboard['awardedPerQuarter']; index: number }) {
  const selectId = useId();
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? null);
  const series = currency ? awardedSeries(rows, currency, recentQuarters()) : [];
  const shares = barShares(series.map(({ amount }) => amount));

  return (
    <Card enterIndex={index} aria-labelledby="awarded-heading">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-5 py-3">
        <h2 id="awarded-heading" className="text-sm font-semibold">
          Awarded per quarter
        </h2>
        {currencies.length > 1 ? (
          <div className="flex items-center gap-2">
            <label htmlFor={selectId} className="text-xs text-muted-foreground">
              Currency
            </label>
            <Select
              id={selectId}
              className="h-8 w-24"
              value={currency ?? ''}
              onChange={(event) => setChosen(event.target.value)}
            >
              {currencies.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </Select>
          </div>
        ) : null}
      </div>
      {currency === null ? (
        <p className="px-5 py-4 text-sm text-muted-foreground">No awards in the last two years yet.</p>
      ) : (
        <>
          <p className="px-5 pt-4 text-sm">
            <span className="text-muted-foreground">Last {series.length} quarters: </span>
            <strong className="tabular-nums wrap-anywhere">
              {formatMoney(sumAmounts(series.map(({ amount }) => amount)), currency)}
            </strong>
          </p>
          <div aria-hidden="true" className="flex h-40 items-end gap-2 px-5 pt-4">
            {series.map(({ quarter }, column) => (
              <div key={quarter} className="flex h-full flex-1 flex-col justify-end">
                <div
                  className="rounded-t-sm bg-primary"
                  style={{ height: `${Math.max(shares[column]! * 100, shares[column]! > 0 ? 2 : 0)}%` }}
                />
              </div>
            ))}
          </div>
          <div
            aria-hidden="true"
            className="flex gap-2 px-5 pb-4 pt-1 text-center text-[11px] leading-tight text-muted-foreground"
          >
            {series.map(({ quarter }) => (
              <QuarterLabel key={quarter} quarter={quarter} />
            ))}
          </div>
          <table className="sr-only">
            <caption>Awarded per quarter in {currency}</caption>
            <thead>
              <tr>
                <th scope="col">Quarter</th>
                <th scope="col">Awarded</th>
              </tr>
            </thead>
            <tbody>
              {series.map(({ quarter, amount }) => (
                <tr key={quarter}>
                  <th scope="row">{quarter}</th>
                  <td>{formatMoney(amount, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}

/**
 * "2026-Q4" under its bar: the quarter over the year, the year shortened ("’26") on a phone,
 * where eight columns of a 320 px screen are narrower than "2026 Q4".
 */
function QuarterLabel({ quarter }: { quarter: string }) {
  const [year = '', part = ''] = quarter.split('-');
  return (
    <span className="min-w-0 flex-1 tabular-nums">
      <span className="block">{part}</span>
      <span className="block sm:hidden">’{year.slice(2)}</span>
      <span className="hidden sm:block">{year}</span>
    </span>
  );
}
