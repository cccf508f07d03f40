/**
 * Money is an exact decimal string ("12500.50") with an ISO 4217 currency, never a float: sums
 * are made by the database in `numeric`, and the client only formats. Kept free of zod so the
 * web app can format amounts without loading the validation library.
 */

/** ISO 4217 active codes (2024), for validating what a person or an import sends. */
export const CURRENCY_CODES = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD ' +
  'CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD ' +
  'GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT ' +
  'LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR ' +
  'NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP ' +
  'STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF ' +
  'XPF YER ZAR ZMW ZWG'
).split(' ');
const CURRENCIES = new Set(CURRENCY_CODES);

/** Currencies whose minor unit is not the usual cent (ISO 4217's exponent). */
const MINOR_UNITS: Record<string, number> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

export const DEFAULT_CURRENCY = 'EUR';
/** The largest amount accepted: 13 integer digits, which `numeric(16, 3)` holds exactly. */
export const MAX_AMOUNT_DIGITS = 13;

export function isCurrencyCode(code: string) {
  return CURRENCIES.has(code);
}

export function minorUnits(currency: string) {
  return MINOR_UNITS[currency] ?? 2;
}

/**
 * Why `amount` is not a valid amount of `currency`, or null when it is. Plain decimals only:
 * no sign, no exponent, no thousands separators, at most the currency's minor units.
 */
export function amountProblem(amount: string, currency: string): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return 'must be a number such as 12500 or 12500.50';
  if (match[1]!.replace(/^0+(?=\d)/, '').length > MAX_AMOUNT_DIGITS) return 'is too large';
  const decimals = match[2]?.length ?? 0;
  const allowed = minorUnits(currency);
  if (decimals > allowed) {
    return allowed === 0 ? `must be a whole number in ${currency}` : `has at most ${allowed} decimals in ${currency}`;
  }
  return null;
}

/** "12500.5" → "12500.50" in EUR; the canonical form the server stores and returns. */
export function normalizeAmount(amount: string, currency: string) {
  const [whole = '0', fraction = ''] = amount.split('.');
  const units = minorUnits(currency);
  const integer = whole.replace(/^0+(?=\d)/, '');
  return units === 0 ? integer : `${integer}.${fraction.padEnd(units, '0').slice(0, units)}`;
}

/**
 * One formatter per locale and currency: building an `Intl.NumberFormat` costs far more than
 * formatting with it (the dashboard formats dozens of amounts, and building each one's formatter
 * was the largest single cost of its first draw on a phone, decision 050). Bounded, since a server
 * may format in locales its callers name.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
const MONEY_FORMATS_MAX = 64;

function moneyFormat(currency: string, locale: string | undefined) {
  const key = `${locale ?? ''} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    if (moneyFormats.size >= MONEY_FORMATS_MAX) moneyFormats.clear();
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: minorUnits(currency),
      maximumFractionDigits: minorUnits(currency),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** An amount as the viewer's locale writes it, from the exact string (no float arithmetic). */
export function formatMoney(amount: string, currency: string, locale?: string) {
  // Intl accepts decimal strings exactly (ECMA-402 "string numeric literal" in Node 20+ and browsers).
  return moneyFormat(currency, locale).format(amount as unknown as number);
}

/**
 * The exact sum of decimal strings ("0.10" + "0.20" = "0.30"), as scaled integers (BigInt), so
 * no float ever touches money. Negative amounts (a rollup's correction) are allowed.
 */
export function sumAmounts(amounts: readonly string[]): string {
  const scale = Math.max(0, ...amounts.map((amount) => amount.split('.')[1]?.length ?? 0));
  const toUnits = (amount: string) => {
    const negative = amount.startsWith('-');
    const [whole = '0', fraction = ''] = amount.replace(/^[-+]/, '').split('.');
    const units = BigInt(whole + fraction.padEnd(scale, '0'));
    return negative ? -units : units;
  };
  const total = amounts.reduce((sum, amount) => sum + toUnits(amount), 0n);
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
