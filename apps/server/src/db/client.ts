import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type ParserOptions, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { DATABASE_IMAGE, firstStartDone, prepareDataDir, type PreparedDataDir } from './database-image';
import { countWrites, writeCounterOf } from './read-cache';
import { countPoolWrites, listenForWrites } from './write-notifications';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed SQL migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** Number of migrations applied and number shipped with this build. */
  migrationStatus(): Promise<{ applied: number; expected: number }>;
  close(): Promise<void>;
  /**
   * Where to report a pooled connection that PostgreSQL closed while it sat idle (a restart, an
   * administrator's terminate). The pool drops it and opens another when needed; unreported, the
   * pool's error event would crash the process. PGlite has no such connections.
   */
  onConnectionLost(listener: (error: Error) => void): void;
}

/** The committed migrations, found from this file whether it runs from src/ or from dist/. */
export const MIGRATIONS_DIR = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The drizzle/ migrations folder was not found');
    dir = parent;
  }
})();

/** How many migrations this build ships; read once, it cannot change while the process runs. */
const expectedMigrations = (() => {
  let count: number | undefined;
  return () => {
    count ??= (
      JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
    ).entries.length;
    return count;
  };
})();

/** The rows of a raw query (both drivers answer `{ rows }`; drizzle types it as unknown). */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}

function handle(
  db: Database,
  kind: DatabaseKind,
  migrate: () => Promise<void>,
  close: () => Promise<void>,
  onConnectionLost: DatabaseHandle['onConnectionLost'] = () => {},
) {
  return {
    db,
    kind,
    migrate,
    close,
    onConnectionLost,
    async migrationStatus() {
      const expected = expectedMigrations();
      try {
        return { applied: await appliedMigrations(db), expected };
      } catch {
        return { applied: 0, expected };
      }
    },
  } satisfies DatabaseHandle;
}

/** Wraps an open PGlite instance (tests open theirs from a migrated snapshot). */
/**
 * The types drizzle reads as text from PGlite (it maps them to its column modes itself): dates,
 * timestamps, intervals, and the arrays of those and of numeric.
 */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const usualParsers = new WeakMap<PGlite, ParserOptions>();

/**
 * Dates, timestamps and intervals read as text by default. drizzle's PGlite session asks this of
 * every query through its `parsers` option, which PGlite honours by copying its whole table of
 * some 300 parsers for that query (about 0.2 ms, as much as a bare request costs): the default
 * changes instead, and drizzle's per-query request is dropped. pg-boss, the other user of the
 * client, asks for PGlite's usual parsers per query (`usualPgliteParsers`).
 */
function readDatesAsText(client: PGlite): void {
  const usual: ParserOptions = {};
  for (const type of TEXT_TYPES) {
    usual[type] = client.parsers[type]!;
    client.parsers[type] = (value: string) => value;
  }
  usualParsers.set(client, usual);
  // drizzle's request: exactly these types, each parser handing its text back unchanged.
  const asksForText = (parsers: ParserOptions | undefined) =>
    parsers !== undefined &&
    Object.keys(parsers).length === TEXT_TYPES.length &&
    TEXT_TYPES.every((type) => parsers[type]?.('1999-01-08') === '1999-01-08');
  const query = client.query.bind(client);
  client.query = ((text, params, options) =>
    query(
      text,
      params,
      asksForText(options?.parsers) ? { ...options, parsers: undefined } : options,
    )) as PGlite['query'];
}

/** PGlite's own parsers of dates, timestamps and intervals (JavaScript values), per query. */
export function usualPgliteParsers(client: PGlite): ParserOptions {
  return usualParsers.get(client) ?? {};
}

export function fromPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  readDatesAsText(client);
  countWrites(db, client);
  return handle(
    db,
    'pglite',
    () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    async () => {
      await client.close();
      onClose();
    },
  );
}

/**
 * An embedded PostgreSQL with the extensions the migrations create (btree_gin: GIN indexes that
 * start with organization_id). Every PGlite of the product and its tests is opened here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { btree_gin } });
}

/**
 * PGlite persisted in `DATA_DIR/db`, held under an exclusive lock for the process's life; on a
 * first start, from the database image (db/database-image.ts). The server prepares the directory
 * itself, before it loads the app, and hands it over as `prepared`.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  image = DATABASE_IMAGE,
  prepared: PreparedDataDir = prepareDataDir(dataDir, image),
): Promise<DatabaseHandle> {
  try {
    await prepared.ready;
    const client = await createPglite({ dataDir: prepared.directory });
    firstStartDone(prepared.directory);
    return fromPglite(client, () => prepared.lock.release());
  } catch (error) {
    prepared.lock.release();
    throw error;
  }
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const lostListeners: ((error: Error) => void)[] = [];
  const report = (error: Error) => lostListeners.forEach((listener) => listener(error));
  // Each connection's own listener hears the server end it, idle in the pool or checked out
  // between two statements of a transaction; unheard, that error would crash the process.
  pool.on('connect', (client) => client.on('error', report));
  // The pool passes idle connections' errors on as well: already reported above.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  // Reads are kept until the next write here as on the embedded database (db/read-cache.ts):
  // this process's writes counted by the pool, everyone else's heard by a listener.
  const counter = writeCounterOf(db, false);
  countPoolWrites(pool, counter);
  const writes = listenForWrites(connectionString, counter, report);
  return handle(
    db,
    'postgres',
    () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    async () => {
      await writes.stop();
      await pool.end();
    },
    (listener) => lostListeners.push(listener),
  );
}

export function openDatabase(
  options: { databaseUrl?: string | undefined; dataDir: string },
  prepared?: PreparedDataDir,
) {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl))
    : openEmbeddedDatabase(options.dataDir, DATABASE_IMAGE, prepared);
}
