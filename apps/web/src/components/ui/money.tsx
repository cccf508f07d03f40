import { formatMoney } from '@grantpilot/shared/money';
import { cn } from '../../lib/cn';

/**
 * An exact amount in the viewer's locale ("€12,500.50"). The amount stays the server's decimal
 * string all the way to Intl: never a float, so no cent is lost.
 */
export function Money({ amount, currency, className }: { amount: string; currency: string; className?: string }) {
  return <span className={cn('tabular-nums', className)}>{formatMoney(amount, currency)}</span>;
}
