import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

describe('projects', () => {
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let orgId: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Olivia Owner' });
    orgId = (await createOrganization(t, owner, 'Project Org')).id;
    editor = await addMember(t, orgId, owner, 'editor');
    base = `/api/orgs/${orgId}/projects`;
  });
  afterAll(() => t.close());

  const as = (user: TestUser, method: string, url: string, payload?: unknown) =>
    requestAs(t, user, method, url, payload);

  it('creates a project with defaults, exact budget and tags, and logs it', async () => {
    const response = await as(editor, 'POST', base, {
      name: '  Clean Rivers  ',
      summary: 'Water quality monitoring',
      budgetAmount: '125000.5',
      budgetCurrency: 'eur',
      tags: ['Water', 'water', 'Science'],
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      leadUserId: owner.uid,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Clean Rivers',
      status: 'planning',
      budget: { amount: '125000.50', currency: 'EUR' },
      tags: ['water', 'science'],
      lead: { userId: owner.uid, name: 'Olivia Owner' },
    });
    const activity = (
      await as(owner, 'GET', `/api/orgs/${orgId}/activity?entityType=project&entityId=${response.json().id}`)
    ).json();
    expect(activity.entries.map((entry: { summary: string }) => entry.summary)).toEqual([
      'created the project Clean Rivers',
    ]);
  });

  it('refuses bad input field by field', async () => {
    const response = await as(editor, 'POST', base, {
      name: 'ab',
      status: 'dreaming',
      budgetAmount: '1.234',
      budgetCurrency: 'EUR',
      startDate: '2026-02-30',
      endDate: '2025-01-01',
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.status', 'body.startDate']));

    const money = await as(editor, 'POST', base, { name: 'Money', budgetAmount: '1.234', budgetCurrency: 'EUR' });
    expect(money.json().error.details).toEqual([
      { path: 'body.budgetAmount', message: 'has at most 2 decimals in EUR' },
    ]);
    const noCurrency = await as(editor, 'POST', base, { name: 'Money', budgetAmount: '100' });
    expect(noCurrency.json().error.details).toEqual([
      { path: 'body.budgetCurrency', message: 'is needed with a budget amount' },
    ]);
    const order = await as(editor, 'POST', base, { name: 'Dates', startDate: '2026-05-01', endDate: '2026-04-01' });
    expect(order.json().error.details).toEqual([
      { path: 'body.endDate', message: 'must not be before the start date' },
    ]);
    const stranger = await t.signUp();
    const lead = await as(editor, 'POST', base, { name: 'Lead', leadUserId: stranger.uid });
    expect(lead.statusCode).toBe(400);
    expect(lead.json().error.details).toEqual([
      { path: 'body.leadUserId', message: 'must be a member of the organisation' },
    ]);
  });

  it('searches by name and summary prefix, filters by status and tag, sorts and pages', async () => {
    for (const [name, status, tags] of [
      ['Open Science Fund bid', 'active', ['science']],
      ['Youth Theatre', 'active', ['arts']],
      ['Archive of Letters', 'archived', ['arts', 'heritage']],
      ['Solar Schools', 'completed', ['energy']],
    ] as const) {
      expect((await as(editor, 'POST', base, { name, status, tags })).statusCode).toBe(201);
    }
    const names = async (query: string) =>
      (await as(editor, 'GET', `${base}?${query}`)).json().projects.map((project: { name: string }) => project.name);

    expect(await names('q=sci')).toEqual(['Open Science Fund bid']);
    expect(await names('q=water%20qual')).toEqual(['Clean Rivers']);
    expect(await names("q=');drop table projects;--")).toEqual([]);
    expect(await names('status=active&sort=name&direction=asc')).toEqual(['Open Science Fund bid', 'Youth Theatre']);
    expect(await names('status=archived&status=completed&sort=name&direction=asc')).toEqual([
      'Archive of Letters',
      'Solar Schools',
    ]);
    expect(await names('tag=arts&sort=name&direction=asc')).toEqual(['Archive of Letters', 'Youth Theatre']);

    const page = (await as(editor, 'GET', `${base}?pageSize=2&page=2&sort=name&direction=asc`)).json();
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.projects.map((project: { name: string }) => project.name)).toEqual([
      'Open Science Fund bid',
      'Solar Schools',
    ]);
    expect((await as(editor, 'GET', `${base}?pageSize=500`)).statusCode).toBe(400);
    expect((await as(editor, 'GET', `${base}/tags`)).json().tags).toEqual([
      'arts',
      'energy',
      'heritage',
      'science',
      'water',
    ]);
  });

  it('updates, archives and shows a project with its applications and totals', async () => {
    const project = (
      await as(editor, 'POST', base, { name: 'Garden Lab', budgetAmount: '1000', budgetCurrency: 'GBP' })
    ).json();
    const updated = await as(editor, 'PATCH', `${base}/${project.id}`, { status: 'archived', budgetAmount: '1500.25' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'archived', budget: { amount: '1500.25', currency: 'GBP' } });
    const keptAmount = await as(editor, 'PATCH', `${base}/${project.id}`, { budgetCurrency: 'JPY' });
    expect(keptAmount.json().error.details).toEqual([
      {
        path: 'body.budgetCurrency',
        message: 'does not suit the budget of 1500.25: the amount must be a whole number in JPY',
      },
    ]);
    // Sending what is stored changes nothing and logs nothing.
    const same = await as(editor, 'PATCH', `${base}/${project.id}`, { budgetAmount: '1500.25', budgetCurrency: 'GBP' });
    expect(same.statusCode).toBe(200);
    const yen = await as(editor, 'PATCH', `${base}/${project.id}`, { budgetCurrency: 'JPY', budgetAmount: '10.5' });
    expect(yen.json().error.details).toEqual([{ path: 'body.budgetAmount', message: 'must be a whole number in JPY' }]);
    expect((await as(editor, 'PATCH', `${base}/${project.id}`, {})).statusCode).toBe(400);

    const applications = `/api/orgs/${orgId}/applications`;
    for (const [amountRequested, currency] of [
      ['1000.10', 'EUR'],
      ['2000.20', 'EUR'],
      ['500', 'USD'],
    ]) {
      const created = await as(editor, 'POST', applications, {
        title: `Bid ${amountRequested}`,
        funderName: 'Green Trust',
        projectId: project.id,
        currency,
        amountRequested,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const detail = (await as(editor, 'GET', `${base}/${project.id}`)).json();
    expect(detail.applications).toHaveLength(3);
    expect(detail.totals).toEqual([
      { currency: 'EUR', requested: '3000.30', awarded: '0.00', count: 2 },
      { currency: 'USD', requested: '500.00', awarded: '0.00', count: 1 },
    ]);
    const feedOf = async (projectId: string) =>
      (await as(owner, 'GET', `/api/orgs/${orgId}/activity?entityType=project&entityId=${projectId}`))
        .json()
        .entries.map((entry: { summary: string }) => entry.summary);
    // The project's feed tells its whole story: its own changes and its applications'.
    expect(await feedOf(project.id)).toEqual([
      'created the application Bid 500 to Green Trust',
      'created the application Bid 2000.20 to Green Trust',
      'created the application Bid 1000.10 to Green Trust',
      'updated the project Garden Lab: budget, status planning → archived',
      'created the project Garden Lab',
    ]);

    // An application moved to another project: the move shows in the new project's feed, its
    // earlier entries stay with the first; one unlinked shows leaving.
    const other = (await as(editor, 'POST', base, { name: 'Seed Bank' })).json();
    const bids = detail.applications as { id: string; title: string }[];
    const moved = bids.find((bid) => bid.title === 'Bid 500')!;
    expect((await as(editor, 'PATCH', `${applications}/${moved.id}`, { projectId: other.id })).statusCode).toBe(200);
    const unlinked = bids.find((bid) => bid.title === 'Bid 2000.20')!;
    expect((await as(editor, 'PATCH', `${applications}/${unlinked.id}`, { projectId: null })).statusCode).toBe(200);
    expect(await feedOf(other.id)).toEqual([
      'updated the application Bid 500: project',
      'created the project Seed Bank',
    ]);
    expect((await feedOf(project.id)).slice(0, 2)).toEqual([
      'updated the application Bid 2000.20: project',
      'created the application Bid 500 to Green Trust',
    ]);
    // Not a project id: no entries, not an error.
    expect(await feedOf('not-a-project')).toEqual([]);

    // Paged two at a time, the feed is the same, in the same order.
    const paged: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const url: string = `/api/orgs/${orgId}/activity?entityType=project&entityId=${project.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { entries: { summary: string }[]; nextCursor: string | null } = (await as(owner, 'GET', url)).json();
      paged.push(...page.entries.map((entry) => entry.summary));
      cursor = page.nextCursor;
    }
    expect(paged).toEqual(await feedOf(project.id));
  });

  it('lets only admins and owners delete, and hides other organisations’ projects', async () => {
    const project = (await as(editor, 'POST', base, { name: 'Short Lived' })).json();
    expect((await as(editor, 'DELETE', `${base}/${project.id}`)).statusCode).toBe(403);
    expect((await as(owner, 'DELETE', `${base}/${project.id}`)).statusCode).toBe(204);
    expect((await as(owner, 'GET', `${base}/${project.id}`)).statusCode).toBe(404);
    expect((await as(owner, 'GET', `${base}/${randomUUID()}`)).statusCode).toBe(404);
    expect((await as(owner, 'GET', `${base}/not-a-uuid`)).statusCode).toBe(400);

    const other = await t.signUp();
    const otherOrg = (await createOrganization(t, other, 'Other Org')).id;
    const theirs = (await as(other, 'POST', `/api/orgs/${otherOrg}/projects`, { name: 'Their Project' })).json();
    expect((await as(owner, 'GET', `${base}/${theirs.id}`)).statusCode).toBe(404);
    expect((await as(owner, 'PATCH', `${base}/${theirs.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    const linked = await as(owner, 'POST', `/api/orgs/${orgId}/applications`, {
      title: 'Sneaky link',
      projectId: theirs.id,
      currency: 'EUR',
    });
    expect(linked.json().error.details).toEqual([
      { path: 'body.projectId', message: 'is not a project of this organisation' },
    ]);
  });
});
