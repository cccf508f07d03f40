import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';

/**
 * The schema of the job queue's tables (pg-boss, lib/jobs), apart from the app's tables and
 * drizzle's migrations. Named here, in the database layer, because the database image carries it.
 */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * Creates pg-boss's schema, at the version the installed pg-boss wants, in a database that has
 * none: pg-boss's own construction plan (`getConstructionPlans`), which also records that version.
 * The database image holds it (decision 048), so a first start finds it as a restart does; a
 * later pg-boss with a newer version migrates it when the queue starts, as it does any database.
 */
export async function installJobQueueSchema(client: PGlite): Promise<void> {
  await client.exec(PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA));
}
