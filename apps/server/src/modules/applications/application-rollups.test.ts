import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import * as repo from './applications.repo';

/** The rollups as the triggers keep them, and as a full recount of the applications says. */
async function rollupsAndRecount(t: TestApp, organizationId: string) {
  const kept = await selectRows<Record<string, unknown>>(
    t.database.db,
    sql`select status::text, currency, decided_quarter::text as quarter, applications, requested::numeric(20,3)::text as requested, awarded::numeric(20,3)::text as awarded
        from application_rollups where organization_id = ${organizationId} order by 1, 2, 3`,
  );
  const recount = await selectRows<Record<string, unknown>>(
    t.database.db,
    sql`select status::text, currency, date_trunc('quarter', decided_on)::date::text as quarter, count(*)::int as applications,
               coalesce(sum(amount_requested), 0)::numeric(20,3)::text as requested, coalesce(sum(amount_awarded), 0)::numeric(20,3)::text as awarded
        from applications where organization_id = ${organizationId} group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { kept, recount };
}

describe('application rollups and counts', () => {
  let t: TestApp;
  let owner: TestUser;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp();
    orgId = (await createOrganization(t, owner, 'Rollup Org')).id;
  });
  afterAll(() => t.close());

  const as = (method: string, url: string, payload?: unknown) => requestAs(t, owner, method, url, payload);

  it('stay equal to a full recount through inserts, edits, moves, imports and deletes', async () => {
    const base = `/api/orgs/${orgId}/applications`;
    const ids: string[] = [];
    for (const [amountRequested, currency] of [
      ['100.10', 'EUR'],
      ['200', 'EUR'],
      ['300', 'USD'],
      ['5', 'JPY'],
    ]) {
      ids.push(
        (
          await as('POST', base, { title: `Bid ${amountRequested}`, currency, amountRequested, status: 'submitted' })
        ).json().id,
      );
    }
    await as('PUT', `${base}/${ids[0]}/status`, { status: 'awarded' });
    await as('PATCH', `${base}/${ids[0]}`, { amountAwarded: '90.05', decidedOn: '2025-02-10' });
    await as('PUT', `${base}/${ids[1]}/status`, { status: 'declined' });
    await as('PATCH', `${base}/${ids[2]}`, { currency: 'GBP', amountRequested: '250.50' });
    await as('PUT', `${base}/${ids[3]}/status`, { status: 'withdrawn' });
    await as('POST', `${base}/import`, {
      csv: 'title,currency,amount_requested,status\nImported one,EUR,1.01,awarded\nImported two,CHF,2,drafting',
      commit: true,
    });
    await as('DELETE', `${base}/${ids[1]}`);

    const { kept, recount } = await rollupsAndRecount(t, orgId);
    expect(kept).toEqual(recount);
    expect(kept.length).toBeGreaterThan(3);

    // Deleting the organisation takes its rollups with it.
    await as('DELETE', `/api/orgs/${orgId}`, { confirmName: 'Rollup Org' });
    expect((await rollupsAndRecount(t, orgId)).kept).toEqual([]);
  });

  it('counts a filtered list only up to its limit, and says so', async () => {
    const org = (await createOrganization(t, owner, 'Count Org')).id;
    for (const title of ['Alpha one', 'Alpha two', 'Alpha three', 'Beta']) {
      await as('POST', `/api/orgs/${org}/applications`, { title, currency: 'EUR' });
    }
    const query = { page: 1, pageSize: 2, sort: 'title', direction: 'asc' } as const;
    expect(await repo.listApplications(t.database.db, org, { ...query, q: 'alpha' }, 2)).toMatchObject({
      total: 2,
      exact: false,
    });
    expect(await repo.listApplications(t.database.db, org, { ...query, q: 'alpha' }, 3)).toMatchObject({
      total: 3,
      exact: true,
    });
    // The whole organisation is counted exactly from its rollups.
    expect(await repo.listApplications(t.database.db, org, query, 2)).toMatchObject({ total: 4, exact: true });
    const listed = (await as('GET', `/api/orgs/${org}/applications?q=alpha`)).json();
    expect(listed).toMatchObject({ total: 3, totalExact: true });
  });
});
