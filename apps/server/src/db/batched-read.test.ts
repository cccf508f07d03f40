import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import { selectRows, type Database, type DatabaseHandle } from './client';
import { createBatchedRead } from './batched-read';

describe('batched reads (on the test database: PGlite, or PostgreSQL in its pass)', () => {
  let handle: DatabaseHandle;
  let db: Database;
  const statements: string[][] = [];
  const people = createBatchedRead<string, { id: string; name: string }>(
    async (on, ids) => {
      statements.push([...ids]);
      return selectRows(on, sql`select id, name from batched_people where id = any(${sql.param([...ids])}::text[])`);
    },
    (row) => row.id,
    3,
  );

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    await db.execute(sql`create table batched_people (id text primary key, name text not null)`);
    await db.execute(sql`insert into batched_people values ('a', 'Ada'), ('b', 'Bo'), ('c', 'Cy'), ('d', 'Di')`);
  });
  afterAll(() => handle.close());

  it('reads the keys asked for in one turn with one statement, each caller getting its own row', async () => {
    statements.length = 0;
    const names = await Promise.all(['b', 'nobody', 'b'].map((id) => people.load(db, id)));
    expect(names.map((row) => row?.name)).toEqual(['Bo', undefined, 'Bo']);
    expect(statements).toEqual([['b', 'nobody', 'b']]);
  });

  it('splits a turn larger than the batch size', async () => {
    statements.length = 0;
    const names = await Promise.all(['a', 'b', 'c', 'd'].map((id) => people.load(db, id)));
    expect(names.map((row) => row?.name)).toEqual(['Ada', 'Bo', 'Cy', 'Di']);
    expect(statements.map((ids) => ids.length)).toEqual([3, 1]);
  });

  it('sees a write committed before the read was asked for, even while an earlier batch is on its way', async () => {
    statements.length = 0;
    const before = people.load(db, 'c');
    // Let that batch leave, then change the row and ask again: the new read is a batch of its own.
    await new Promise((resolve) => setImmediate(resolve));
    await db.execute(sql`update batched_people set name = 'Cyd' where id = 'c'`);
    const after = await people.load(db, 'c');
    expect((await before)?.name).toMatch(/^Cyd?$/);
    expect(after?.name).toBe('Cyd');
    expect(statements).toHaveLength(2);
  });

  it('keeps nothing between turns and answers an error to every caller of its batch', async () => {
    statements.length = 0;
    await people.load(db, 'a');
    await people.load(db, 'a');
    expect(statements).toHaveLength(2);

    const failing = createBatchedRead<string, { id: string }>(
      (on, ids) => selectRows(on, sql`select id from no_such_table where id = any(${sql.param([...ids])}::text[])`),
      (row) => row.id,
    );
    const results = await Promise.allSettled([failing.load(db, 'a'), failing.load(db, 'b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  it('gathers the keys asked for while the allowed batches are on their way into the next one', async () => {
    const sent: string[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const oneAtATime = createBatchedRead<string, { id: string; name: string }>(
      async (on, ids) => {
        sent.push([...ids]);
        if (sent.length === 1) await held;
        return selectRows(on, sql`select id, name from batched_people where id = any(${sql.param([...ids])}::text[])`);
      },
      (row) => row.id,
      200,
      1,
    );
    const first = oneAtATime.load(db, 'a');
    await new Promise((resolve) => setImmediate(resolve));
    const later = [oneAtATime.load(db, 'b')];
    await new Promise((resolve) => setImmediate(resolve));
    later.push(oneAtATime.load(db, 'c'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([['a']]);
    release();
    expect((await first)?.name).toBe('Ada');
    expect((await Promise.all(later)).map((row) => row?.name)).toEqual(['Bo', expect.stringMatching(/^Cyd?$/)]);
    expect(sent).toEqual([['a'], ['b', 'c']]);
  });
});
