/**
 * An `Intl` formatter made on first use, then kept. Made when the module loads, the three below
 * were part of the signed-in chunk's evaluation, which the first screen waits for, even on pages
 * that show no date (decision 050).
 */
export function lazyFormat<T>(make: () => T): () => T {
  let format: T | undefined;
  return () => (format ??= make());
}

const dateFormat = lazyFormat(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));
const dateTimeFormat = lazyFormat(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);
/** A calendar date has no time zone: read and written in UTC, it is the same day everywhere. */
const calendarDateFormat = lazyFormat(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }),
);
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as the viewer's locale writes it ("23 Nov 2026"): a calendar date ("2026-11-23") as
 * that day, a moment ("2026-11-23T15:00:00Z") as the viewer's day.
 */
export function formatDate(value: string) {
  if (CALENDAR_DATE.test(value)) return calendarDateFormat().format(new Date(`${value}T00:00:00Z`));
  return dateFormat().format(new Date(value));
}

export function formatDateTime(iso: string) {
  return dateTimeFormat().format(new Date(iso));
}

/** Today as the viewer's calendar shows it ("2026-11-23"), not as UTC does. */
export function localToday(now = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
