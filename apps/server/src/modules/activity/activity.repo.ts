import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog } from '../../db/schema';

export type NewActivity = typeof activityLog.$inferInsert;

export async function insertActivity(db: Database, entry: NewActivity) {
  await db.insert(activityLog).values(entry);
}

/** Newest first; the cursor is the (createdAt, id) of the last entry of the previous page. */
export async function listActivity(
  db: Database,
  organizationId: string,
  page: {
    limit: number;
    before?: { createdAt: Date; id: string } | undefined;
    /** Only the entries of one project or application. */
    entity?: { type: string; id: string } | undefined;
  },
) {
  const before = page.before;
  return db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.organizationId, organizationId),
        page.entity ? eq(activityLog.entityType, page.entity.type) : undefined,
        page.entity ? eq(activityLog.entityId, page.entity.id) : undefined,
        before
          ? or(
              lt(activityLog.createdAt, before.createdAt),
              and(eq(activityLog.createdAt, before.createdAt), lt(activityLog.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(page.limit);
}
