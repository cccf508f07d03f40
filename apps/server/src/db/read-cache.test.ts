import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, fromPglite, selectRows, type Database, type DatabaseHandle } from './client';
import { createReadCache } from './read-cache';

describe('the read cache on the embedded database', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let loads = 0;
  const cache = createReadCache<string, string | undefined>(3);
  const nameOf = (id: string) =>
    cache.read(db, id, async () => {
      loads += 1;
      const [row] = await selectRows<{ name: string }>(db, sql`select name from people where id = ${id}`);
      return row?.name;
    });

  beforeAll(async () => {
    handle = fromPglite(await createPglite());
    db = handle.db;
    await db.execute(sql`create table people (id text primary key, name text not null)`);
    await db.execute(sql`insert into people values ('a', 'Ada'), ('b', 'Bo'), ('c', 'Cy'), ('d', 'Di')`);
  });
  afterAll(() => handle.close());

  it('answers a repeated read from the cache while nothing was written, and reads are not writes', async () => {
    loads = 0;
    expect(await nameOf('a')).toBe('Ada');
    await selectRows(db, sql`select count(*) from people`);
    expect(await nameOf('a')).toBe('Ada');
    expect(loads).toBe(1);
  });

  it('reads again after any write: a statement, a transaction, exec', async () => {
    const writes = [
      () => db.execute(sql`update people set name = 'Ada L' where id = 'a'`),
      () => db.transaction(async (tx) => tx.execute(sql`update people set name = 'Ada Lo' where id = 'a'`)),
      () => db.execute(sql`with changed as (update people set name = 'Ada Lov' where id = 'a' returning id) select 1`),
      () => db.execute(sql`update people set name = 'Ada B' where id = 'b'`),
    ];
    const expected = ['Ada L', 'Ada Lo', 'Ada Lov', 'Ada Lov'];
    for (const [index, write] of writes.entries()) {
      await nameOf('a');
      loads = 0;
      await write();
      expect(await nameOf('a')).toBe(expected[index]);
      expect(loads).toBe(1);
    }
  });

  it('reads again after a write that failed (it may have changed something before failing)', async () => {
    await nameOf('c');
    loads = 0;
    await expect(db.execute(sql`insert into people values ('c', 'Duplicate')`)).rejects.toThrow();
    await nameOf('c');
    expect(loads).toBe(1);
  });

  it('keeps nothing read while a write completed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.read(db, 'd', async () => {
      const [row] = await selectRows<{ name: string }>(db, sql`select name from people where id = 'd'`);
      await gate;
      return row?.name;
    });
    await db.execute(sql`update people set name = 'Dee' where id = 'd'`);
    release();
    expect(await slow).toBe('Di');
    expect(await nameOf('d')).toBe('Dee');
  });

  it('holds at most its size, dropping the oldest', async () => {
    for (const id of ['a', 'b', 'c', 'd']) await nameOf(id);
    loads = 0;
    await nameOf('d');
    expect(loads).toBe(0);
    await nameOf('a');
    expect(loads).toBe(1);
  });

  it('caches nothing for a handle whose writes are not counted (a transaction)', async () => {
    loads = 0;
    await db.transaction(async (tx) => {
      const inTransaction = createReadCache<string, number>();
      const read = () =>
        inTransaction.read(tx as unknown as Database, 'x', async () => {
          loads += 1;
          return 1;
        });
      await read();
      await read();
    });
    expect(loads).toBe(2);
  });
});
