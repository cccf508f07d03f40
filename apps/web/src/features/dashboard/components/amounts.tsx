import { formatMoney } from '@grantpilot/shared/money';

/** Amounts in several currencies, one per line: they are never added together. */
export function Amounts({ amounts }: { amounts: readonly { currency: string; amount: string }[] }) {
  if (amounts.length === 0) return <>—</>;
  return (
    <span className="flex flex-col">
      {amounts.map(({ currency, amount }) => (
        <span key={currency} className="tabular-nums">
          {formatMoney(amount, currency)}
        </span>
      ))}
    </span>
  );
}
