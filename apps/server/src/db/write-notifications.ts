import pg from 'pg';
import { onlyReads, type WriteCounter } from './read-cache';

/** The channel each table's trigger notifies on every write statement (migration 0025). */
export const WRITES_CHANNEL = 'grantpilot_writes';

/** How long a lost listener waits before it connects again: doubled each time, up to the last. */
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000, 10_000, 30_000];

/**
 * Counts in `counter` every statement but a plain SELECT that one of the pool's connections
 * completes (succeeded or not): this process's own writes, visible to its very next read. The
 * pool runs every statement on a connection, its own `pool.query` (drizzle, pg-boss) with a
 * callback and a transaction's through the checked-out connection with a promise.
 */
export function countPoolWrites(pool: pg.Pool, counter: WriteCounter): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
      if (onlyReads(text)) return query(...args);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          counter.writes += 1;
          (callback as (...results: unknown[]) => void)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) {
        return result.finally(() => {
          counter.writes += 1;
        });
      }
      // A streamed statement (a cursor): when it ends is not known here, so nothing is kept
      // until the listener next connects. The product streams no writes.
      counter.caching = false;
      return result;
    }) as typeof client.query;
  });
}

export interface WriteListener {
  stop(): Promise<void>;
}

/**
 * Listens on its own connection for the writes other instances make (or psql, or anyone), each
 * counted as a write in `counter` as it arrives. Reads are kept only while it listens: from its
 * LISTEN until the connection is lost, when it connects again with a growing delay.
 */
export function listenForWrites(
  connectionString: string,
  counter: WriteCounter,
  onLost: (error: Error) => void,
): WriteListener {
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let stopped = false;

  const lose = (connection: pg.Client, error: Error) => {
    if (connection !== client) return;
    client = undefined;
    counter.caching = false;
    counter.writes += 1;
    connection.end().catch(() => {});
    if (stopped) return;
    onLost(error);
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => void listen(), delay);
    timer.unref();
  };

  const listen = async () => {
    const connection = new pg.Client({ connectionString });
    client = connection;
    connection.on('notification', () => {
      counter.writes += 1;
    });
    connection.on('error', (error) => lose(connection, error));
    connection.on('end', () => lose(connection, new Error('The connection that hears other instances’ writes ended')));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${WRITES_CHANNEL}`);
    } catch (error) {
      lose(connection, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (connection !== client || stopped) return;
    // Whatever was kept before is older than what this connection will hear of.
    counter.writes += 1;
    counter.caching = true;
    attempt = 0;
  };

  void listen();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      counter.caching = false;
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => {});
    },
  };
}
