import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { DefineOptions } from './jobs';

/**
 * The embedded database runs without autovacuum (PGlite is PostgreSQL in single-user mode), so
 * nothing keeps the planner's statistics current: a table that grew from a hundred rows to a
 * hundred thousand is still planned as small. This job runs ANALYZE now and then (bench:scale
 * measured a search 2.3× slower, and the deadline-range filter 4× slower, without it).
 * PostgreSQL's own autovacuum does this on a server.
 */
export const STATISTICS_JOB = 'embedded-database-statistics';
/**
 * Nor does anything reclaim the rows that updates and deletes leave behind (the job queue's
 * tables churn all day): without VACUUM the database only grows, and index-only scans never
 * apply. Nightly, at a quiet hour: the embedded database answers nothing else while it runs.
 */
export const VACUUM_JOB = 'embedded-database-vacuum';

export type StatisticsJobs = { [STATISTICS_JOB]: Record<string, never>; [VACUUM_JOB]: Record<string, never> };

/** Defines the jobs on the embedded database only; `server.ts` schedules them there. */
export function defineStatisticsJob(
  jobs: {
    define(name: keyof StatisticsJobs, handler: () => Promise<void>, options?: DefineOptions): void;
  },
  database: DatabaseHandle,
) {
  if (database.kind !== 'pglite') return;
  jobs.define(STATISTICS_JOB, async () => {
    await database.db.execute(sql`analyze`);
  });
  jobs.define(VACUUM_JOB, async () => {
    await database.db.execute(sql`vacuum (analyze)`);
  });
}
