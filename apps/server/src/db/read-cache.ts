import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

/**
 * Reads kept until the next write (decisions 038 and 052).
 *
 * Every write to a database is counted, and a cached result is served only while no write has
 * completed since it was read, so a change is visible to the very next read.
 * - The embedded database: one process holds it (the data directory's lock, decision 002), and
 *   every statement reaches it through this process's one PGlite client, which counts them.
 * - PostgreSQL: the pool's connections count this process's writes the same way, and other
 *   instances' (or anyone's) writes arrive as notifications from the tables' triggers
 *   (db/write-notifications.ts). While that listener is not connected, nothing is cached.
 * Inside a transaction nothing is cached (its handle is not counted).
 */
export interface WriteCounter {
  /** Writes completed (or heard of) so far. */
  writes: number;
  /** Whether every write is counted now; while not, reads are not kept. */
  caching: boolean;
}

const writeCounters = new WeakMap<object, WriteCounter>();

/** The counter of `db`'s writes, made once; reads of `db` are kept while its `caching` is on. */
export function writeCounterOf(db: Database, caching: boolean): WriteCounter {
  let counter = writeCounters.get(db);
  if (!counter) writeCounters.set(db, (counter = { writes: 0, caching }));
  return counter;
}

/** A statement that only reads: a SELECT that calls no function known to write or lock. */
export function onlyReads(text: unknown): boolean {
  return (
    typeof text === 'string' &&
    /^\s*select\b/i.test(text) &&
    !/\binto\b|\b(nextval|setval|set_config|pg_advisory\w*|lo_\w+)\s*\(/i.test(text)
  );
}

/**
 * Counts the writes of `db`'s PGlite `client`: every `exec`, every `transaction` and every
 * `query` but a plain SELECT, counted once it completes (succeeded or not). Call once, before use.
 */
export function countWrites(db: Database, client: PGlite): void {
  const counter = writeCounterOf(db, true);
  const counted = <Args extends unknown[], Result>(
    run: (...args: Args) => Promise<Result>,
    writes: (...args: Args) => boolean,
  ) =>
    async function (...args: Args): Promise<Result> {
      try {
        return await run(...args);
      } finally {
        if (writes(...args)) counter.writes += 1;
      }
    };
  client.query = counted(client.query.bind(client), (text) => !onlyReads(text)) as PGlite['query'];
  client.exec = counted(client.exec.bind(client), (_text: string) => true) as PGlite['exec'];
  client.transaction = counted(
    client.transaction.bind(client) as (callback: never) => Promise<unknown>,
    () => true,
  ) as PGlite['transaction'];
}

export interface ReadCache<Key, Value> {
  /**
   * `load()`'s result for `key`, from the cache while no write happened on `db` since it was
   * loaded. The value is shared between callers: treat it as read-only.
   */
  read(db: Database, key: Key, load: () => Promise<Value>): Promise<Value>;
}

/** A cache of one kind of read, at most `maxEntries` per database (the oldest go first). */
export function createReadCache<Key, Value>(maxEntries = 10_000): ReadCache<Key, Value> {
  const caches = new WeakMap<object, Map<Key, { value: Value; writes: number }>>();
  return {
    async read(db, key, load) {
      const counter = writeCounters.get(db);
      if (!counter?.caching) return load();
      let entries = caches.get(db);
      if (!entries) caches.set(db, (entries = new Map()));
      const hit = entries.get(key);
      if (hit && hit.writes === counter.writes) return hit.value;
      const writes = counter.writes;
      const value = await load();
      // A write that completed while this read ran may or may not be in its result: not kept.
      if (counter.writes === writes) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as Key);
        entries.set(key, { value, writes });
      }
      return value;
    },
  };
}
