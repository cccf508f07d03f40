/**
 * What other modules may use of applications (a lint rule keeps them to this file). Funders show
 * a funder's applications and every funder's figures.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DECIDED_STATUSES } from '@grantpilot/shared/application-pipeline';
import type { FunderStats } from '@grantpilot/shared/contracts/funders';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';

export { listApplicationsOfFunder } from './applications.service';

/** Each funder's applications, decided and awarded counts and success rate, in one query. */
export async function funderStats(
  db: Database,
  organizationId: string,
  funderIds: readonly string[],
): Promise<Map<string, FunderStats>> {
  const stats = new Map<string, FunderStats>();
  if (!funderIds.length) return stats;
  const rows = await db
    .select({
      funderId: applications.funderId,
      total: sql<number>`count(*)::int`,
      decided: sql<number>`(count(*) filter (where ${inArray(applications.status, [...DECIDED_STATUSES])}))::int`,
      awarded: sql<number>`(count(*) filter (where ${applications.status} = 'awarded'))::int`,
    })
    .from(applications)
    .where(and(eq(applications.organizationId, organizationId), inArray(applications.funderId, [...funderIds])))
    .groupBy(applications.funderId);
  for (const row of rows) {
    if (!row.funderId) continue;
    stats.set(row.funderId, {
      applications: row.total,
      decided: row.decided,
      awarded: row.awarded,
      successRate: row.decided ? Math.round((row.awarded / row.decided) * 100) : null,
    });
  }
  return stats;
}
