import { AWARDED_QUARTERS } from '@grantpilot/shared/dashboard-periods';
import { lazyFormat } from '../../lib/format-date';

const DAY_MS = 24 * 60 * 60 * 1000;
const relative = lazyFormat(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));

/** "today", "tomorrow", "in 12 days": how far off a deadline is, counted in whole days. */
export function daysUntil(instant: string, now = Date.now()) {
  const days = Math.floor((Date.parse(instant) - now) / DAY_MS);
  return relative().format(days, 'day');
}

/** The last quarters up to the one `now` is in, oldest first: "2025-Q1" … "2026-Q4". */
export function recentQuarters(now = new Date(), count = AWARDED_QUARTERS) {
  const quarter = Math.floor(now.getUTCMonth() / 3);
  return Array.from({ length: count }, (_unused, index) => {
    const back = count - 1 - index;
    const total = now.getUTCFullYear() * 4 + quarter - back;
    return `${Math.floor(total / 4)}-Q${(total % 4) + 1}`;
  });
}

/** Each quarter's awarded amount in one currency, zero where nothing was awarded. */
export function awardedSeries(
  rows: readonly { quarter: string; currency: string; amount: string }[],
  currency: string,
  quarters: readonly string[],
) {
  const amounts = new Map(rows.filter((row) => row.currency === currency).map((row) => [row.quarter, row.amount]));
  return quarters.map((quarter) => ({ quarter, amount: amounts.get(quarter) ?? '0' }));
}

/**
 * A bar's share of the tallest, for drawing only: the figures shown are the exact strings. A
 * float is fine here, since a bar's width needs no cent.
 */
export function barShares(values: readonly string[]) {
  const numbers = values.map(Number);
  const max = Math.max(0, ...numbers);
  return numbers.map((value) => (max > 0 ? value / max : 0));
}
