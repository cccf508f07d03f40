import { CURRENCY_CODES } from '@grantpilot/shared/money';

/** The currencies most funders pay in, offered first; then every other ISO 4217 code. */
export const COMMON_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'];
const OTHER_CURRENCIES = CURRENCY_CODES.filter((code) => !COMMON_CURRENCIES.includes(code));

const currencyNames = new Intl.DisplayNames(undefined, { type: 'currency' });

/** "EUR – Euro"; the code alone where the browser has no name for it. */
export function currencyLabel(code: string) {
  const name = currencyNames.of(code);
  return name && name !== code ? `${code} – ${name}` : code;
}

/** The options of a currency select: the common ones first, then all the others. */
export function CurrencyOptions() {
  return (
    <>
      <optgroup label="Common currencies">
        {COMMON_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {currencyLabel(code)}
          </option>
        ))}
      </optgroup>
      <optgroup label="All currencies">
        {OTHER_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {currencyLabel(code)}
          </option>
        ))}
      </optgroup>
    </>
  );
}
