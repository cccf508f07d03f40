import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { ScheduledJob } from './scheduled-jobs';

/**
 * The embedded database runs without autovacuum (PGlite is PostgreSQL in single-user mode), so
 * nothing keeps the planner's statistics current: a table that grew from a hundred rows to a
 * hundred thousand is still planned as small. This job runs ANALYZE now and then (bench:scale
 * measured a search 2.3× slower, and the deadline-range filter 4× slower, without it).
 * PostgreSQL's own autovacuum does this on a server.
 */
export function statisticsJob(database: DatabaseHandle, intervalMs = 6 * 60 * 60 * 1000): ScheduledJob | null {
  if (database.kind !== 'pglite') return null;
  return {
    name: 'embedded-database-statistics',
    intervalMs,
    run: async () => {
      await database.db.execute(sql`analyze`);
    },
  };
}
