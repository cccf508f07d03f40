import {
  APPLICATION_COUNT_LIMIT,
  type Application,
  type ApplicationList,
  type ApplicationStatus,
  type CurrencyTotals,
} from '@grantpilot/shared/contracts/applications';
import { DECIDED_STATUSES } from '@grantpilot/shared/application-pipeline';
import { normalizeAmount, sumAmounts } from '@grantpilot/shared/money';
import type { FunderStats } from '@grantpilot/shared/contracts/funders';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { personName } from '../users';
import { deadlineOf } from './application-deadline';
import * as repo from './applications.repo';

/** Reading applications: the table (filters, search, paging), totals, one record, and the
 *  dated views other modules show (calendar, reminders, dashboard). */

export const APPLICATION_NOT_FOUND = 'Application not found';

export const amountOut = (amount: string | null, currency: string) =>
  amount === null ? null : normalizeAmount(amount, currency);

/** Rows of the list query as the API gives them; the owner's name came with the row. */
export function toApplications(rows: repo.ApplicationListRow[]): Application[] {
  return rows.map(({ application: row, funderName, projectName, ownerName, ownerEmail, openTasks }) => {
    const deadline = deadlineOf(row);
    return {
      id: row.id,
      title: row.title,
      funder: row.funderId && funderName ? { id: row.funderId, name: funderName } : null,
      programme: row.programme,
      reference: row.reference,
      project: row.projectId && projectName ? { id: row.projectId, name: projectName } : null,
      status: row.status,
      currency: row.currency,
      amountRequested: amountOut(row.amountRequested, row.currency),
      amountAwarded: amountOut(row.amountAwarded, row.currency),
      deadline: deadline ? { ...deadline, at: deadline.at.toISOString() } : null,
      internalDeadline: row.internalDeadline,
      submittedOn: row.submittedOn,
      decidedOn: row.decidedOn,
      owner:
        row.ownerUserId && ownerName !== null && ownerEmail !== null
          ? { userId: row.ownerUserId, name: personName({ name: ownerName, email: ownerEmail }) }
          : null,
      notes: row.notes,
      openTasks: Number(openTasks),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export function toCurrencyTotals(rows: Awaited<ReturnType<typeof repo.currencyTotals>>): CurrencyTotals {
  return rows.map((row) => ({
    currency: row.currency,
    requested: normalizeAmount(row.requested, row.currency),
    awarded: normalizeAmount(row.awarded, row.currency),
    count: Number(row.count),
  }));
}

export async function listApplications(
  db: Database,
  organizationId: string,
  query: repo.ListQuery,
): Promise<ApplicationList> {
  const { rows, total, exact } = await repo.listApplications(db, organizationId, query, APPLICATION_COUNT_LIMIT);
  return {
    applications: toApplications(rows),
    total,
    totalExact: exact,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The totals of the same filter as the table, per currency: for the whole organisation from
 * the rollups, for a filter summed over its matches.
 */
export async function applicationTotals(db: Database, organizationId: string, query: repo.ListQuery) {
  if (repo.isFiltered(query)) {
    return toCurrencyTotals(await repo.currencyTotals(db, repo.listFilter(organizationId, query)));
  }
  const byCurrency = new Map<string, { requested: string[]; awarded: string[]; count: number }>();
  for (const row of await repo.rollups(db, organizationId)) {
    const entry = byCurrency.get(row.currency) ?? { requested: [], awarded: [], count: 0 };
    entry.requested.push(row.requested);
    if (row.status === 'awarded') entry.awarded.push(row.awarded);
    entry.count += row.applications;
    byCurrency.set(row.currency, entry);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, entry]) => ({
      currency,
      requested: normalizeAmount(sumAmounts(entry.requested), currency),
      awarded: normalizeAmount(sumAmounts(entry.awarded), currency),
      count: entry.count,
    }));
}

export async function listApplicationsOfProject(db: Database, organizationId: string, projectId: string) {
  const rows = await repo.listApplicationsOfProject(db, organizationId, projectId);
  const totals = await repo.currencyTotals(db, repo.listFilter(organizationId, { projectId }));
  return { applications: toApplications(rows), totals: toCurrencyTotals(totals) };
}

/** A funder's record with us: its latest applications, totals, and how many were decided and won. */
export async function listApplicationsOfFunder(db: Database, organizationId: string, funderId: string) {
  const where = repo.listFilter(organizationId, { funderId });
  const [rows, totals, counts] = await Promise.all([
    repo.listApplicationsOfFunder(db, organizationId, funderId),
    repo.currencyTotals(db, where),
    repo.statusCounts(db, where),
  ]);
  const countOf = (statuses: readonly ApplicationStatus[]) =>
    counts.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + Number(row.count), 0);
  const decided = countOf(DECIDED_STATUSES);
  const awarded = countOf(['awarded']);
  return {
    applications: toApplications(rows),
    totals: toCurrencyTotals(totals),
    decided,
    awarded,
    successRate: decided ? Math.round((awarded / decided) * 100) : null,
  };
}

export async function requireApplicationRow(db: Database, organizationId: string, applicationId: string) {
  const row = await repo.findApplication(db, organizationId, applicationId);
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return row;
}

/** What another record of an application needs to name it (tasks, their activity entries); 404 if none. */
export async function requireApplicationSummary(db: Database, organizationId: string, applicationId: string) {
  const { application } = await requireApplicationRow(db, organizationId, applicationId);
  return { id: application.id, title: application.title, projectId: application.projectId };
}

export async function getApplication(db: Database, organizationId: string, applicationId: string) {
  return toApplications([await requireApplicationRow(db, organizationId, applicationId)])[0]!;
}

/** An application's moves along the pipeline, oldest first. */
export async function listStatusHistory(db: Database, applicationId: string, currency: string) {
  const history = await repo.listStatusHistory(db, applicationId);
  return history.map((change) => ({
    id: change.id,
    from: change.fromStatus,
    to: change.toStatus,
    changedByName: change.changedByName,
    changedAt: change.changedAt.toISOString(),
    amountAwarded: amountOut(change.amountAwarded, currency),
    decidedOn: change.decidedOn,
    reason: change.reason,
    undoOf: change.undoOf,
  }));
}

/** Applications with a deadline or internal deadline in the last year or later, across organisations. */
export async function listCalendarApplications(db: Database, organizationIds: string[], now = new Date()) {
  const aYearAgo = new Date(now.getTime() - 365 * 24 * 60 * 60 * 1000);
  const rows = await repo.calendarApplications(db, organizationIds, aYearAgo, 2000);
  return rows.map(({ application, funderName }) => ({
    id: application.id,
    organizationId: application.organizationId,
    title: application.title,
    funderName,
    status: application.status,
    deadline: deadlineOf(application),
    internalDeadline: application.internalDeadline,
  }));
}

/** Open applications due in (from, to], with what a reminder needs to say. */
export async function listApplicationsInPreparationDueBetween(db: Database, from: Date, to: Date, limit: number) {
  const rows = await repo.applicationsInPreparationDueBetween(db, from, to, limit);
  return rows.flatMap(({ application, funderName }) => {
    const deadline = deadlineOf(application);
    if (!deadline) return [];
    const { id, organizationId, title, ownerUserId } = application;
    return [{ id, organizationId, title, funderName, ownerUserId, deadline }];
  });
}

/** The organisation's rollups per status, currency and quarter of decision (dashboard, totals). */
export function getApplicationRollups(db: Database, organizationId: string) {
  return repo.rollups(db, organizationId);
}
export type ApplicationRollup = Awaited<ReturnType<typeof repo.rollups>>[number];

/** Open applications whose deadline falls in [from, to), soonest first, with their funder. */
export async function listOpenDeadlines(
  db: Database,
  organizationId: string,
  from: Date,
  to: Date | null,
  limit: number,
) {
  const rows = await repo.deadlinesBetween(db, organizationId, from, to, limit);
  return rows.flatMap(({ application, funderName }) => {
    const deadline = deadlineOf(application);
    if (!deadline) return [];
    const { id: applicationId, title, status } = application;
    return [{ applicationId, title, funderName, status, deadline: { ...deadline, at: deadline.at.toISOString() } }];
  });
}

/** Each funder's applications, decided and awarded counts and success rate (the funders list). */
export async function funderStats(
  db: Database,
  organizationId: string,
  funderIds: readonly string[],
): Promise<Map<string, FunderStats>> {
  const stats = new Map<string, FunderStats>();
  for (const row of await repo.countsPerFunder(db, organizationId, funderIds)) {
    if (!row.funderId) continue;
    stats.set(row.funderId, {
      applications: row.total,
      decided: row.decided,
      awarded: row.awarded,
      successRate: row.decided ? Math.round((row.awarded / row.decided) * 100) : null,
    });
  }
  return stats;
}
