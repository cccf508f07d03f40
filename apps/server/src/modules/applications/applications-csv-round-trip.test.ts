import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

/** Export, then import the very file back: nothing changes unless the user asks for it. */
describe('the CSV round trip', () => {
  let t: TestApp;
  let owner: TestUser;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Rita Round' });
    const orgId = (await createOrganization(t, owner, 'Round Trip Org')).id;
    base = `/api/orgs/${orgId}/applications`;
    for (const title of ['=Plan B', 'Förderung 2027']) {
      const created = await requestAs(t, owner, 'POST', base, { title, currency: 'EUR', funderName: 'Stiftung Nord' });
      expect(created.statusCode, created.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  const list = async () =>
    (await requestAs(t, owner, 'GET', `${base}?sort=title`)).json().applications as { title: string }[];

  it('starts with a byte-order mark and guards formulas', async () => {
    const exported = await requestAs(t, owner, 'GET', `${base}/export.csv`);
    expect(exported.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(exported.body).toContain("'=Plan B");
  });

  it('re-importing an export with "skip existing" creates nothing and keeps every title as it was', async () => {
    const csv = (await requestAs(t, owner, 'GET', `${base}/export.csv`)).body;
    const preview = await requestAs(t, owner, 'POST', `${base}/import`, { csv, existing: 'skip' });
    expect(preview.json()).toMatchObject({ total: 2, created: 0, updated: 0, skipped: 2, errors: [] });
    const committed = await requestAs(t, owner, 'POST', `${base}/import`, { csv, existing: 'skip', commit: true });
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json()).toMatchObject({ created: 0, updated: 0, skipped: 2 });
    expect((await list()).map((application) => application.title).sort()).toEqual(['=Plan B', 'Förderung 2027']);
  });
});
