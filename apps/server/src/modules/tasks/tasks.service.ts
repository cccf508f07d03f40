import { MY_TASKS_LIMIT, type MyTask, type Task } from '@grantpilot/shared/contracts/applications';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { invalidField } from '../../lib/validation';
import type { Actor } from '../../plugins/auth';
import { changedFields, fieldWords, recordActivity } from '../activity';
import { requireApplicationSummary } from '../applications';
import { findMembership } from '../organizations';
import { getUserSummaries } from '../users';
import { notifyAssignee, type TaskMailDeps } from './task-assigned-mail';
import * as repo from './tasks.repo';

export type TaskDeps = TaskMailDeps;

const TASK_NOT_FOUND = 'Task not found';

/** An application's tasks in their order, with their assignees' names. */
export async function listTasks(db: Database, applicationId: string): Promise<Task[]> {
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

async function assertAssignee(db: Database, organizationId: string, userId: string | null | undefined) {
  if (userId && !(await findMembership(db, organizationId, userId))) {
    throw invalidField('body.assigneeUserId', 'must be a member of the organisation');
  }
}

/** Adds a task; with `mail`, its assignee is told (the analysis's tasks are added unassigned). */
export async function addTask(
  db: Database,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  body: { title: string; assigneeUserId: string | null; dueDate: string | null },
  mail?: TaskMailDeps,
) {
  const application = await requireApplicationSummary(db, organizationId, applicationId);
  await assertAssignee(db, organizationId, body.assigneeUserId);
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
  if (mail) await notifyAssignee(mail, actor, { ...body, application });
  return listTasks(db, applicationId);
}

const TASK_FIELD_WORDS = { title: 'title', dueDate: 'due date' };

/** The log's sentence for a change to a task: ticked, (re)assigned, or which fields changed. */
function taskChangeSummary(
  changed: string[],
  task: { title: string; done: boolean },
  applicationTitle: string,
  assigneeName: string | null,
) {
  const which = `the task "${task.title}" of ${applicationTitle}`;
  if (changed.length === 1 && changed[0] === 'done') return `${task.done ? 'completed' : 'reopened'} ${which}`;
  if (changed.length === 1 && changed[0] === 'assigneeUserId') {
    return assigneeName ? `assigned ${which} to ${assigneeName}` : `unassigned ${which}`;
  }
  const others = changed.filter((field) => field !== 'assigneeUserId');
  const words = fieldWords(others, { ...TASK_FIELD_WORDS, done: task.done ? 'done' : 'reopened' });
  if (others.length === changed.length) return `changed the ${words} of ${which}`;
  return `changed the ${words} of ${which} and ${assigneeName ? `assigned it to ${assigneeName}` : 'unassigned it'}`;
}

/**
 * Changes a task. Only what really changed is logged (the same values again log nothing), and a
 * new assignee is told by email once the change is saved.
 */
export async function updateTask(
  deps: TaskDeps,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  taskId: string,
  body: { title?: string; assigneeUserId?: string | null; dueDate?: string | null; done?: boolean },
) {
  const { db } = deps;
  const application = await requireApplicationSummary(db, organizationId, applicationId);
  await assertAssignee(db, organizationId, body.assigneeUserId);
  const saved = await db.transaction(async (tx) => {
    const before = await repo.findTask(tx, applicationId, taskId);
    if (!before) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
    const { changed } = changedFields(before, body);
    if (changed.length === 0) return null;
    const changes = Object.fromEntries(changed.map((key) => [key, body[key as keyof typeof body]]));
    const task = (await repo.updateTask(tx, applicationId, taskId, changes))!;
    const assignee = task.assigneeUserId
      ? ((await getUserSummaries(tx, [task.assigneeUserId])).get(task.assigneeUserId)?.name ?? null)
      : null;
    await recordActivity(tx, actor, {
      organizationId,
      action: 'task.updated',
      entityType: 'application',
      entityId: applicationId,
      projectId: application.projectId,
      summary: taskChangeSummary(changed, task, application.title, assignee),
    });
    return { task, reassigned: changed.includes('assigneeUserId') };
  });
  if (saved?.reassigned) await notifyAssignee(deps, actor, { ...saved.task, application });
  return listTasks(db, applicationId);
}

export async function deleteTask(
  { db }: TaskDeps,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  taskId: string,
) {
  const application = await requireApplicationSummary(db, organizationId, applicationId);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteTask(tx, applicationId, taskId))) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
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

/** The open, dated tasks assigned to a user across their organisations (their calendar feed). */
export async function listCalendarTasks(db: Database, organizationIds: string[], userId: string) {
  const rows = await repo.calendarTasks(db, organizationIds, userId, 2000);
  return rows.map(({ task, applicationId, applicationTitle }) => ({
    id: task.id,
    title: task.title,
    dueDate: task.dueDate!,
    applicationId,
    applicationTitle,
  }));
}

/** The dashboard's "My tasks": the user's open tasks in the organisation, soonest due first. */
export async function listMyTasks(db: Database, organizationId: string, userId: string): Promise<MyTask[]> {
  const rows = await repo.openTasksOf(db, organizationId, userId, MY_TASKS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    dueDate: row.dueDate,
    application: { id: row.applicationId, title: row.applicationTitle },
  }));
}
