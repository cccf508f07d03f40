import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '@grantpilot/shared/application-pipeline';
import type { Database } from '../../db/client';
import { applications, funders } from '../../db/schema';

const openStatuses = [...OPEN_STATUSES];

/** Counts and sums in one pass over the organisation's applications. */
export async function applicationFigures(db: Database, organizationId: string) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${inArray(applications.status, openStatuses)})::int`,
      decided: sql<number>`count(*) filter (where ${inArray(applications.status, ['awarded', 'declined'])})::int`,
      awarded: sql<number>`count(*) filter (where ${eq(applications.status, 'awarded')})::int`,
    })
    .from(applications)
    .where(eq(applications.organizationId, organizationId));
  return row ?? { open: 0, decided: 0, awarded: 0 };
}

export function sumsPerCurrency(db: Database, organizationId: string) {
  return db
    .select({
      currency: applications.currency,
      requested: sql<string>`coalesce(sum(${applications.amountRequested}) filter (where ${ne(applications.status, 'withdrawn')}), 0)::text`,
      awarded: sql<string>`coalesce(sum(${applications.amountAwarded}) filter (where ${eq(applications.status, 'awarded')}), 0)::text`,
    })
    .from(applications)
    .where(eq(applications.organizationId, organizationId))
    .groupBy(applications.currency)
    .orderBy(asc(applications.currency));
}

/** Open applications whose deadline falls in [from, to), soonest first. */
export function deadlinesBetween(db: Database, organizationId: string, from: Date, to: Date | null, limit: number) {
  return db
    .select({ application: applications, funderName: funders.name })
    .from(applications)
    .leftJoin(funders, eq(funders.id, applications.funderId))
    .where(
      and(
        eq(applications.organizationId, organizationId),
        inArray(applications.status, openStatuses),
        gte(applications.deadlineAt, from),
        to ? lt(applications.deadlineAt, to) : undefined,
      ),
    )
    .orderBy(asc(applications.deadlineAt), asc(applications.id))
    .limit(limit);
}

export function countsByStatus(db: Database, organizationId: string) {
  return db
    .select({ status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.organizationId, organizationId))
    .groupBy(applications.status);
}

export function awardedPerQuarter(db: Database, organizationId: string, since: string) {
  const quarter = sql<string>`to_char(date_trunc('quarter', ${applications.decidedOn}), 'YYYY-"Q"Q')`;
  return db
    .select({
      quarter,
      currency: applications.currency,
      amount: sql<string>`coalesce(sum(${applications.amountAwarded}), 0)::text`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.organizationId, organizationId),
        eq(applications.status, 'awarded'),
        gte(applications.decidedOn, since),
      ),
    )
    .groupBy(quarter, applications.currency)
    .orderBy(quarter, applications.currency);
}
