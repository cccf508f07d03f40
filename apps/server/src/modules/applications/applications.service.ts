import {
  APPLICATION_COUNT_LIMIT,
  type Application,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationStatus,
  type CreateApplicationBody,
  type CurrencyTotals,
  type Task,
  type UpdateApplicationBody,
} from '@grantpilot/shared/contracts/applications';
import {
  canTransition,
  DECIDED_STATUSES,
  STATUS_LABELS,
  transitionRefusal,
} from '@grantpilot/shared/application-pipeline';
import { deadlineInstant } from '@grantpilot/shared/deadlines';
import { amountProblem, normalizeAmount, sumAmounts } from '@grantpilot/shared/money';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { invalidField } from '../../lib/validation';
import { recordActivity, type Actor } from '../activity/activity.service';
import { resolveFunder } from '../funders/funders.service';
import { findMembership } from '../organizations/organizations.service';
import { requireProject } from '../projects/projects.service';
import { getUserSummaries } from '../users/users.service';
import * as repo from './applications.repo';

const NOT_FOUND = 'Application not found';

const amountOut = (amount: string | null, currency: string) =>
  amount === null ? null : normalizeAmount(amount, currency);

export async function toApplications(db: Database, rows: repo.ApplicationListRow[]): Promise<Application[]> {
  const people = await getUserSummaries(
    db,
    rows.flatMap(({ application }) => (application.ownerUserId ? [application.ownerUserId] : [])),
  );
  return rows.map(({ application: row, funderName, projectName, openTasks }) => {
    const owner = row.ownerUserId ? people.get(row.ownerUserId) : undefined;
    return {
      id: row.id,
      title: row.title,
      funder: row.funderId && funderName ? { id: row.funderId, name: funderName } : null,
      programme: row.programme,
      project: row.projectId && projectName ? { id: row.projectId, name: projectName } : null,
      status: row.status,
      currency: row.currency,
      amountRequested: amountOut(row.amountRequested, row.currency),
      amountAwarded: amountOut(row.amountAwarded, row.currency),
      deadline:
        row.deadlineDate && row.deadlineTime && row.deadlineTimeZone && row.deadlineAt
          ? {
              date: row.deadlineDate,
              time: row.deadlineTime.slice(0, 5),
              timeZone: row.deadlineTimeZone,
              at: row.deadlineAt.toISOString(),
            }
          : null,
      internalDeadline: row.internalDeadline,
      submittedOn: row.submittedOn,
      decidedOn: row.decidedOn,
      owner: owner ? { userId: owner.id, name: owner.name } : null,
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
    applications: await toApplications(db, rows),
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
  return { applications: await toApplications(db, rows), totals: toCurrencyTotals(totals) };
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
    applications: await toApplications(db, rows),
    totals: toCurrencyTotals(totals),
    decided,
    awarded,
    successRate: decided ? Math.round((awarded / decided) * 100) : null,
  };
}

async function requireApplicationRow(db: Database, organizationId: string, applicationId: string) {
  const row = await repo.findApplication(db, organizationId, applicationId);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

export async function getApplication(db: Database, organizationId: string, applicationId: string) {
  return (await toApplications(db, [await requireApplicationRow(db, organizationId, applicationId)]))[0]!;
}

export async function getApplicationDetail(
  db: Database,
  organizationId: string,
  applicationId: string,
): Promise<ApplicationDetail> {
  const application = await getApplication(db, organizationId, applicationId);
  const [history, tasks] = await Promise.all([repo.listStatusHistory(db, applicationId), listTasks(db, applicationId)]);
  return {
    ...application,
    history: history.map((change) => ({
      id: change.id,
      from: change.fromStatus,
      to: change.toStatus,
      changedByName: change.changedByName,
      changedAt: change.changedAt.toISOString(),
    })),
    tasks,
  };
}

async function assertMember(db: Database, organizationId: string, userId: string | null | undefined, path: string) {
  if (userId && !(await findMembership(db, organizationId, userId))) {
    throw invalidField(path, 'must be a member of the organisation');
  }
}

async function assertProject(db: Database, organizationId: string, projectId: string | null | undefined) {
  if (!projectId) return;
  await requireProject(db, organizationId, projectId).catch(() => {
    throw invalidField('body.projectId', 'is not a project of this organisation');
  });
}

function deadlineColumns(deadline: CreateApplicationBody['deadline']) {
  if (!deadline) return { deadlineDate: null, deadlineTime: null, deadlineTimeZone: null, deadlineAt: null };
  return {
    deadlineDate: deadline.date,
    deadlineTime: deadline.time,
    deadlineTimeZone: deadline.timeZone,
    deadlineAt: deadlineInstant(deadline.date, deadline.time, deadline.timeZone),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

type NewApplicationInput = Omit<Required<CreateApplicationBody>, 'funderName' | 'ownerUserId' | 'status'> & {
  funderName?: string | undefined;
  ownerUserId: string | null;
  status: ApplicationStatus;
};

/** Inserts one application with its first status-history entry, in the caller's transaction. */
async function insertApplicationRecord(tx: Database, actor: Actor, organizationId: string, input: NewApplicationInput) {
  const funder = await resolveFunder(tx, actor, organizationId, input);
  const row = await repo.insertApplication(tx, {
    organizationId,
    title: input.title,
    funderId: funder?.id ?? null,
    programme: input.programme,
    projectId: input.projectId,
    status: input.status,
    currency: input.currency,
    amountRequested: amountOut(input.amountRequested, input.currency),
    amountAwarded: amountOut(input.amountAwarded, input.currency),
    ...deadlineColumns(input.deadline),
    internalDeadline: input.internalDeadline,
    submittedOn: input.submittedOn ?? (input.status !== 'prospect' && input.status !== 'drafting' ? today() : null),
    decidedOn: input.decidedOn ?? (DECIDED_STATUSES.includes(input.status) ? today() : null),
    ownerUserId: input.ownerUserId,
    notes: input.notes,
  });
  await repo.insertStatusChange(tx, {
    applicationId: row.id,
    fromStatus: null,
    toStatus: row.status,
    changedBy: actor.uid,
    changedByName: actor.name,
  });
  return { row, funder };
}

export async function createApplication(
  db: Database,
  actor: Actor,
  organizationId: string,
  body: Omit<Required<CreateApplicationBody>, 'funderName' | 'ownerUserId'> & {
    funderName?: string | undefined;
    ownerUserId?: string | null | undefined;
  },
): Promise<Application> {
  const ownerUserId = body.ownerUserId === undefined ? actor.uid : body.ownerUserId;
  await assertMember(db, organizationId, ownerUserId, 'body.ownerUserId');
  await assertProject(db, organizationId, body.projectId);
  const id = await db.transaction(async (tx) => {
    const { row, funder } = await insertApplicationRecord(tx, actor, organizationId, { ...body, ownerUserId });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'application.created',
      entityType: 'application',
      entityId: row.id,
      projectId: row.projectId,
      summary: `created the application ${row.title}${funder ? ` to ${funder.name}` : ''}`,
      after: { title: row.title, status: row.status },
    });
    return row.id;
  });
  return getApplication(db, organizationId, id);
}

/** Many applications at once (the CSV import): all or none, with one activity entry. */
export async function insertApplications(
  db: Database,
  actor: Actor,
  organizationId: string,
  inputs: NewApplicationInput[],
  source: string,
) {
  await db.transaction(async (tx) => {
    for (const input of inputs) await insertApplicationRecord(tx, actor, organizationId, input);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'application.imported',
      entityType: 'application',
      summary: `imported ${inputs.length} application${inputs.length === 1 ? '' : 's'} from ${source}`,
    });
  });
}

export async function updateApplication(
  db: Database,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  body: UpdateApplicationBody,
): Promise<Application> {
  const { application: before } = await requireApplicationRow(db, organizationId, applicationId);
  await assertMember(db, organizationId, body.ownerUserId, 'body.ownerUserId');
  await assertProject(db, organizationId, body.projectId);
  const currency = body.currency ?? before.currency;
  // Amounts must suit the (possibly new) currency, whether they are sent now or kept.
  for (const field of ['amountRequested', 'amountAwarded'] as const) {
    const amount =
      body[field] !== undefined ? body[field] : before[field] && normalizeAmount(before[field], before.currency);
    const problem = amount ? amountProblem(amount, currency) : null;
    if (problem) throw invalidField(`body.${field}`, problem);
  }

  const { funderId, funderName, deadline, ...rest } = body;
  await db.transaction(async (tx) => {
    const changes: Partial<repo.NewApplication> = { ...rest };
    if (funderId !== undefined || funderName !== undefined) {
      changes.funderId = (await resolveFunder(tx, actor, organizationId, { funderId, funderName }))?.id ?? null;
    }
    if (deadline !== undefined) Object.assign(changes, deadlineColumns(deadline));
    for (const field of ['amountRequested', 'amountAwarded'] as const) {
      const amount = body[field] !== undefined ? body[field] : before[field];
      if (body[field] !== undefined || body.currency) changes[field] = amountOut(amount ?? null, currency);
    }
    const updated = await repo.updateApplication(tx, organizationId, applicationId, changes);
    if (!updated) throw new AppError('NOT_FOUND', NOT_FOUND);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'application.updated',
      entityType: 'application',
      entityId: applicationId,
      // Unlinked from a project: the project's feed still shows it leaving.
      projectId: updated.projectId ?? before.projectId,
      summary: `updated the application ${updated.title}`,
      before: Object.fromEntries(
        Object.keys(changes).map((key) => [key, before[key as keyof repo.ApplicationRow] ?? null]),
      ),
      after: changes,
    });
  });
  return getApplication(db, organizationId, applicationId);
}

