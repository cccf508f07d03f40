import { formatMoney } from '@grantpilot/shared/money';

/**
 * Amounts in several currencies, one per line: they are never added together. A long amount
 * ("€1,234,567.00") breaks inside its card rather than overflowing it on a narrow screen.
 */
export function Amounts({ amounts }: { amounts: readonly { currency: string; amount: string }[] }) {
  if (amounts.length === 0) return <>—</>;
  return (
    <span className="flex flex-col">
      {amounts.map(({ currency, amount }) => (
        <span key={currency} className="tabular-nums wrap-anywhere">
          {formatMoney(amount, currency)}
        </span>
      ))}
    </span>
  );
}
