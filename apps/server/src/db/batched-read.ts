import DataLoader from 'dataloader';
import type { Database } from './client';

/**
 * One kind of read by key, batched: the keys asked for in the same turn of the event loop, or
 * while the earlier batches are still on their way, are read by one statement (decision 045).
 * Under load, the requests that arrive together share one round trip to the database instead of
 * taking one each; alone, a request waits for nothing but the end of the current turn.
 *
 * A key only ever joins a batch that has not been sent yet, so every read is sent after it was
 * asked for and sees every write committed before: a change is visible to the next read, as
 * without batching. Nothing is kept between batches (DataLoader's own cache is off).
 */
export interface BatchedRead<Key, Row> {
  load(db: Database, key: Key): Promise<Row | undefined>;
}

export function createBatchedRead<Key, Row>(
  /** The rows of `keys` (any order, missing ones left out); `keyOf` says whose each row is. */
  loadMany: (db: Database, keys: readonly Key[]) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  /** At most this many keys in one statement. */
  maxBatchSize = 200,
  /**
   * At most this many statements on their way per database: while they are, the next batch
   * gathers keys (under load, fewer and larger batches). Two, so that one slow statement does not
   * hold every read behind it.
   */
  maxInFlight = 2,
): BatchedRead<Key, Row> {
  const loaders = new WeakMap<Database, DataLoader<Key, Row | undefined>>();
  const loaderOf = (db: Database) => {
    let loader = loaders.get(db);
    if (!loader) {
      let inFlight = 0;
      const waiting: (() => void)[] = [];
      loader = new DataLoader<Key, Row | undefined>(
        async (keys) => {
          inFlight += 1;
          try {
            const rows = new Map((await loadMany(db, keys)).map((row) => [keyOf(row), row]));
            return keys.map((key) => rows.get(key));
          } finally {
            inFlight -= 1;
            waiting.shift()?.();
          }
        },
        {
          cache: false,
          maxBatchSize,
          // The end of the turn, not the next tick: Node runs the ticks between two requests' I/O
          // callbacks, so only a turn gathers the requests that arrived together.
          batchScheduleFn: (send) => {
            if (inFlight < maxInFlight) setImmediate(send);
            else waiting.push(() => setImmediate(send));
          },
        },
      );
      loaders.set(db, loader);
    }
    return loader;
  };
  return {
    load: (db, key) => loaderOf(db).load(key),
  };
}