/**
 * Moves an application along the pipeline. Only the allowed moves pass (any other is a 409 that
 * says why); each move is kept in the status history, and the dates it implies are set.
 */
export async function changeStatus(
  db: Database,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  to: ApplicationStatus,
  on: string = today(),
): Promise<Application> {
  await db.transaction(async (tx) => {
    const row = await repo.lockApplication(tx, organizationId, applicationId);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!canTransition(row.status, to)) throw new AppError('CONFLICT', transitionRefusal(row.status, to));
    const changes: Partial<repo.NewApplication> = { status: to };
    if ((to === 'submitted' || to === 'under_review') && !row.submittedOn) changes.submittedOn = on;
    if (DECIDED_STATUSES.includes(to) && !row.decidedOn) changes.decidedOn = on;
    await repo.updateApplication(tx, organizationId, applicationId, changes);
    await repo.insertStatusChange(tx, {
      applicationId,
      fromStatus: row.status,
      toStatus: to,
      changedBy: actor.uid,
      changedByName: actor.name,
    });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'application.status_changed',
      entityType: 'application',
      entityId: applicationId,
      projectId: row.projectId,
      summary: `moved ${row.title} from ${STATUS_LABELS[row.status]} to ${STATUS_LABELS[to]}`,
      before: { status: row.status },
      after: { status: to },
    });
  });
  return getApplication(db, organizationId, applicationId);
}

