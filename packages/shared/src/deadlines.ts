/**
 * Deadlines are kept as the call states them — a date, a time and an IANA time zone — and as the
 * instant they fall on. Kept free of zod: the web app shows deadlines in the viewer's zone.
 */

/** Zones found valid: making a DateTimeFormat costs tens of microseconds, and every deadline in a response is checked. */
const knownZones = new Set<string>();

export function isTimeZone(zone: string) {
  if (knownZones.has(zone)) return true;
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  // Bounded: there are a few hundred IANA names and aliases.
  if (knownZones.size < 2_000) knownZones.add(zone);
  return true;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** What the wall clock in `timeZone` shows at `instant`: "2026", "07", "15", "17", "00", "00". */
export function wallClockParts(instant: number | Date, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string) {
  const parts = wallClockParts(instant, timeZone);
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` `time` ("2026-03-29", "02:30").
 * As Temporal's 'compatible' rule: a time skipped by a daylight-saving change moves forward by
 * the gap, and a time that occurs twice is its first occurrence.
 */
export function deadlineInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const DAY = 24 * 60 * 60 * 1000;
  const before = wall - zoneOffset(wall - DAY, timeZone);
  const after = wall - zoneOffset(wall + DAY, timeZone);
  const shows = (instant: number) => instant + zoneOffset(instant, timeZone) === wall;
  const candidates = [before, after].filter(shows);
  return new Date(candidates.length ? Math.min(...candidates) : before);
}

/** The default time of a deadline given without one: the end of the day, as calls mean it. */
export const END_OF_DAY = '23:59';
