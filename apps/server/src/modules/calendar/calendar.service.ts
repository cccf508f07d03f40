import { createHash, randomBytes } from 'node:crypto';
import { STATUS_LABELS } from '@grantpilot/shared/application-pipeline';
import type { CalendarAlarm, CalendarFeedCreated, CalendarFeedStatus } from '@grantpilot/shared/contracts/calendar';
import { PRODUCT_NAME } from '@grantpilot/shared/constants';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { buildCalendar, type CalendarEvent } from '../../lib/icalendar';
import { applicationLink, calendarFeedLink } from '../../lib/links';
import { listCalendarApplications } from '../applications';
import { listMyOrganizations } from '../organizations';
import { listCalendarTasks } from '../tasks';
import * as repo from './calendar.repo';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type FeedRow = NonNullable<Awaited<ReturnType<typeof repo.findFeedOfUser>>>;

function feedStatus(feed: FeedRow | undefined, publicUrl: string): CalendarFeedStatus {
  if (!feed) return { active: false, createdAt: null, url: null, alarm: 'none' };
  return {
    active: true,
    createdAt: feed.createdAt.toISOString(),
    url: feed.token ? calendarFeedLink(publicUrl, feed.token) : null,
    alarm: feed.alarm,
  };
}

export async function getFeedStatus(db: Database, userId: string, publicUrl: string): Promise<CalendarFeedStatus> {
  return feedStatus(await repo.findFeedOfUser(db, userId), publicUrl);
}

/** A new secret address; the previous one stops working. */
export async function createFeed(db: Database, userId: string, publicUrl: string): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString('base64url');
  const feed = await repo.upsertFeed(db, userId, token, hashToken(token));
  const url = calendarFeedLink(publicUrl, token);
  return { active: true, createdAt: feed.createdAt.toISOString(), url, alarm: feed.alarm };
}

export async function updateFeedAlarm(
  db: Database,
  userId: string,
  alarm: CalendarAlarm,
  publicUrl: string,
): Promise<CalendarFeedStatus> {
  const feed = await repo.updateAlarm(db, userId, alarm);
  if (!feed) throw new AppError('NOT_FOUND', 'You have no calendar feed yet. Make its address first.');
  return feedStatus(feed, publicUrl);
}

/** The alarms as RFC 5545 durations before the event. */
const ALARM_DURATIONS: Record<CalendarAlarm, string | undefined> = {
  none: undefined,
  one_hour: 'PT1H',
  one_day: 'P1D',
  one_week: 'P1W',
};

export function deleteFeed(db: Database, userId: string) {
  return repo.deleteFeed(db, userId);
}

/**
 * The feed behind a secret address: the deadlines and internal deadlines of the past year and
 * ahead in every organisation the user belongs to now (with each application's status), and the
 * open tasks with a due date assigned to them; each with the alarm the user chose.
 */
export async function renderFeed(db: Database, file: string, publicUrl: string, now = new Date()) {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : file;
  const feed = /^[A-Za-z0-9_-]{43}$/.test(token) ? await repo.findFeedByTokenHash(db, hashToken(token)) : undefined;
  if (!feed) throw new AppError('NOT_FOUND', 'This calendar address is not valid. Make a new one in Settings.');

  const { organizations } = await listMyOrganizations(db, feed.userId);
  const names = new Map(organizations.map((organization) => [organization.id, organization.name]));
  const organizationIds = [...names.keys()];
  const [applications, tasks] = await Promise.all([
    listCalendarApplications(db, organizationIds, now),
    listCalendarTasks(db, organizationIds, feed.userId),
  ]);
  const alarm = ALARM_DURATIONS[feed.alarm];
  const events: CalendarEvent[] = [];
  for (const application of applications) {
    const link = applicationLink(publicUrl, application.id);
    const context = [
      names.get(application.organizationId),
      application.funderName,
      `Status: ${STATUS_LABELS[application.status]}`,
    ].filter(Boolean);
    if (application.deadline) {
      const { date, time, timeZone } = application.deadline;
      events.push({
        uid: `deadline-${application.id}@grantpilot`,
        summary: `Deadline: ${application.title}`,
        description: [...context, `Due ${date} ${time} (${timeZone})`].join('\n'),
        url: link,
        start: application.deadline.at,
        alarm,
      });
    }
    if (application.internalDeadline) {
      events.push({
        uid: `internal-${application.id}@grantpilot`,
        summary: `Internal deadline: ${application.title}`,
        description: context.join('\n'),
        url: link,
        start: application.internalDeadline,
        alarm,
      });
    }
  }
  for (const task of tasks) {
    events.push({
      uid: `task-${task.id}@grantpilot`,
      summary: `Task due: ${task.title}`,
      description: `For ${task.applicationTitle}`,
      url: applicationLink(publicUrl, task.applicationId),
      start: task.dueDate,
      alarm,
    });
  }
  return buildCalendar(`${PRODUCT_NAME} deadlines`, events, now);
}