export async function deleteApplication(db: Database, actor: Actor, organizationId: string, applicationId: string) {
  const { application } = await requireApplicationRow(db, organizationId, applicationId);
  await db.transaction(async (tx) => {
    await repo.deleteApplication(tx, organizationId, applicationId);
    await recordActivity(tx, actor, {
      organizationId,
      action: 'application.deleted',
      entityType: 'application',
      entityId: applicationId,
      projectId: application.projectId,
      summary: `deleted the application ${application.title}`,
      before: { title: application.title, status: application.status },
    });
  });
}

async function listTasks(db: Database, applicationId: string): Promise<Task[]> {
  const rows = await repo.listTasks(db, applicationId);
  const people = await getUserSummaries(
    db,
    rows.flatMap((row) => (row.assigneeUserId ? [row.assigneeUserId] : [])),
  );
  return rows.map((row) => {
    const assignee = row.assigneeUserId ? people.get(row.assigneeUserId) : undefined;
    return {
      id: row.id,
      title: row.title,
      assignee: assignee ? { userId: assignee.id, name: assignee.name } : null,
      dueDate: row.dueDate,
      done: row.done,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function addTask(
  db: Database,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  body: { title: string; assigneeUserId: string | null; dueDate: string | null },
) {
  const { application } = await requireApplicationRow(db, organizationId, applicationId);
  await assertMember(db, organizationId, body.assigneeUserId, 'body.assigneeUserId');
  await db.transaction(async (tx) => {
    await repo.insertTask(tx, { applicationId, ...body, position: await repo.nextTaskPosition(tx, applicationId) });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'task.created',
      entityType: 'application',
      entityId: applicationId,
      projectId: application.projectId,
      summary: `added the task "${body.title}" to ${application.title}`,
    });
  });
  return listTasks(db, applicationId);
}

export async function updateTask(
  db: Database,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  taskId: string,
  body: { title?: string; assigneeUserId?: string | null; dueDate?: string | null; done?: boolean },
) {
  const { application } = await requireApplicationRow(db, organizationId, applicationId);
  await assertMember(db, organizationId, body.assigneeUserId, 'body.assigneeUserId');
  await db.transaction(async (tx) => {
    const task = await repo.updateTask(tx, applicationId, taskId, body);
    if (!task) throw new AppError('NOT_FOUND', 'Task not found');
    await recordActivity(tx, actor, {
      organizationId,
      action: 'task.updated',
      entityType: 'application',
      entityId: applicationId,
      projectId: application.projectId,
      summary:
        body.done === undefined
          ? `updated the task "${task.title}" of ${application.title}`
          : `${body.done ? 'completed' : 'reopened'} the task "${task.title}" of ${application.title}`,
    });
  });
  return listTasks(db, applicationId);
}

export async function deleteTask(
  db: Database,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  taskId: string,
) {
  const { application } = await requireApplicationRow(db, organizationId, applicationId);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteTask(tx, applicationId, taskId))) throw new AppError('NOT_FOUND', 'Task not found');
    await recordActivity(tx, actor, {
      organizationId,
      action: 'task.deleted',
      entityType: 'application',
      entityId: applicationId,
      projectId: application.projectId,
      summary: `removed a task from ${application.title}`,
    });
  });
  return listTasks(db, applicationId);
}

