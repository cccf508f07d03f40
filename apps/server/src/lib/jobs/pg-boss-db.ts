import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';
import { allRows, pgliteDb, type PgBossDb } from '../../db/pg-boss-pglite';

/** A `PgBossDb` that also knows which statements are still running, for a clean stop. */
export interface TrackedPgBossDb extends PgBossDb {
  /** Resolves once no statement issued through this adapter is running. */
  settled(): Promise<void>;
  readonly busy: boolean;
}

/** The driver's client behind a handle: drizzle keeps it as `$client` (PGlite or a pg pool). */
export function driverClient(database: DatabaseHandle): PGlite | pg.Pool {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind === 'pglite' && client instanceof PGlite) return client;
  if (database.kind === 'postgres' && client instanceof pg.Pool) return client;
  throw new Error(`The ${database.kind} database handle does not expose its driver client`);
}

function poolDb(pool: pg.Pool): PgBossDb {
  return {
    async executeSql(text, values) {
      // node-postgres types a multi-statement answer as one result; it is an array then.
      const result = (await pool.query(text, values)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
      return allRows(result);
    },
  };
}

/**
 * pg-boss's `db` over the app's own database handle: PGlite through `exec`/`query`, PostgreSQL
 * through the handle's pool (several app instances on one database then share one queue).
 * Statements in flight are counted so that stopping the queue can wait for the last of them
 * (pg-boss completes a job without awaiting it) before the app closes the database.
 */
export function pgBossDb(database: DatabaseHandle): TrackedPgBossDb {
  const client = driverClient(database);
  const inner = client instanceof PGlite ? pgliteDb(client) : poolDb(client);
  const running = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const statement = inner.executeSql(text, values);
      running.add(statement);
      void statement.finally(() => running.delete(statement)).catch(() => {});
      return statement;
    },
    get busy() {
      return running.size > 0;
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
