import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe('dashboard', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Dana Dashboard' });
  });
  afterAll(() => t.close());

  const as = (method: string, url: string, payload?: unknown) => requestAs(t, owner, method, url, payload);

  it('starts from nothing for a new organisation', async () => {
    const orgId = (await createOrganization(t, owner, 'Empty Org')).id;
    const dashboard = (await as('GET', `/api/orgs/${orgId}/dashboard`)).json();
    expect(dashboard).toMatchObject({
      activeProjects: 0,
      openApplications: 0,
      requested: [],
      awarded: [],
      successRate: null,
      nextDeadline: null,
      upcomingDeadlines: [],
      awardedPerQuarter: [],
    });
    expect(dashboard.pipeline).toHaveLength(7);
    expect(dashboard.pipeline.every((row: { count: number }) => row.count === 0)).toBe(true);
  });

  it('counts, sums per currency, lists the next 30 days of deadlines and awards per quarter', async () => {
    const orgId = (await createOrganization(t, owner, 'Busy Org')).id;
    const url = `/api/orgs/${orgId}/applications`;
    await as('POST', `/api/orgs/${orgId}/projects`, { name: 'Active one', status: 'active' });
    await as('POST', `/api/orgs/${orgId}/projects`, { name: 'Planned one' });
    const add = async (body: Record<string, unknown>) => {
      const response = await as('POST', url, { currency: 'EUR', ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    await add({
      title: 'Soon',
      funderName: 'Fund A',
      amountRequested: '100.10',
      deadline: { date: dateIn(3), time: '12:00', timeZone: 'UTC' },
    });
    await add({
      title: 'Later',
      amountRequested: '200',
      deadline: { date: dateIn(20), time: '12:00', timeZone: 'UTC' },
    });
    await add({
      title: 'Far away',
      amountRequested: '50',
      deadline: { date: dateIn(60), time: '12:00', timeZone: 'UTC' },
    });
    await add({ title: 'Past', deadline: { date: dateIn(-3), time: '12:00', timeZone: 'UTC' } });
    const won = await add({ title: 'Won', status: 'submitted', amountRequested: '1000', amountAwarded: '900.50' });
    const lost = await add({ title: 'Lost', status: 'submitted', currency: 'USD', amountRequested: '300' });
    const gone = await add({ title: 'Gone', amountRequested: '5000' });
    await as('PUT', `${url}/${won.id}/status`, { status: 'awarded' });
    await as('PUT', `${url}/${lost.id}/status`, { status: 'declined' });
    await as('PUT', `${url}/${gone.id}/status`, { status: 'withdrawn' });

    const dashboard = (await as('GET', `/api/orgs/${orgId}/dashboard`)).json();
    expect(dashboard.activeProjects).toBe(1);
    expect(dashboard.openApplications).toBe(4);
    expect(dashboard.requested).toEqual([
      { currency: 'EUR', amount: '1350.10' },
      { currency: 'USD', amount: '300.00' },
    ]);
    expect(dashboard.awarded).toEqual([{ currency: 'EUR', amount: '900.50' }]);
    expect(dashboard).toMatchObject({ decided: 2, awardedCount: 1, successRate: 50 });
    expect(dashboard.nextDeadline).toMatchObject({ title: 'Soon', funderName: 'Fund A' });
    expect(dashboard.upcomingDeadlines.map((item: { title: string }) => item.title)).toEqual(['Soon', 'Later']);
    const counts = Object.fromEntries(
      dashboard.pipeline.map((row: { status: string; count: number }) => [row.status, row.count]),
    );
    expect(counts).toMatchObject({ prospect: 4, awarded: 1, declined: 1, withdrawn: 1 });
    const today = new Date();
    const quarter = `${today.getUTCFullYear()}-Q${Math.floor(today.getUTCMonth() / 3) + 1}`;
    expect(dashboard.awardedPerQuarter).toEqual([{ quarter, currency: 'EUR', amount: '900.50' }]);
  });
});
