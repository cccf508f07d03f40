import type { CreateApplicationBody } from '@grantpilot/shared/contracts/applications';
import { deadlineInstant } from '@grantpilot/shared/deadlines';

/** The deadline columns of an application row (all four set, or none). */
interface DeadlineColumns {
  deadlineDate: string | null;
  deadlineTime: string | null;
  deadlineTimeZone: string | null;
  deadlineAt: Date | null;
}

/**
 * A row's deadline as stated (date, minutes-precision time, IANA zone) with the instant it falls
 * on, or null when the application has none. The one reading of the deadline columns: the API,
 * the calendar, the reminders and the dashboard all go through it.
 */
export function deadlineOf(row: DeadlineColumns) {
  const { deadlineDate: date, deadlineTime: time, deadlineTimeZone: timeZone, deadlineAt: at } = row;
  if (!date || !time || !timeZone || !at) return null;
  return { date, time: time.slice(0, 5), timeZone, at };
}

/** The deadline columns for a stated deadline (or for none). */
export function deadlineColumns(deadline: CreateApplicationBody['deadline']): DeadlineColumns {
  if (!deadline) return { deadlineDate: null, deadlineTime: null, deadlineTimeZone: null, deadlineAt: null };
  return {
    deadlineDate: deadline.date,
    deadlineTime: deadline.time,
    deadlineTimeZone: deadline.timeZone,
    deadlineAt: deadlineInstant(deadline.date, deadline.time, deadline.timeZone),
  };
}
