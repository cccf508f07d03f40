import { CURRENCY_CODES } from '@grantpilot/shared/money';

/** The currencies most funders pay in, offered first; then every other ISO 4217 code. */
export const COMMON_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'];
export const OTHER_CURRENCIES = CURRENCY_CODES.filter((code) => !COMMON_CURRENCIES.includes(code));

const currencyNames = new Intl.DisplayNames(undefined, { type: 'currency' });

/** "EUR – Euro"; the code alone where the browser has no name for it. */
export function currencyLabel(code: string) {
  const name = currencyNames.of(code);
  return name && name !== code ? `${code} – ${name}` : code;
}
