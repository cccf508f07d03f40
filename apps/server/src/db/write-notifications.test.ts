import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually';
import { createPostgresTestDatabase, openTestDatabase, testDatabaseKind } from '../testing/test-database';
import { openPostgres, selectRows, type Database, type DatabaseHandle } from './client';
import { createReadCache } from './read-cache';
import { WRITES_CHANNEL } from './write-notifications';

describe('the notification of writes', () => {
  it('is sent by every table of the app, so a write anywhere reaches every instance', async () => {
    const database = await openTestDatabase();
    try {
      const tables = await selectRows<{ name: string; notifies: boolean }>(
        database.db,
        sql`select c.relname as name,
                   exists (select 1 from pg_trigger t
                           where t.tgrelid = c.oid and t.tgname = 'notify_write' and t.tgenabled = 'O') as notifies
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = current_schema() and c.relkind in ('r', 'p')`,
      );
      expect(tables.map((table) => table.name)).toContain('users');
      expect(tables.filter((table) => !table.notifies).map((table) => table.name)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

// Other instances write where this process cannot count: on PostgreSQL (CI's second pass) only.
describe.runIf(testDatabaseKind === 'postgres')('reads kept on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let drop: () => Promise<void>;
  /** Another writer on the same database: a second instance, a job elsewhere, psql. */
  let elsewhere: pg.Client;
  const lost: Error[] = [];
  let loads = 0;
  const cache = createReadCache<string, string | undefined>();
  const nameOf = (id: string) =>
    cache.read(db, id, async () => {
      loads += 1;
      const [row] = await selectRows<{ name: string }>(db, sql`select name from people where id = ${id}`);
      return row?.name;
    });
  /** Resolves once a repeated read is answered from the cache: the listener listens. */
  const kept = () =>
    eventually(async () => {
      await nameOf('a');
      const before = loads;
      await nameOf('a');
      return loads === before ? true : undefined;
    });

  beforeAll(async () => {
    const created = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
    drop = created.drop;
    handle = openPostgres(created.url);
    handle.onConnectionLost((error) => lost.push(error));
    await handle.migrate();
    db = handle.db;
    await db.execute(sql`create table people (id text primary key, name text not null)`);
    // What migration 0025 gives every table of the app.
    await db.execute(
      sql`create trigger notify_write after insert or update or delete or truncate on people
          for each statement execute function grantpilot_notify_write()`,
    );
    await db.execute(sql`insert into people values ('a', 'Ada'), ('b', 'Bo')`);
    elsewhere = new pg.Client({ connectionString: created.url });
    await elsewhere.connect();
  });
  afterAll(async () => {
    await elsewhere.end();
    await handle.close();
    await drop();
  });

  it('keeps a read, and shows this process its own write at the very next read', async () => {
    await kept();
    loads = 0;
    await db.execute(sql`update people set name = 'Ada L' where id = 'a'`);
    expect(await nameOf('a')).toBe('Ada L');
    await db.transaction(async (tx) => tx.execute(sql`update people set name = 'Ada Lo' where id = 'a'`));
    expect(await nameOf('a')).toBe('Ada Lo');
    expect(loads).toBe(2);
  });

  it('reads again once another writer’s change is heard of, and it is the trigger that tells', async () => {
    await kept();
    await elsewhere.query(`update people set name = 'Bo B' where id = 'b'`);
    await eventually(async () => ((await nameOf('b')) === 'Bo B' ? true : undefined));

    // Without the trigger, the same change goes unheard and the kept read stays as it was.
    await elsewhere.query('alter table people disable trigger notify_write');
    await nameOf('b');
    await elsewhere.query(`update people set name = 'Bo C' where id = 'b'`);
    expect(await nameOf('b')).toBe('Bo B');
    await elsewhere.query('alter table people enable trigger notify_write');
    await elsewhere.query(`update people set name = 'Bo D' where id = 'b'`);
    await eventually(async () => ((await nameOf('b')) === 'Bo D' ? true : undefined));
  });

  it('keeps nothing while the listener is lost, and keeps again once it listens again', async () => {
    await kept();
    await elsewhere.query('alter table people disable trigger notify_write');
    try {
      const [ended] = await selectRows<{ count: number }>(
        db,
        sql`select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
            where datname = current_database() and query = ${`LISTEN ${WRITES_CHANNEL}`}`,
      );
      expect(ended?.count).toBe(1);
      await eventually(async () => (lost.length > 0 ? true : undefined));
      // Unheard (no trigger), yet read afresh: nothing was kept from before the loss.
      await elsewhere.query(`update people set name = 'Ada M' where id = 'a'`);
      expect(await nameOf('a')).toBe('Ada M');
      await kept();
    } finally {
      await elsewhere.query('alter table people enable trigger notify_write');
    }
  });
});
