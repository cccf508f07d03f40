/**
 * Amounts as people type them ("48,500", "48 500", "48.500,00", "€48.5k") read into the exact
 * decimal string the API takes ("48500", "48500.00"), and shown back in the typist's locale.
 * Plain string work, never a float: money stays exact (decision 005). Kept free of zod and of
 * the web app, so the forms of every feature share it.
 */
import { minorUnits } from './money';

export type AmountReading = { ok: true; amount: string } | { ok: false };

/** The locale's decimal and grouping marks, as Intl writes 12,345.6 there. */
export function numberSeparators(locale?: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** Spaces of every width and apostrophes (Swiss "48'500") only ever group digits. */
const GROUPING_ONLY = /[\s\u00a0\u202f\u2009'’]/gu;
/** A currency sign or an ISO code typed around the number ("€48,500", "48 500 GBP"). */
const CURRENCY_AROUND = /^(?:\p{Sc}|[A-Za-z]{3}(?=[\d\s.,]))|(?:\p{Sc}|(?<=[\d\s.,kKmM])[A-Za-z]{3})$/gu;
const SCALES: Record<string, number> = { k: 3, m: 6 };

/** Digits grouped by thousands: a first group of 1–3 digits, then groups of exactly 3. */
function isGroupedByThousands(groups: string[]) {
  return groups.every((group, index) => (index === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(group));
}

/** Which mark separates the decimals in `number` (digits, dots and commas only), or null if none. */
function decimalMark(number: string, locale?: string): '.' | ',' | null | undefined {
  const dot = number.lastIndexOf('.');
  const comma = number.lastIndexOf(',');
  // Both marks: the later one separates the decimals ("48.500,00", "48,500.00"), in any locale.
  if (dot !== -1 && comma !== -1) return dot > comma ? '.' : ',';
  const mark = dot !== -1 ? '.' : comma !== -1 ? ',' : null;
  if (!mark) return null;
  const pieces = number.split(mark);
  // Several of one mark can only group thousands ("1.234.567").
  if (pieces.length > 2) return null;
  const [before = '', after = ''] = pieces;
  // Not three digits after it, or more than three before: it cannot be grouping ("48.5", "1234.567").
  if (after.length !== 3 || before.length > 3 || before.length === 0) return mark;
  // "48.500" or "48,500": either reading is a fair one. People write numbers as their locale does,
  // so the locale's decimal mark is a decimal ("48,500" is 48.5 to a German, 48500 to a Briton),
  // and the other mark groups thousands. Shown back formatted, a wrong guess is plain to see.
  return numberSeparators(locale).decimal === mark ? mark : null;
}

/**
 * Reads a typed amount into a plain decimal string, or says it cannot. Accepts grouping by
 * commas, dots, spaces or apostrophes, either decimal mark, a "k" or "m" suffix for thousands
 * or millions, and a currency sign or code around it. Whether the result suits a currency
 * (its decimals, its size) is `amountProblem`'s to say.
 */
export function parseAmountInput(typed: string, locale?: string): AmountReading {
  let text = typed.trim().replace(CURRENCY_AROUND, '').trim();
  let scale = 0;
  const suffix = /[kKmM]$/.exec(text)?.[0];
  if (suffix) {
    scale = SCALES[suffix.toLowerCase()]!;
    text = text.slice(0, -1).trim();
  }
  const spaced = text.split(GROUPING_ONLY);
  text = text.replace(GROUPING_ONLY, '');
  if (!/^\d[\d.,]*$|^[.,]\d+$/.test(text) || /[.,]$/.test(text)) return { ok: false };
  // Spaces group thousands only: "48 500" is an amount, "4 85 00" a typing slip.
  const spacedGroups = spaced.map((piece, index) => (index === 0 ? piece : piece.replace(/[.,]\d*$/, '')));
  if (spaced.length > 1 && !isGroupedByThousands(spacedGroups)) return { ok: false };

  const mark = decimalMark(text, locale);
  const cut = mark ? text.lastIndexOf(mark) : -1;
  const integerPart = cut === -1 ? text : text.slice(0, cut);
  const fraction = cut === -1 ? '' : text.slice(cut + 1);
  if (/[.,]/.test(fraction)) return { ok: false };
  const groups = integerPart.split(/[.,]/);
  if (groups.length > 1 && !isGroupedByThousands(groups)) return { ok: false };

  // The k or m moves the decimal point, in the digits themselves: no float ever holds the amount.
  const digits = groups.join('') + fraction;
  const pointAt = digits.length - fraction.length + scale;
  const padded = digits.padEnd(pointAt, '0');
  const whole = padded.slice(0, pointAt).replace(/^0+(?=\d)/, '') || '0';
  // Zeros a k or m carried in are not decimals anyone typed ("48.5k" is 48500, not 48500.0).
  const decimals = scale ? padded.slice(pointAt).replace(/0+$/, '') : padded.slice(pointAt);
  return { ok: true, amount: decimals ? `${whole}.${decimals}` : whole };
}

/**
 * An exact amount as the typist's locale writes it in a field, without the currency sign:
 * "48500" → "48,500" (en) or "48.500" (de); decimals only when there are any, in the
 * currency's minor units ("40000.5" → "40,000.50").
 */
export function formatAmountInput(amount: string, currency: string, locale?: string) {
  const fraction = amount.split('.')[1] ?? '';
  const decimals = /[1-9]/.test(fraction) ? Math.max(minorUnits(currency), fraction.replace(/0+$/, '').length) : 0;
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  // Intl takes a decimal string exactly (ECMA-402 string numeric literals).
  return format.format(amount as unknown as number);
}
