import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { pgliteDb } from './pg-boss-pglite';

/**
 * The schema of the job queue's tables (pg-boss, lib/jobs), apart from the app's tables and
 * drizzle's migrations. Named here, in the database layer, because the database image carries it.
 */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * Leaves in a database what pg-boss's own start makes on a database that has none: its schema at
 * the installed pg-boss's version (which it records), and the queue its scheduler sends through.
 * The database image holds them (decision 048), so a first start's queue start is a restart's:
 * a version check. A later pg-boss with a newer version migrates them when the queue starts, as
 * it does any database. pg-boss is started once, neither supervising nor working, and stopped;
 * every statement it issued is awaited before this resolves.
 */
export async function installJobQueue(client: PGlite): Promise<void> {
  const db = pgliteDb(client);
  const issued = new Set<Promise<unknown>>();
  const errors: unknown[] = [];
  const boss = new PgBoss({
    db: {
      executeSql(text: string, values?: unknown[]) {
        const statement = db.executeSql(text, values);
        issued.add(statement);
        return statement;
      },
    },
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: true,
  });
  boss.on('error', (error) => errors.push(error));
  await boss.start();
  await boss.stop({ graceful: true, wait: true, close: false });
  let count: number;
  do {
    count = issued.size;
    await Promise.allSettled([...issued]);
  } while (issued.size > count);
  if (errors.length > 0) throw errors[0];
}
