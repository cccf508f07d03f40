import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

export type NewActivity = typeof activityLog.$inferInsert;

export async function insertActivity(db: Database, entry: NewActivity) {
  await db.insert(activityLog).values(entry);
}

export async function renameMemberEntity(db: Database, fromUserId: string, toUserId: string) {
  await db
    .update(activityLog)
    .set({ entityId: toUserId })
    .where(and(eq(activityLog.entityType, 'member'), eq(activityLog.entityId, fromUserId)));
}

function entityCondition(entity: { type: string; id: string } | undefined) {
  if (!entity) return [];
  if (entity.type === 'project') {
    // Not a project id at all: no entries (a uuid column refuses other text).
    return isUuid(entity.id) ? [eq(activityLog.projectId, entity.id)] : [sql`false`];
  }
  return [eq(activityLog.entityType, entity.type), eq(activityLog.entityId, entity.id)];
}

/**
 * Newest first; the cursor is the (createdAt, id) of the last entry of the previous page, with
 * the time as the database wrote it (microseconds: a JavaScript Date would round them away and
 * skip entries written in the same millisecond).
 */
export async function listActivity(
  db: Database,
  organizationId: string,
  page: {
    limit: number;
    before?: { createdAt: string; id: string } | undefined;
    /** Only the entries of one entity; a project's include those of its applications. */
    entity?: { type: string; id: string } | undefined;
  },
) {
  const before = page.before;
  const at = before ? sql`${before.createdAt}::timestamptz` : undefined;
  return db
    .select({ entry: activityLog, cursorAt: sql<string>`${activityLog.createdAt}::text` })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.organizationId, organizationId),
        ...entityCondition(page.entity),
        before
          ? or(lt(activityLog.createdAt, at!), and(eq(activityLog.createdAt, at!), lt(activityLog.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(page.limit);
}

/** How many entries the organisation's log gained since `since`, and the newest `limit` of them. */
export async function activitySince(db: Database, organizationId: string, since: Date, limit: number) {
  const recent = and(eq(activityLog.organizationId, organizationId), gte(activityLog.createdAt, since));
  const [[counted], latest] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(activityLog)
      .where(recent),
    db
      .select({ actorName: activityLog.actorName, summary: activityLog.summary, createdAt: activityLog.createdAt })
      .from(activityLog)
      .where(recent)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit),
  ]);
  return { count: counted?.count ?? 0, latest };
}
