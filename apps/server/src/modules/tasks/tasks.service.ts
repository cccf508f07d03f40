import type { Task } from '@grantpilot/shared/contracts/applications';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { invalidField } from '../../lib/validation';
import type { Actor } from '../../plugins/auth';
import { recordActivity } from '../activity';
import { requireApplicationSummary } from '../applications';
import { findMembership } from '../organizations';
import { getUserSummaries } from '../users';
import * as repo from './tasks.repo';

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

export async function addTask(
  db: Database,
  actor: Actor,
  organizationId: string,
  applicationId: string,
  body: { title: string; assigneeUserId: string | null; dueDate: string | null },
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
  const application = await requireApplicationSummary(db, organizationId, applicationId);
  await assertAssignee(db, organizationId, body.assigneeUserId);
  await db.transaction(async (tx) => {
    const task = await repo.updateTask(tx, applicationId, taskId, body);
    if (!task) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
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
