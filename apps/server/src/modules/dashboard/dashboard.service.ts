import { APPLICATION_STATUSES } from '@grantpilot/shared/application-pipeline';
import {
  AWARDED_QUARTERS,
  UPCOMING_DEADLINE_DAYS,
  type Dashboard,
  type DeadlineItem,
} from '@grantpilot/shared/contracts/dashboard';
import { normalizeAmount } from '@grantpilot/shared/money';
import type { Database } from '../../db/client';
import { countActiveProjects } from '../projects/projects.service';
import * as repo from './dashboard.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

function toDeadlineItem({
  application,
  funderName,
}: Awaited<ReturnType<typeof repo.deadlinesBetween>>[number]): DeadlineItem {
  return {
    applicationId: application.id,
    title: application.title,
    funderName,
    status: application.status,
    deadline: {
      date: application.deadlineDate!,
      time: application.deadlineTime!.slice(0, 5),
      timeZone: application.deadlineTimeZone!,
      at: application.deadlineAt!.toISOString(),
    },
  };
}

/** The first day of the quarter `count - 1` quarters before the one `now` is in. */
function quartersSince(now: Date, count: number) {
  const quarterStartMonth = Math.floor(now.getUTCMonth() / 3) * 3;
  const start = new Date(Date.UTC(now.getUTCFullYear(), quarterStartMonth - 3 * (count - 1), 1));
  return start.toISOString().slice(0, 10);
}

export async function getDashboard(db: Database, organizationId: string, now = new Date()): Promise<Dashboard> {
  const [activeProjects, figures, sums, upcoming, next, byStatus, perQuarter] = await Promise.all([
    countActiveProjects(db, organizationId),
    repo.applicationFigures(db, organizationId),
    repo.sumsPerCurrency(db, organizationId),
    repo.deadlinesBetween(db, organizationId, now, new Date(now.getTime() + UPCOMING_DEADLINE_DAYS * DAY_MS), 20),
    repo.deadlinesBetween(db, organizationId, now, null, 1),
    repo.countsByStatus(db, organizationId),
    repo.awardedPerQuarter(db, organizationId, quartersSince(now, AWARDED_QUARTERS)),
  ]);
  const counts = new Map(byStatus.map((row) => [row.status, Number(row.count)]));
  return {
    activeProjects,
    openApplications: Number(figures.open),
    requested: sums
      .filter((row) => Number(row.requested) > 0)
      .map((row) => ({ currency: row.currency, amount: normalizeAmount(row.requested, row.currency) })),
    awarded: sums
      .filter((row) => Number(row.awarded) > 0)
      .map((row) => ({ currency: row.currency, amount: normalizeAmount(row.awarded, row.currency) })),
    decided: Number(figures.decided),
    awardedCount: Number(figures.awarded),
    successRate: Number(figures.decided) ? Math.round((Number(figures.awarded) / Number(figures.decided)) * 100) : null,
    nextDeadline: next[0] ? toDeadlineItem(next[0]) : null,
    upcomingDeadlines: upcoming.map(toDeadlineItem),
    pipeline: APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    awardedPerQuarter: perQuarter.map((row) => ({
      quarter: row.quarter,
      currency: row.currency,
      amount: normalizeAmount(row.amount, row.currency),
    })),
  };
}
