import { PRODUCT_NAME } from '@grantpilot/shared/constants';
import { isTimeZone, wallClockParts } from '@grantpilot/shared/deadlines';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { applicationLink, settingsLink } from '../../lib/links';
import type { Mailer } from '../../lib/mail';
import type { DefineOptions } from '../../lib/jobs';
import { listApplicationsInPreparationDueBetween } from '../applications';
import { userTimeZones, usersWithoutReminderEmails } from '../settings';
import { getUserSummaries } from '../users';
import * as repo from './reminders.repo';

/** PRODUCT.md §5: reminders 14, 7 and 1 day(s) before a deadline, to the application's owner. */
export const REMINDER_DAYS = [14, 7, 1] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The reminder a deadline is due for now: the smallest stage it has entered. An application
 * created five days before its deadline gets the 7-day reminder, not a late 14-day one too.
 */
export function reminderStage(deadlineAt: Date, now: Date): number | null {
  const left = deadlineAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const stages = REMINDER_DAYS.filter((days) => left <= days * DAY_MS);
  return stages.length ? Math.min(...stages) : null;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The time actually left, not the reminder's tier: a reminder that goes out late (the application
 * was created three days before its deadline) says three days, not seven.
 */
export function describeTimeLeft(deadlineAt: Date, now: Date) {
  const left = deadlineAt.getTime() - now.getTime();
  if (left >= 48 * HOUR_MS) return `in ${Math.round(left / DAY_MS)} days`;
  if (left >= HOUR_MS) {
    const hours = Math.round(left / HOUR_MS);
    return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  }
  return 'in less than an hour';
}

/** "2026-11-05 at 08:00": the wall clock of `timeZone` at `instant`. */
function wallClock(instant: Date, timeZone: string) {
  const { year, month, day, hour, minute } = wallClockParts(instant, timeZone);
  return `${year}-${month}-${day} at ${hour}:${minute}`;
}

/**
 * When the deadline falls for the recipient: in the time zone they chose, named as theirs, with
 * the call's own wording beside it when that differs; without a zone of their own, as the call
 * states it, with a hint where to set one.
 */
export function describeDeadline(
  deadline: { at: Date; date: string; time: string; timeZone: string },
  recipientZone: string | undefined,
) {
  const stated = `${deadline.date} at ${deadline.time} (${deadline.timeZone})`;
  if (!recipientZone || !isTimeZone(recipientZone)) {
    return { when: stated, note: 'Set your time zone in Settings to see deadlines in your own time.' };
  }
  const own = `${wallClock(deadline.at, recipientZone)} (${recipientZone}, your time zone)`;
  if (recipientZone === deadline.timeZone) return { when: own, note: null };
  return { when: own, note: `The call states it as ${stated}.` };
}

/**
 * One run: every application still in preparation and due within 14 days gets the reminder of its
 * stage, once. Submitted and decided applications get none.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date) {
  const window = new Date(now.getTime() + 14 * DAY_MS);
  const due = await listApplicationsInPreparationDueBetween(deps.db, now, window, 5000);
  let sent = 0;
  for (let start = 0; start < due.length; start += BATCH) {
    const batch = due.slice(start, start + BATCH).filter((application) => application.ownerUserId);
    const owners = batch.map((application) => application.ownerUserId!);
    const [people, optedOut, zones] = await Promise.all([
      getUserSummaries(deps.db, owners),
      usersWithoutReminderEmails(deps.db, owners),
      userTimeZones(deps.db, owners),
    ]);
    for (const application of batch) {
      const owner = people.get(application.ownerUserId!);
      const daysBefore = reminderStage(application.deadline.at, now);
      if (!owner || !daysBefore || optedOut.has(owner.id)) continue;
      const reminder = { applicationId: application.id, daysBefore, deadlineAt: application.deadline.at };
      if (!(await repo.claimReminder(deps.db, { ...reminder, recipientId: owner.id }))) continue;
      const { when, note } = describeDeadline(application.deadline, zones.get(owner.id));
      const left = describeTimeLeft(application.deadline.at, now);
      try {
        await deps.mailer.send({
          to: owner.email,
          subject: `Deadline ${left}: ${application.title}`,
          text:
            `Hello ${owner.name},\n\n` +
            `The application "${application.title}"${application.funderName ? ` to ${application.funderName}` : ''} is due ${left}: ${when}.` +
            (note ? ` ${note}` : '') +
            `\n\n` +
            `Open it in ${PRODUCT_NAME}:\n\n${applicationLink(deps.publicUrl, application.id)}\n\n` +
            `You get this because you own the application. Turn deadline reminders off in Settings:\n${settingsLink(deps.publicUrl)}\n`,
          unsubscribeUrl: settingsLink(deps.publicUrl),
        });
        sent += 1;
      } catch (error) {
        deps.log.warn({ err: error, applicationId: application.id }, 'reminder not sent; will try again');
        await repo.releaseReminder(deps.db, reminder);
      }
    }
  }
  if (sent) deps.log.info({ sent }, 'deadline reminders sent');
}

export const REMINDER_JOB = 'deadline-reminders';

export type ReminderJobs = { [REMINDER_JOB]: Record<string, never> };

/**
 * Defines the reminder sweep on the app's job queue; `server.ts` schedules it every 5 minutes.
 * pg-boss decides when and where it runs; the claim rows keep a retried or doubly fired sweep
 * from sending anything twice.
 */
export function defineReminderJobs(
  jobs: { define(name: typeof REMINDER_JOB, handler: () => Promise<void>, options?: DefineOptions): void },
  deps: ReminderDeps,
  now: () => Date,
) {
  jobs.define(REMINDER_JOB, () => sendDueReminders(deps, now()));
}
