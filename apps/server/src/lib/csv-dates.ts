import type { CsvDateFormat } from '@grantpilot/shared/contracts/application-import';
import { isoDateSchema } from '@grantpilot/shared/contracts/common';

/** 31/12/2026, 12/31/2026, 31.12.2026: two numbers and a four-digit year. */
const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * The order a file's dates are written in. A first part above 12 can only be a day (31/12/2026),
 * a second part above 12 only a day in month-first order (12/31/2026). When neither appears the
 * file could be either, and the person has to say; a file with both has no single order.
 */
export function detectDateFormat(values: Iterable<string>): { format: CsvDateFormat | null; ambiguous: boolean } {
  let numeric = false;
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    const match = NUMERIC_DATE.exec(value.trim());
    if (!match) continue;
    numeric = true;
    if (Number(match[1]) > 12) dayFirst = true;
    if (Number(match[2]) > 12) monthFirst = true;
  }
  if (!numeric) return { format: 'iso', ambiguous: false };
  if (dayFirst !== monthFirst) return { format: dayFirst ? 'dmy' : 'mdy', ambiguous: false };
  return { format: null, ambiguous: true };
}

const EXAMPLES: Record<CsvDateFormat, string> = { iso: '2026-11-23', dmy: '23/11/2026', mdy: '11/23/2026' };

/**
 * The ISO date a cell means, or why it means none. ISO dates are read in every format; the others
 * only in the order chosen (null: not chosen, the file could be read either way).
 */
export function readDate(value: string, format: CsvDateFormat | null): { date: string } | { problem: string } {
  const text = value.trim();
  if (isoDateSchema.safeParse(text).success) return { date: text };
  const match = NUMERIC_DATE.exec(text);
  if (!match || format === 'iso') {
    return { problem: `must be a date such as ${EXAMPLES[format ?? 'iso']}` };
  }
  if (format === null) {
    return { problem: 'could be day/month or month/day: choose the date format of the file' };
  }
  const [day, month] = format === 'dmy' ? [match[1]!, match[2]!] : [match[2]!, match[1]!];
  const iso = `${match[3]}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!isoDateSchema.safeParse(iso).success) return { problem: `is not a date in the format ${EXAMPLES[format]}` };
  return { date: iso };
}
