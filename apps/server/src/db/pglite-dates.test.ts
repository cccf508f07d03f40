import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, fromPglite, selectRows, usualPgliteParsers, type DatabaseHandle } from './client';

describe('dates on the embedded database', () => {
  let client: PGlite;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    client = await createPglite();
    handle = fromPglite(client);
  });
  afterAll(() => handle.close());

  it('are text by default, as drizzle reads them, and drizzle still maps its columns', async () => {
    const { rows } = await client.query<{ at: unknown; day: unknown }>(
      "select timestamptz '2027-03-15 17:00:00+00' as at, date '2027-03-15' as day",
    );
    expect(rows[0]).toEqual({ at: '2027-03-15 17:00:00+00', day: '2027-03-15' });
    const [row] = await selectRows<{ at: string }>(handle.db, sql`select timestamptz '2027-03-15 17:00:00+00' as at`);
    expect(row?.at).toBe('2027-03-15 17:00:00+00');
  });

  it("are JavaScript values with PGlite's usual parsers (what pg-boss is given)", async () => {
    const { rows } = await client.query<{ at: unknown }>("select timestamptz '2027-03-15 17:00:00+00' as at", [], {
      parsers: usualPgliteParsers(client),
    });
    expect(rows[0]?.at).toEqual(new Date('2027-03-15T17:00:00Z'));
  });
});
