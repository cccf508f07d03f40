import { formatMoney } from '@grantpilot/shared/money';
import { cn } from '../../lib/cn';

/**
 * An exact amount in the viewer's locale ("€12,500.50"). The amount stays the server's decimal
 * string all the way to Intl: never a float, so no cent is lost.
 */
export function Money({ amount, currency, className }: { amount: string; currency: string; className?: string }) {
  return <span className={cn('tabular-nums', className)}>{formatMoney(amount, currency)}</span>;
}

/** What a table shows where a value is not set. */
export function None() {
  return <span className="text-muted-foreground">—</span>;
}

/** An amount, or the dash of a value not set. */
export function MoneyOrNone({ amount, currency }: { amount: string | null; currency: string }) {
  return amount === null ? <None /> : <Money amount={amount} currency={currency} />;
}
