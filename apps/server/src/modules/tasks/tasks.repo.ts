import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, applicationTasks } from '../../db/schema';

export type TaskRow = typeof applicationTasks.$inferSelect;
export type NewTask = typeof applicationTasks.$inferInsert;

export function listTasks(db: Database, applicationId: string) {
  return db
    .select()
    .from(applicationTasks)
    .where(eq(applicationTasks.applicationId, applicationId))
    .orderBy(asc(applicationTasks.position), asc(applicationTasks.createdAt));
}

export async function insertTask(db: Database, task: NewTask) {
  const [row] = await db.insert(applicationTasks).values(task).returning();
  return row!;
}

export async function findTask(db: Database, applicationId: string, taskId: string) {
  const [row] = await db
    .select()
    .from(applicationTasks)
    .where(and(eq(applicationTasks.applicationId, applicationId), eq(applicationTasks.id, taskId)))
    .limit(1);
  return row;
}

export async function updateTask(db: Database, applicationId: string, taskId: string, changes: Partial<NewTask>) {
  const [row] = await db
    .update(applicationTasks)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(applicationTasks.applicationId, applicationId), eq(applicationTasks.id, taskId)))
    .returning();
  return row;
}

export async function deleteTask(db: Database, applicationId: string, taskId: string) {
  const rows = await db
    .delete(applicationTasks)
    .where(and(eq(applicationTasks.applicationId, applicationId), eq(applicationTasks.id, taskId)))
    .returning({ id: applicationTasks.id });
  return rows.length > 0;
}

export async function nextTaskPosition(db: Database, applicationId: string) {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${applicationTasks.position}), -1)::int + 1` })
    .from(applicationTasks)
    .where(eq(applicationTasks.applicationId, applicationId));
  return row?.value ?? 0;
}

/**
 * Open tasks with a due date assigned to `userId`, for the calendar feed, with their
 * application's title (one join: the feed is read by calendar apps, often).
 */
export function calendarTasks(db: Database, organizationIds: string[], userId: string, limit: number) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ task: applicationTasks, applicationId: applications.id, applicationTitle: applications.title })
    .from(applicationTasks)
    .innerJoin(applications, eq(applications.id, applicationTasks.applicationId))
    .where(
      and(
        inArray(applications.organizationId, organizationIds),
        eq(applicationTasks.assigneeUserId, userId),
        eq(applicationTasks.done, false),
        sql`${applicationTasks.dueDate} is not null`,
      ),
    )
    .orderBy(asc(applicationTasks.dueDate))
    .limit(limit);
}

/**
 * A person's open tasks in one organisation, soonest due first and undated last, with their
 * application's title (the dashboard's "My tasks"; the assignee index finds them).
 */
export function openTasksOf(db: Database, organizationId: string, userId: string, limit: number) {
  return db
    .select({
      id: applicationTasks.id,
      title: applicationTasks.title,
      dueDate: applicationTasks.dueDate,
      applicationId: applications.id,
      applicationTitle: applications.title,
    })
    .from(applicationTasks)
    .innerJoin(applications, eq(applications.id, applicationTasks.applicationId))
    .where(
      and(
        eq(applications.organizationId, organizationId),
        eq(applicationTasks.assigneeUserId, userId),
        eq(applicationTasks.done, false),
      ),
    )
    .orderBy(sql`${applicationTasks.dueDate} asc nulls last`, asc(applicationTasks.createdAt))
    .limit(limit);
}
