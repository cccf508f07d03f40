import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { funders } from '../../db/schema';

export type FunderRow = typeof funders.$inferSelect;
export type NewFunder = typeof funders.$inferInsert;

export function listFunders(db: Database, organizationId: string) {
  return db
    .select()
    .from(funders)
    .where(eq(funders.organizationId, organizationId))
    .orderBy(asc(funders.name))
    .limit(1000);
}

export async function findFunder(db: Database, organizationId: string, funderId: string) {
  const [row] = await db
    .select()
    .from(funders)
    .where(and(eq(funders.organizationId, organizationId), eq(funders.id, funderId)))
    .limit(1);
  return row;
}

export async function findFunderByName(db: Database, organizationId: string, name: string) {
  const [row] = await db
    .select()
    .from(funders)
    .where(and(eq(funders.organizationId, organizationId), sql`lower(${funders.name}) = lower(${name})`))
    .limit(1);
  return row;
}

/** Inserts unless a funder of that name (any case) exists; returns the row either way. */
export async function insertOrFindFunder(db: Database, funder: NewFunder) {
  const [inserted] = await db.insert(funders).values(funder).onConflictDoNothing().returning();
  return inserted
    ? { row: inserted, created: true }
    : { row: (await findFunderByName(db, funder.organizationId, funder.name))!, created: false };
}

export async function updateFunder(
  db: Database,
  organizationId: string,
  funderId: string,
  changes: Partial<NewFunder>,
) {
  const [row] = await db
    .update(funders)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(funders.organizationId, organizationId), eq(funders.id, funderId)))
    .returning();
  return row;
}
