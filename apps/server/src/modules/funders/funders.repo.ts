import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { FunderListParams } from '@grantpilot/shared/contracts/funders';
import type { Database } from '../../db/client';
import { funders } from '../../db/schema';

export type FunderRow = typeof funders.$inferSelect;
export type NewFunder = typeof funders.$inferInsert;

/** Every funder's name, for choosing one (an organisation works with dozens, not thousands). */
export function listFunderChoices(db: Database, organizationId: string) {
  return db
    .select({ id: funders.id, name: funders.name })
    .from(funders)
    .where(eq(funders.organizationId, organizationId))
    .orderBy(asc(funders.name))
    .limit(1000);
}

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
function containsPattern(typed: string) {
  return `%${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A page of funders by name; `q` matches anywhere in the name, in any case. */
export async function listFunders(db: Database, organizationId: string, query: FunderListParams) {
  const where = and(
    eq(funders.organizationId, organizationId),
    query.q ? ilike(funders.name, containsPattern(query.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(funders)
      .where(where)
      .orderBy(asc(sql`lower(${funders.name})`), asc(funders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(funders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
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
