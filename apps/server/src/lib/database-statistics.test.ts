import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, requestAs } from '../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { selectRows } from '../db/client';

describe('embedded database statistics', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp();
  });
  afterAll(() => t.close());

  it('are brought up to date by a scheduled job (PostgreSQL has autovacuum for that)', async () => {
    if (t.database.kind === 'postgres') {
      await expect(t.app.jobs.runNow('embedded-database-statistics')).rejects.toThrow('No job named');
      return;
    }
    const orgId = (await createOrganization(t, owner)).id;
    for (let i = 0; i < 5; i++) {
      await requestAs(t, owner, 'POST', `/api/orgs/${orgId}/applications`, { title: `Counted ${i}`, currency: 'EUR' });
    }
    const analysed = () =>
      selectRows<{ analysed: boolean }>(
        t.database.db,
        sql`select last_analyze is not null as analysed from pg_stat_user_tables where relname = 'applications'`,
      );
    await t.app.jobs.runNow('embedded-database-statistics');
    expect((await analysed())[0]?.analysed).toBe(true);
  });

  it('reclaim what updates leave behind, nightly (PostgreSQL has autovacuum for that)', async () => {
    if (t.database.kind === 'postgres') {
      await expect(t.app.jobs.runNow('embedded-database-vacuum')).rejects.toThrow('No job named');
      return;
    }
    const orgId = (await createOrganization(t, owner)).id;
    const created = await requestAs(t, owner, 'POST', `/api/orgs/${orgId}/applications`, {
      title: 'Renamed',
      currency: 'EUR',
    });
    await requestAs(t, owner, 'PATCH', `/api/orgs/${orgId}/applications/${created.json().id}`, {
      title: 'Renamed again',
    });
    const vacuumed = () =>
      selectRows<{ vacuumed: boolean }>(
        t.database.db,
        sql`select last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'applications'`,
      );
    expect((await vacuumed())[0]?.vacuumed).toBe(false);
    await t.app.jobs.runNow('embedded-database-vacuum');
    expect((await vacuumed())[0]?.vacuumed).toBe(true);
  });
});