/** Everything with a date that a user's calendar should show, across their organisations. */
export async function listCalendarItems(db: Database, organizationIds: string[], userId: string, now = new Date()) {
  const aYearAgo = new Date(now.getTime() - 365 * 24 * 60 * 60 * 1000);
  const [withDeadlines, tasks] = await Promise.all([
    repo.calendarApplications(db, organizationIds, aYearAgo, 2000),
    repo.calendarTasks(db, organizationIds, userId, 2000),
  ]);
  return {
    applications: withDeadlines.map(({ application, funderName }) => ({
      id: application.id,
      organizationId: application.organizationId,
      title: application.title,
      funderName,
      status: application.status,
      deadline:
        application.deadlineAt && application.deadlineTime
          ? {
              at: application.deadlineAt,
              date: application.deadlineDate!,
              time: application.deadlineTime.slice(0, 5),
              timeZone: application.deadlineTimeZone!,
            }
          : null,
      internalDeadline: application.internalDeadline,
    })),
    tasks: tasks.map(({ task, applicationId, applicationTitle }) => ({
      id: task.id,
      title: task.title,
      dueDate: task.dueDate!,
      applicationId,
      applicationTitle,
    })),
  };
}

/** Open applications due in (from, to], with what a reminder needs to say. */
export async function listOpenApplicationsDueBetween(db: Database, from: Date, to: Date, limit: number) {
  const rows = await repo.openApplicationsDueBetween(db, from, to, limit);
  return rows.map(({ application, funderName }) => ({
    id: application.id,
    organizationId: application.organizationId,
    title: application.title,
    funderName,
    ownerUserId: application.ownerUserId,
    deadline: {
      at: application.deadlineAt!,
      date: application.deadlineDate!,
      time: application.deadlineTime!.slice(0, 5),
      timeZone: application.deadlineTimeZone!,
    },
  }));
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
  return rows.map(({ application, funderName }) => ({
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
  }));
}
