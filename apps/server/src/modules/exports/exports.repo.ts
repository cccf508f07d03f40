import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataExports } from '../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/** A person's exports, newest first (a handful: they expire after a week). */
export function listExports(db: Database, userId: string) {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(20);
}

export async function findExport(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    .limit(1);
  return row;
}

export async function findExportById(db: Database, id: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row;
}

/** The person's export still being made, if any: one at a time. */
export async function findUnfinished(db: Database, userId: string) {
  const [row] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['queued', 'building'])))
    .limit(1);
  return row;
}

export async function insertExport(db: Database, userId: string, createdAt: Date) {
  const [row] = await db.insert(dataExports).values({ userId, createdAt }).returning();
  return row!;
}

export async function updateExport(db: Database, id: string, values: Partial<Omit<DataExportRow, 'id' | 'userId'>>) {
  await db.update(dataExports).set(values).where(eq(dataExports.id, id));
}

/** Exports past their time: ready ones expired, and failed ones a week old. */
export function listExpired(db: Database, now: Date, limit: number) {
  return db.select({ id: dataExports.id }).from(dataExports).where(lt(dataExports.expiresAt, now)).limit(limit);
}

export async function deleteExport(db: Database, id: string) {
  await db.delete(dataExports).where(eq(dataExports.id, id));
}
