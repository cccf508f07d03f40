import type { PGlite } from '@electric-sql/pglite';
import { setImmediate } from 'node:timers/promises';
import { usualPgliteParsers } from './client';

// The job queue's (pg-boss's) way into the embedded database: in the database layer because the
// database image's build installs the queue's schema through it (job-queue-schema.ts) as well as
// the queue itself (lib/jobs/pg-boss-db.ts).

/** What pg-boss 10 asks of a database given through its `db` option. */
export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** node-postgres answers one result, or an array of them for a multi-statement text. */
export function allRows(result: { rows: unknown[] } | { rows: unknown[] }[]): { rows: unknown[] } {
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
export function pgliteDb(client: PGlite): PgBossDb {
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
