import { PGlite } from '@electric-sql/pglite';
import { setImmediate } from 'node:timers/promises';
import pg from 'pg';
import { usualPgliteParsers, type DatabaseHandle } from '../../db/client';

/** What pg-boss 10 asks of a database given through its `db` option. */
export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

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

/** node-postgres answers one result, or an array of them for a multi-statement text. */
function allRows(result: { rows: unknown[] } | { rows: unknown[] }[]): { rows: unknown[] } {
  return Array.isArray(result) ? { rows: result.flatMap((part) => part.rows) } : { rows: result.rows };
}

/**
 * PGlite has one connection. pg-boss sends two kinds of SQL:
 * - parameterised single statements → `pglite.query` (extended protocol, like node-postgres);
 * - parameterless texts, several of them multi-statement (`BEGIN; SET LOCAL …; SELECT
 *   pg_advisory_xact_lock(…); …; COMMIT;` for creating and migrating its schema, expiring,
 *   archiving) → `pglite.exec` (simple protocol), with the rows of every statement returned
 *   in order. pg-boss 10 reads rows only from single-statement texts, but newer majors read a
 *   row from the middle of such a text ("bam claim returned no lock row" when only the last
 *   statement's rows come back), so every statement's rows are kept.
 * A multi-statement text that fails half-way leaves PGlite's only connection inside an aborted
 * transaction, which would fail every later query of the app: it is rolled back.
 */
function pgliteDb(client: PGlite): PgBossDb {
  // Dates as Date objects, as node-postgres gives them (the app's client reads them as text).
  const options = { parsers: usualPgliteParsers(client) };
  return {
    async executeSql(text, values) {
      // PGlite runs a statement synchronously, and pg-boss issues the next one as soon as the last
      // resolves: a chain of them (a start creates every queue) would hold the event loop, and
      // every socket with it, until the last. A turn of the event loop before each lets a request
      // that came in meanwhile be answered between two of them.
      await setImmediate();
      if (values && values.length > 0) {
        const result = await client.query(text, values, options);
        return { rows: result.rows };
      }
      try {
        return allRows(await client.exec(text, options));
      } catch (error) {
        if (client.isInTransaction()) await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
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
