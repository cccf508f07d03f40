/**
 * What a change really changed, so the activity log records only that, in the words the pages
 * use: a PATCH that sends a field's current value changes nothing.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;
const TIME_WITH_SECONDS = /^(\d{2}:\d{2}):00$/;

/** One value as the database and a request body may each spell it: 12500.000 = 12500, 17:00:00 = 17:00. */
function canonical(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && DECIMAL.test(value)) return value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  if (typeof value === 'string') return value.replace(TIME_WITH_SECONDS, '$1');
  return value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** The fields of `changes` whose value differs from `before`, with both sides for the log. */
export function changedFields<Before extends object, Changes extends object>(before: Before, changes: Changes) {
  const changed = Object.keys(changes).filter(
    (key) => !sameValue(before[key as keyof Before], changes[key as keyof Changes]),
  );
  return {
    changed,
    before: Object.fromEntries(changed.map((key) => [key, before[key as keyof Before] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, changes[key as keyof Changes] ?? null])),
  };
}

/**
 * The changed fields in the page's words ("amount requested, deadline"), each named once (the
 * four columns of a deadline are one "deadline"); a field without a label is not named.
 */
export function fieldWords(changed: string[], labels: Record<string, string>): string {
  return [...new Set(changed.flatMap((field) => (labels[field] ? [labels[field]] : [])))].join(', ');
}
