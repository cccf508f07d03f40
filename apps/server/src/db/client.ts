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
import * as tar from 'tar';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
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

/** The migrations this build ships (drizzle's journal); read once, it cannot change while the process runs. */
const shippedMigrations = (() => {
  let journal: { count: number; lastCreatedAt: number } | undefined;
  return () => {
    if (!journal) {
      const { entries } = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      };
      journal = { count: entries.length, lastCreatedAt: Math.max(0, ...entries.map((entry) => entry.when)) };
    }
    return journal;
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

/**
 * Whether drizzle's migrator would apply nothing: it applies each migration newer than the last
 * one recorded, so none is due when that one is as new as the newest shipped. Asked first, this
 * one read spares every start its schema and table statements and the reading of each SQL file
 * (about a tenth of a restart on the embedded database).
 */
async function migrationsUpToDate(db: Database): Promise<boolean> {
  try {
    const [row] = await selectRows<{ last: string | number | null }>(
      db,
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    return row?.last != null && Number(row.last) >= shippedMigrations().lastCreatedAt;
  } catch {
    // No table yet (a database never migrated): the migrator creates it.
    return false;
  }
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
    async migrate() {
      if (!(await migrationsUpToDate(db))) await migrate();
    },
    close,
    onConnectionLost,
    async migrationStatus() {
      const expected = shippedMigrations().count;
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
 * The database image the build writes beside the server bundle (db/make-database-image.ts):
 * dist/database-image.tar next to dist/server.js. Run from the source, there is none.
 */
export const DATABASE_IMAGE = fileURLToPath(new URL('./database-image.tar', import.meta.url));

/**
 * The persisted PGlite in `directory`. On the first start (no database there yet) it is unpacked
 * from `image`, an empty database already migrated, when there is one; creating one instead
 * (initdb in WebAssembly) takes several seconds. The image is unpacked by node-tar straight onto
 * the disk, and PGlite then opens it as it opens any database it finds: handed the image itself
 * (`loadDataDir`), PGlite writes each file through its WebAssembly file system, about half a
 * second more of a first start (decision 046). A marker beside the directory says a first start
 * is under way: found at the next start, it means that one did not finish, and what it left is
 * removed before starting again.
 */
async function openPersistedPglite(directory: string, image: string): Promise<PGlite> {
  const marker = `${directory}.initialising`;
  if (fs.existsSync(marker)) fs.rmSync(directory, { recursive: true, force: true });
  if (fs.existsSync(path.join(directory, 'PG_VERSION'))) return createPglite({ dataDir: directory });
  fs.writeFileSync(marker, '');
  if (fs.existsSync(image)) unpackDatabaseImage(image, directory);
  const client = await createPglite({ dataDir: directory });
  fs.rmSync(marker);
  return client;
}

/**
 * PGlite's dumps name their entries from the root (`/PG_VERSION`, `/base/1/…`): node-tar takes
 * them relative to `directory`, as it does every absolute name, and says so (TAR_ENTRY_INFO).
 * Any other warning (a bad or truncated archive, an entry it could not write) fails the start.
 */
function unpackDatabaseImage(image: string, directory: string): void {
  const problems: string[] = [];
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  try {
    tar.x({
      file: image,
      cwd: directory,
      sync: true,
      onwarn: (code, message) => {
        if (code !== 'TAR_ENTRY_INFO') problems.push(`${code}: ${message}`);
      },
    });
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0) {
    throw new Error(`The database image ${image} cannot be unpacked (${problems[0]}): run npm run build`);
  }
}

/** PGlite persisted in `DATA_DIR/db`, held under an exclusive lock for the process's life. */
export async function openEmbeddedDatabase(dataDir: string, image = DATABASE_IMAGE): Promise<DatabaseHandle> {
  const lock = lockDataDir(dataDir);
  try {
    const client = await openPersistedPglite(path.join(dataDir, 'db'), image);
    return fromPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
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

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }) {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl))
    : openEmbeddedDatabase(options.dataDir);
}

/** Opening or migrating failed: said in one line, with the URL's password left out. */
export class DatabaseUnavailableError extends Error {
  constructor(where: string, cause: unknown) {
    let root = cause;
    while (root instanceof Error && root.cause) root = root.cause;
    const reason = root instanceof Error ? root.message : String(root);
    super(`The database ${where} could not be opened or migrated: ${reason}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** The database's location for messages and logs: never the password. */
export function describeDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): string {
  if (!options.databaseUrl) return `in ${path.join(options.dataDir, 'db')}`;
  const url = new URL(options.databaseUrl);
  url.password = '';
  return `at ${url.toString()}`;
}
