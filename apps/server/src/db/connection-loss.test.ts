import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs } from '../testing/org-fixtures';
import { createTestApp, eventually, type TestApp, type TestUser } from '../testing/test-app';
import { testDatabaseKind } from '../testing/test-database';
import { selectRows } from './client';

// PGlite runs in the process and has no connections to lose; the PostgreSQL run of the suite
// (CI's second pass) is where a server can close one under us.
describe.runIf(testDatabaseKind === 'postgres')('a connection PostgreSQL closes while it is idle', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp();
  });
  afterAll(() => t.close());

  it('is reported, replaced, and the app goes on answering', async () => {
    const lost: Error[] = [];
    t.database.onConnectionLost((error) => lost.push(error));
    // Several queries at once leave several connections idle in the pool.
    await Promise.all([1, 2, 3].map(() => t.database.db.execute(sql`select pg_sleep(0.05)`)));

    const [terminated] = await selectRows<{ count: number }>(
      t.database.db,
      sql`select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(terminated?.count).toBeGreaterThan(0);
    await eventually(async () => (lost.length > 0 ? true : undefined));
    expect((lost[0] as Error & { code?: string }).code).toBe('57P01');

    const responses = await Promise.all([1, 2, 3].map(() => requestAs(t, owner, 'GET', '/api/me/calendar-feed')));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });

  it('is reported when it was checked out, in a transaction between two statements', async () => {
    const lost: Error[] = [];
    t.database.onConnectionLost((error) => lost.push(error));
    const transaction = t.database.db.transaction(async (tx) => {
      const [own] = await selectRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      await t.database.db.execute(sql`select pg_terminate_backend(${own!.pid})`);
      // The server's goodbye arrives while this connection runs no query.
      await eventually(async () => (lost.length > 0 ? true : undefined));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
    expect((await requestAs(t, owner, 'GET', '/api/me/calendar-feed')).statusCode).toBe(200);
  });
});
