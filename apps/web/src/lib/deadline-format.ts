import { OPEN_STATUSES, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { Deadline } from '@grantpilot/shared/contracts/applications';
import { wallClockParts } from '@grantpilot/shared/deadlines';
import { formatDate } from './format-date';

/** The zone the viewer's browser is in; UTC where the browser does not say. */
export function browserTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zones most calls are stated in, offered after the viewer's own. */
export const COMMON_TIME_ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Brussels',
  'Europe/Amsterdam',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Zurich',
  'Europe/Vienna',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Europe/Athens',
  'Europe/Helsinki',
  'Africa/Lagos',
  'Africa/Nairobi',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'America/St_Johns',
  'America/Halifax',
  'America/New_York',
  'America/Toronto',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/Bogota',
  'America/Sao_Paulo',
];

/** The viewer's zone first, then the common ones, then (when editing) a zone the deadline already has. */
export function timeZoneOptions(viewerZone: string, current?: string) {
  return [...new Set([viewerZone, ...COMMON_TIME_ZONES, ...(current ? [current] : [])])];
}

/** The calendar day and the time ("2026-07-15", "11:00") that the clock in `timeZone` shows at `instant`. */
export function wallClockAt(instant: string, timeZone: string) {
  const parts = wallClockParts(new Date(instant), timeZone);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * A deadline as the call states it ("Jul 15, 2026, 17:00 (Europe/Brussels)") and, when the
 * viewer's clock shows another time then, what it shows ("your time 11:00", with the day when
 * that differs too). Null where the two agree: the stated time is already the viewer's.
 */
export function describeDeadline(deadline: Deadline, viewerZone: string) {
  const stated = `${formatDate(deadline.date)}, ${deadline.time} (${deadline.timeZone})`;
  const local = wallClockAt(deadline.at, viewerZone);
  let yours: string | null = null;
  if (local.date !== deadline.date) yours = `your time ${formatDate(local.date)}, ${local.time}`;
  else if (local.time !== deadline.time) yours = `your time ${local.time}`;
  return { stated, yours };
}

/** A deadline that has gone by while the application is still open: it needs someone's attention. */
export function isDeadlinePast(deadline: Deadline | null, status: ApplicationStatus, now = Date.now()) {
  return Boolean(deadline && OPEN_STATUSES.includes(status) && Date.parse(deadline.at) < now);
}

/** A calendar date (a task's due date, an internal deadline) before today, in the viewer's zone. */
export function isDayPast(date: string, viewerZone: string, now = Date.now()) {
  return date < wallClockAt(new Date(now).toISOString(), viewerZone).date;
}
