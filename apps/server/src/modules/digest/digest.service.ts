import { PREPARATION_STATUSES } from '@grantpilot/shared/application-pipeline';
import { isTimeZone } from '@grantpilot/shared/deadlines';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { DefineOptions } from '../../lib/jobs';
import { settingsLink } from '../../lib/links';
import type { Mailer } from '../../lib/mail';
import { recentActivity } from '../activity';
import { listOpenDeadlines } from '../applications';
import { listMemberUserIds, listMyOrganizations } from '../organizations';
import { userTimeZones, usersWithoutWeeklyDigest } from '../settings';
import { listMyTasks } from '../tasks';
import { getUserSummaries } from '../users';
import { composeDigest, type DigestSection } from './digest-mail';
import { digestMoment } from './digest-time';
import * as repo from './digest.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 500;
/** How many of an organisation's changes the digest lists by name; the rest are counted. */
const CHANGES_LISTED = 5;
const DEADLINES_LISTED = 50;

export interface DigestDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** One section per organisation of the user: only what they may see there. */
async function digestSections(db: Database, userId: string, now: Date, horizon: string): Promise<DigestSection[]> {
  const { organizations } = await listMyOrganizations(db, userId);
  const until = new Date(now.getTime() + 14 * DAY_MS);
  const since = new Date(now.getTime() - 7 * DAY_MS);
  return Promise.all(
    organizations.map(async (organization) => {
      const [deadlines, tasks, changes] = await Promise.all([
        listOpenDeadlines(db, organization.id, now, until, DEADLINES_LISTED),
        listMyTasks(db, organization.id, userId),
        recentActivity(db, organization.id, since, CHANGES_LISTED),
      ]);
      return {
        organizationName: organization.name,
        deadlines: deadlines
          .filter((deadline) => PREPARATION_STATUSES.includes(deadline.status))
          .map((deadline) => ({
            applicationId: deadline.applicationId,
            title: deadline.title,
            funderName: deadline.funderName,
            at: new Date(deadline.deadline.at),
          })),
        // Soonest due first, so the tasks past the horizon are the list's tail.
        tasks: tasks.flatMap((task) =>
          task.dueDate && task.dueDate <= horizon
            ? [{ title: task.title, dueDate: task.dueDate, applicationTitle: task.application.title }]
            : [],
        ),
        changes,
      };
    }),
  );
}

async function sendDigest(
  deps: DigestDeps,
  user: { id: string; name: string; email: string },
  chosenZone: string | null,
  now: Date,
) {
  const { week, today, horizon } = digestMoment(now, chosenZone ?? 'UTC');
  if (!week || !(await repo.claimDigest(deps.db, user.id, week, now))) return false;
  try {
    const settingsUrl = settingsLink(deps.publicUrl);
    const digest = composeDigest({
      name: user.name,
      chosenZone,
      today,
      sections: await digestSections(deps.db, user.id, now, horizon),
      publicUrl: deps.publicUrl,
      settingsUrl,
    });
    // Nothing to say: the claim stays, so the morning's later runs do not look again.
    if (!digest) return false;
    await deps.mailer.send({ to: user.email, ...digest, unsubscribeUrl: settingsUrl });
    return true;
  } catch (error) {
    deps.log.warn({ err: error, userId: user.id }, 'weekly digest not sent; will try again');
    await repo.releaseDigest(deps.db, user.id, week);
    return false;
  }
}

/**
 * One run: every member of an organisation for whom it is now Monday morning (07:00–12:00 in
 * their time zone, UTC without one) and who has not had this week's digest gets it, unless they
 * turned it off.
 */
export async function sendWeeklyDigests(deps: DigestDeps, now: Date) {
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const userIds = await listMemberUserIds(deps.db, after, PAGE);
    if (userIds.length === 0) break;
    after = userIds.at(-1)!;
    const [optedOut, zones] = await Promise.all([
      usersWithoutWeeklyDigest(deps.db, userIds),
      userTimeZones(deps.db, userIds),
    ]);
    const zoneOf = (userId: string) => {
      const zone = zones.get(userId);
      return zone && isTimeZone(zone) ? zone : null;
    };
    // Everyone for whom it is Monday morning now is in the same ISO week: their Mondays are one day.
    const due = userIds.filter((id) => !optedOut.has(id) && digestMoment(now, zoneOf(id) ?? 'UTC').week);
    const week = due.length ? digestMoment(now, zoneOf(due[0]!) ?? 'UTC').week! : null;
    const handled = week ? await repo.usersWithDigest(deps.db, due, week) : new Set<string>();
    const people = await getUserSummaries(
      deps.db,
      due.filter((id) => !handled.has(id)),
    );
    for (const user of people.values()) {
      if (await sendDigest(deps, user, zoneOf(user.id), now)) sent += 1;
    }
    if (userIds.length < PAGE) break;
  }
  if (sent) deps.log.info({ sent }, 'weekly digests sent');
}

export const DIGEST_JOB = 'weekly-digests';

export type DigestJobs = { [DIGEST_JOB]: Record<string, never> };

/**
 * Defines the digest sweep on the app's job queue; `server.ts` schedules it every 15 minutes, so
 * each time zone's Monday 07:00 is met within a quarter of an hour. The claim rows keep a
 * retried or doubly fired sweep from sending anything twice.
 */
export function defineDigestJobs(
  jobs: { define(name: typeof DIGEST_JOB, handler: () => Promise<void>, options?: DefineOptions): void },
  deps: DigestDeps,
  now: () => Date,
) {
  jobs.define(DIGEST_JOB, () => sendWeeklyDigests(deps, now()));
}
