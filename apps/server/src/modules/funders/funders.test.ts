import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

describe('funders', () => {
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let orgId: string;
  let otherOrgId: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Fiona Funders' });
    orgId = (await createOrganization(t, owner, 'Funder Org')).id;
    editor = await addMember(t, orgId, owner, 'editor');
    viewer = await addMember(t, orgId, owner, 'viewer');
    outsider = await t.signUp({ name: 'Otto Outsider' });
    otherOrgId = (await createOrganization(t, outsider, 'Other Org')).id;
    base = `/api/orgs/${orgId}/funders`;

    const application = async (funderName: string, status?: 'awarded' | 'declined' | 'submitted') => {
      const created = await as(editor, 'POST', `/api/orgs/${orgId}/applications`, {
        title: `To ${funderName}`,
        funderName,
        currency: 'EUR',
        status: status ? 'submitted' : 'prospect',
      });
      expect(created.statusCode, created.body).toBe(201);
      if (status && status !== 'submitted') {
        const moved = await as(editor, 'PUT', `/api/orgs/${orgId}/applications/${created.json().id}/status`, {
          status,
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
    };
    await application('Wellcome Trust', 'awarded');
    await application('Wellcome Trust', 'declined');
    await application('Wellcome Trust', 'awarded');
    await application('Wellcome Trust');
    await application('Arts Council', 'submitted');
    for (const name of ['Zeta 100% Fund', 'Ford Foundation', 'Gates_Foundation']) {
      expect((await as(editor, 'POST', base, { name })).statusCode).toBe(201);
    }
    await as(outsider, 'POST', `/api/orgs/${otherOrgId}/funders`, { name: 'Wellcome Elsewhere' });
  });
  afterAll(() => t.close());

  const as = (user: TestUser, method: string, url: string, payload?: unknown) =>
    requestAs(t, user, method, url, payload);

  it('lists funders by name with their figures, a page at a time', async () => {
    const response = await as(viewer, 'GET', `${base}?pageSize=2`);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(list.funders.map((funder: { name: string }) => funder.name)).toEqual(['Arts Council', 'Ford Foundation']);
    expect(list.funders[0].stats).toEqual({ applications: 1, decided: 0, awarded: 0, successRate: null });
    expect(list.funders[1].stats).toEqual({ applications: 0, decided: 0, awarded: 0, successRate: null });

    const next = (await as(viewer, 'GET', `${base}?pageSize=2&page=3`)).json();
    expect(next.funders.map((funder: { name: string }) => funder.name)).toEqual(['Zeta 100% Fund']);

    const wellcome = (await as(viewer, 'GET', `${base}?q=wellcome`)).json();
    expect(wellcome.total).toBe(1);
    expect(wellcome.funders[0]).toMatchObject({
      name: 'Wellcome Trust',
      stats: { applications: 4, decided: 3, awarded: 2, successRate: 67 },
    });
  });

  it('searches names anywhere, in any case, with % and _ taken literally', async () => {
    const names = async (q: string) =>
      (await as(viewer, 'GET', `${base}?q=${encodeURIComponent(q)}`))
        .json()
        .funders.map((funder: { name: string }) => funder.name);
    expect(await names('FOUNDATION')).toEqual(['Ford Foundation', 'Gates_Foundation']);
    expect(await names('%')).toEqual(['Zeta 100% Fund']);
    expect(await names('_')).toEqual(['Gates_Foundation']);
    expect(await names('nobody')).toEqual([]);
  });

  it('refuses a bad page or page size', async () => {
    for (const query of ['page=0', 'pageSize=101', 'pageSize=abc']) {
      expect((await as(viewer, 'GET', `${base}?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('offers every funder by name for choosing one', async () => {
    const response = await as(viewer, 'GET', `${base}/choices`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().funders.map((funder: { name: string }) => funder.name)).toEqual([
      'Arts Council',
      'Ford Foundation',
      'Gates_Foundation',
      'Wellcome Trust',
      'Zeta 100% Fund',
    ]);
    expect(Object.keys(response.json().funders[0]).sort()).toEqual(['id', 'name']);
  });

  it('keeps another organisation out and a viewer from changing anything', async () => {
    for (const url of [base, `${base}/choices`]) {
      expect((await as(outsider, 'GET', url)).statusCode, url).toBe(404);
    }
    const mine = (await as(owner, 'GET', `${base}?q=ford`)).json().funders[0];
    expect((await as(outsider, 'GET', `${base}/${mine.id}`)).statusCode).toBe(404);
    expect((await as(outsider, 'PATCH', `${base}/${mine.id}`, { notes: 'mine now' })).statusCode).toBe(404);
    // Their own organisation's address does not reach this one's funder either.
    expect((await as(outsider, 'GET', `/api/orgs/${otherOrgId}/funders/${mine.id}`)).statusCode).toBe(404);
    const theirs = (await as(outsider, 'GET', `/api/orgs/${otherOrgId}/funders`)).json();
    expect(theirs.funders.map((funder: { name: string }) => funder.name)).toEqual(['Wellcome Elsewhere']);

    expect((await as(viewer, 'POST', base, { name: 'Viewer Fund' })).statusCode).toBe(403);
    expect((await as(viewer, 'PATCH', `${base}/${mine.id}`, { notes: 'viewed' })).statusCode).toBe(403);
    const unchanged = (await as(viewer, 'GET', `${base}/${mine.id}`)).json();
    expect(unchanged.notes).toBeNull();
  });
});
