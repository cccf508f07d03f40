import { wallClockParts } from '@grantpilot/shared/deadlines';

/** The digest goes out on Monday between these hours of the recipient's own clock. */
export const DIGEST_HOURS = { from: 7, until: 12 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-06-01": a UTC midnight as its date. */
const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** "2026-W23": the ISO 8601 week of a date (the week its Thursday falls in). */
export function isoWeek(utcMidnight: number) {
  const day = new Date(utcMidnight).getUTCDay() || 7;
  const thursday = new Date(utcMidnight + (4 - day) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * Where `now` falls for someone in `timeZone`: their date, the last day of the digest's 14-day
 * horizon, and — when it is Monday morning there — the ISO week the digest is for.
 */
export function digestMoment(now: Date, timeZone: string) {
  const parts = wallClockParts(now, timeZone);
  const midnight = Date.UTC(+parts.year, +parts.month - 1, +parts.day);
  const hour = +parts.hour;
  const monday = new Date(midnight).getUTCDay() === 1;
  const due = monday && hour >= DIGEST_HOURS.from && hour < DIGEST_HOURS.until;
  return {
    week: due ? isoWeek(midnight) : null,
    today: isoDate(midnight),
    horizon: isoDate(midnight + 14 * DAY_MS),
  };
}
