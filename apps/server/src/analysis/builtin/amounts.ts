import { isCurrencyCode } from '@grantpilot/shared/money';

/**
 * Money as calls write it — "$50,000", "US$ 1.2 million", "EUR 1,000,000.00", "£10k", "AUD 5k",
 * "NZD 7,240.06", "1 000 000 EUR", "€1.500.000,00" — read into an exact decimal string and an
 * ISO 4217 code. No float ever touches an amount.
 */

export interface Amount {
  /** Offsets within the text searched. */
  start: number;
  end: number;
  /** A decimal string, "1200000" or "7240.06". */
  value: string;
  /** ISO 4217, or null for a bare number (the second half of "£10,000 to 50,000"). */
  currency: string | null;
  /** The number as written, and the power of ten its word gave ("4 million": 6). */
  number: string;
  exponent: number;
}

const SYMBOLS: [string, string][] = [
  ['US$', 'USD'],
  ['USD$', 'USD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['HK$', 'HKD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['$', '$'],
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['₦', 'NGN'],
  ['GH₵', 'GHS'],
  ['GH¢', 'GHS'],
  ['CHF', 'CHF'],
  ['R', 'ZAR'],
  ['RM', 'MYR'],
  ['Rs', 'INR'],
  ['Rs.', 'INR'],
];
/** Codes that are also English words in capitals ("ALL", "TOP") are left out. */
const CODE_WORDS = new Set([
  'ALL',
  'TOP',
  'CUP',
  'PEN',
  'MOP',
  'SOS',
  'BOB',
  'MAD',
  'CAT',
  'GEL',
  'LAK',
  'AMD',
  'MRU',
  'ERN',
]);
const SUFFIX_WORDS: [RegExp, string][] = [
  [/^euros?$/i, 'EUR'],
  [/^pounds?(?: sterling)?$/i, 'GBP'],
  [/^(?:us )?dollars?$/i, '$'],
  [/^(?:australian dollars?)$/i, 'AUD'],
  [/^(?:new zealand dollars?)$/i, 'NZD'],
  [/^(?:canadian dollars?)$/i, 'CAD'],
  [/^(?:swiss francs?)$/i, 'CHF'],
];

const escape = (text: string) => text.replace(/[$]/g, '\\$');
/**
 * The South African rand's "R", only before a number that cannot be a code such as NIH's "R01":
 * grouped thousands ("R1 000 000.00", "R250,000") or a scale word ("R7.5 mill").
 */
const RAND =
  '\\bR(?=\\s?\\d{1,3}(?:[ ,\\u00a0]\\d{3})+(?![\\d])|\\s?\\d+(?:[.,]\\d+)?\\s?(?:mill(?:ion)?|bn|billion)\\b)';
/** The Malaysian ringgit's "RM", only right before a number ("RM250,000", "RM 5,000"). */
const RINGGIT = '\\bRM(?=\\s?\\d)';
/** The Indian rupee's "Rs." or "Rs", only right before a number ("Rs. 13,00,000", "Rs 50,000"). */
const RUPEE = '\\bRs\\.?(?=\\s?\\d)';
/**
 * A code written against its number ("GBP5,000", "EUR10000"): only before grouped thousands or four
 * digits and more, so that "COP28" or "PHP8" stay names.
 */
const JOINED_CODE = '\\b[A-Z]{3}(?=\\d{1,3}(?:,\\d{3})+|\\d{4,})';
/**
 * The word "euro" before its number, as Italian calls write it ("di euro 3.000,00", "Euro 25.000"):
 * only before grouped thousands or cents, so that "Euro 2024" stays a tournament.
 */
const EURO_WORD = '\\b[Ee]uros?(?=\\s?(?:\\d{1,3}(?:[.,\\u00a0\\u202f ]\\d{3})+|\\d+,\\d{2}(?!\\d)))';
const PREFIX = `(${SYMBOLS.filter(([symbol]) => symbol !== 'R' && symbol !== 'RM' && !symbol.startsWith('Rs'))
  .map(([symbol]) => escape(symbol))
  .join('|')}|${RAND}|${RINGGIT}|${RUPEE}|${EURO_WORD}|\\b[A-Z]{3}\\b|${JOINED_CODE})`;
// "1,00,000" and "13,00,000": Indian grouping (lakh, crore) comes first, or "1,00" would read as a
// decimal; "50'000" is Swiss grouping; "250.000,- €" and "€ 10.000,-" (German and Dutch) mark no cents.
const NUMBER =
  "(\\d{1,2}(?:,\\d{2})+,\\d{3}(?:\\.\\d+)?(?![\\d,])|\\d{1,3}(?:['’]\\d{3})+(?:\\.\\d{1,2})?(?![\\d])|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?:[.,]\\d{1,2})?(?![\\d])|\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2}|,[-–]{1,2})?(?![\\d])|\\d+(?:[.,]\\d+|,[-–]{1,2})?)";
const MULTIPLIER =
  '(?:\\s?(k|K|MM|m|M|bn|mn|mln|mld|bln|million|mill|billion|thousand|mio\\.?|Mio\\.?|mil|millones|milhões|milhão|milioni|milione|miliardi|Millionen|Milliarden|millions|milliards|[Ll]akhs?|[Ll]acs?|[Cc]rores?|万|億|亿)(?![A-Za-z]))?';
// "1,5 milioni di euro", "2 millones de euros", "3 millions d'euros": after a scale word, "of" joins the currency.
const SUFFIX =
  "(?:(?:(?<=[A-Za-z])\\s(?:di|de|d['’])\\s?|\\s?)(\\b[A-Z]{3}\\b|€|£|[Ee]uros?|[Pp]ounds?(?: [Ss]terling)?|(?:US |Australian |New Zealand |Canadian )?[Dd]ollars?|Swiss [Ff]rancs?))?";
/** "13 MNOK", "2.5 MEUR", "750 k€": a scale letter joined to the currency. */
const JOINED = `${NUMBER}\\s?([kKM])(€|£|[A-Z]{3})(?![A-Za-z])`;
const AMOUNT = new RegExp(`${JOINED}|${PREFIX}\\s?${NUMBER}${MULTIPLIER}|${NUMBER}${MULTIPLIER}${SUFFIX}`, 'g');

const SCALE: Record<string, number> = {
  k: 3,
  thousand: 3,
  m: 6,
  mn: 6,
  million: 6,
  mill: 6,
  mio: 6,
  // "R$ 100 mil": Portuguese and Spanish "mil" is a thousand; "millones", "milhões" a million.
  mil: 3,
  millones: 6,
  milioni: 6,
  milione: 6,
  millionen: 6,
  millions: 6,
  miliardi: 9,
  milliarden: 9,
  milliards: 9,
  milhões: 6,
  milhão: 6,
  bn: 9,
  billion: 9,
  // "$2MM" (US finance), "€2 mln", "2 mld" (a milliard), "¥500万" (ten thousand), "3億" (a hundred million).
  mm: 6,
  mln: 6,
  mld: 9,
  bln: 9,
  万: 4,
  億: 8,
  亿: 8,
  // India's lakh (100,000) and crore (10,000,000).
  lakh: 5,
  lakhs: 5,
  lac: 5,
  lacs: 5,
  crore: 7,
  crores: 7,
};

/** "1,234.5" (or "1.234,5", "1 234") times 10^exponent as a plain decimal string. */
export function toDecimal(raw: string, exponent: number): string | null {
  let integer: string;
  let fraction: string;
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw) || /^\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?$/.test(raw)) {
    [integer, fraction = ''] = raw.replace(/,/g, '').split('.') as [string, string?];
  } else if (/^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?$/.test(raw)) {
    [integer, fraction = ''] = raw.replace(/[ \u00a0\u202f]/g, '').split(/[.,]/) as [string, string?];
  } else if (/^\d{1,3}(?:['’]\d{3})+(?:\.\d{1,2})?$/.test(raw)) {
    [integer, fraction = ''] = raw.replace(/['’]/g, '').split('.') as [string, string?];
  } else if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(raw) && exponent === 0) {
    [integer, fraction = ''] = raw.replace(/\./g, '').split(',') as [string, string?];
  } else if (/^\d+(?:[.,]\d+)?$/.test(raw)) {
    [integer, fraction = ''] = raw.split(/[.,]/) as [string, string?];
    // "1,5 million" is a decimal comma; "5,000" was caught above.
  } else {
    return null;
  }
  const digits = integer + fraction;
  let point = integer.length + exponent;
  const padded = digits.padEnd(point, '0');
  point = Math.min(point, padded.length);
  const whole = padded.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const rest = padded.slice(point).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}

function currencyOf(prefix: string | undefined, suffix: string | undefined): string | null | undefined {
  if (prefix) {
    const symbol = SYMBOLS.find(([candidate]) => candidate === prefix);
    if (symbol) return symbol[1];
    if (/^euros?$/i.test(prefix)) return 'EUR';
    return isCurrencyCode(prefix) && !CODE_WORDS.has(prefix) ? prefix : undefined;
  }
  if (suffix) {
    // "500,000€", "500.000 €": the symbol after the number, as much of Europe writes it.
    if (suffix === '€') return 'EUR';
    if (suffix === '£') return 'GBP';
    if (/^[A-Z]{3}$/.test(suffix)) return isCurrencyCode(suffix) && !CODE_WORDS.has(suffix) ? suffix : undefined;
    for (const [pattern, code] of SUFFIX_WORDS) if (pattern.test(suffix)) return code;
  }
  return null;
}

/**
 * The amounts in a text. "$" is resolved by `dollar` (USD unless the document is written in
 * Australian, New Zealand or Canadian dollars). Bare numbers are kept only when `bare` is set.
 */
export function findAmounts(text: string, dollar: string, options: { bare?: boolean } = {}): Amount[] {
  const amounts: Amount[] = [];
  AMOUNT.lastIndex = 0;
  let match;
  while ((match = AMOUNT.exec(text)) !== null) {
    const [whole, number0, scale0, code0, prefix, number1, multiplier1, number2, multiplier2, suffix] = match;
    const number = (number0 ?? number1 ?? number2!).replace(/,[-–]+$/, '');
    const multiplier = (scale0 ?? multiplier1 ?? multiplier2 ?? '').replace(/\.$/, '').toLowerCase();
    let currency =
      number0 !== undefined
        ? currencyOf(undefined, code0)
        : currencyOf(prefix, number2 !== undefined ? suffix : undefined);
    if (currency === undefined) continue;
    // "€/£7,000" (Ireland-wide funders give both): the first symbol is the figure's currency.
    const paired = /([€£$])\/$/.exec(text.slice(Math.max(0, match.index - 2), match.index));
    if (paired && prefix) currency = currencyOf(paired[1], undefined) ?? currency;
    if (currency === '$') currency = dollar;
    if (currency === null && !options.bare) continue;
    // A year, a percentage, a page count or a duration is not money.
    const after = text.slice(match.index + whole.length, match.index + whole.length + 12);
    if (currency === null && /^\s*(?:%|per ?cent|years?|months?|pages?|words?|characters?)/i.test(after)) continue;
    // "COP 28", "PHP 8", "SAR 12 teams": a code-like word before a bare one- or two-digit number is
    // an event, a version or a label, not money ("EUR 50,000", "USD 2 million", "EUR 2000" stay).
    // "between EUR 3 and 4 million" is money: the word after the range scales both ends.
    if (
      prefix &&
      /^[A-Z]{3}$/.test(prefix) &&
      !multiplier &&
      /^\d{1,2}$/.test(number) &&
      !/^\s*(?:-|–|to|and)\s*\d+(?:[.,]\d+)?\s*(?:k|m|bn|mn|million|mill|billion|thousand)\b/i.test(
        text.slice(match.index + whole.length, match.index + whole.length + 30),
      )
    )
      continue;
    // "$1.5 mil" is an English million; "R$ 100 mil", "50 mil euros" the Portuguese and Spanish thousand.
    const exponent =
      multiplier === 'mil' && currency !== 'BRL' && /^\d+\.\d{1,2}$/.test(number) ? 6 : (SCALE[multiplier] ?? 0);
    // "R$ 1.500 mil": where "mil" is the thousand, a full stop groups thousands (1,500 thousand).
    const grouped = multiplier === 'mil' && exponent === 3 && /^\d{1,3}(?:\.\d{3})+$/.test(number);
    const value = toDecimal(grouped ? number.replace(/\./g, '') : number, exponent);
    if (value === null) continue;
    amounts.push({
      start: match.index,
      end: match.index + whole.length,
      value,
      currency,
      number,
      exponent,
    });
  }
  return amounts;
}

/** Compares two decimal strings. */
export function compareDecimal(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  if (ai.length !== bi.length) return ai.length - bi.length;
  if (ai !== bi) return ai < bi ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const x = af.padEnd(width, '0');
  const y = bf.padEnd(width, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

/** A decimal string times a small whole number ("50000" × 3 = "150000"), by string arithmetic. */
export function multiplyDecimal(value: string, factor: number): string {
  const [integer = '0', fraction = ''] = value.split('.');
  const digits = `${integer}${fraction}`;
  let carry = 0;
  let out = '';
  for (let at = digits.length - 1; at >= 0; at -= 1) {
    const product = Number(digits[at]) * factor + carry;
    out = String(product % 10) + out;
    carry = Math.floor(product / 10);
  }
  if (carry > 0) out = String(carry) + out;
  const whole = out.slice(0, out.length - fraction.length).replace(/^0+(?=\d)/, '') || '0';
  const rest = out.slice(out.length - fraction.length).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}
