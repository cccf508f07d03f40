import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RANK_LIMIT } from '@grantpilot/shared/contracts/common';
import { PROJECT_COUNT_LIMIT } from '@grantpilot/shared/contracts/projects';
import { RECENT_CANDIDATES } from '../../lib/search';
import { createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

type Listed = { id: string; name: string };

/** Search ranked by relevance, bounded by its page (decision 034). */
describe('project search', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Pat Projects' });
  });
  afterAll(() => t.close());

  const as = (method: string, url: string, payload?: unknown) => requestAs(t, owner, method, url, payload);
  const list = async (org: string, query: string) => {
    const response = await as('GET', `/api/orgs/${org}/projects?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ projects: Listed[]; total: number; totalExact: boolean }>();
  };
  const names = async (org: string, query: string) => (await list(org, query)).projects.map((p) => p.name);
  const add = async (org: string, body: Record<string, unknown>) => {
    const response = await as('POST', `/api/orgs/${org}/projects`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };
  /** `count` projects named `name` 1…count, changed `days` ago (the first the latest), straight into the table. */
  const bulk = (org: string, name: string, count: number, days: number, status = 'planning') =>
    t.database.db.execute(sql`
      insert into projects (organization_id, name, status, created_at, updated_at)
      select ${org}, ${name} || ' ' || n, ${status}::project_status,
             now() - make_interval(days => ${days}, secs => n), now() - make_interval(days => ${days}, secs => n)
      from generate_series(1, ${count}) as n`);

  it('ranks a match in the name above one in the summary, then the latest changed', async () => {
    const org = (await createOrganization(t, owner, 'Ranked Projects')).id;
    await add(org, { name: 'Coastal survey', summary: 'Water quality along the river' });
    const walk = await add(org, { name: 'River walk' });
    await add(org, { name: 'Library', summary: 'Nothing about water' });
    await t.database.db.execute(sql`update projects set updated_at = now() - interval '1 day' where id = ${walk.id}`);
    await add(org, { name: 'Old river map' });

    expect(await names(org, 'q=river')).toEqual(['Old river map', 'River walk', 'Coastal survey']);
    expect(await list(org, 'q=river')).toMatchObject({ total: 3, totalExact: true });
    expect(await names(org, 'q=river&sort=name&direction=asc')).toEqual([
      'Coastal survey',
      'Old river map',
      'River walk',
    ]);
  });

  it('in a large organisation, finds old projects through the index, stops at the bound and keeps to its own', async () => {
    const big = (await createOrganization(t, owner, 'Many Projects')).id;
    const other = (await createOrganization(t, owner, 'Few Projects')).id;
    const needle = await add(big, { name: 'Needle in the haystack' });
    await t.database.db.execute(
      sql`update projects set updated_at = now() - interval '30 days' where id = ${needle.id}`,
    );
    await bulk(big, 'Bulk project', SEARCH_RANK_LIMIT + 100, 10);
    await bulk(big, 'Recent filler', RECENT_CANDIDATES, 1);
    await add(other, { name: 'Needle elsewhere' });

    expect((await list(big, 'q=needle')).projects.map((p) => p.id)).toEqual([needle.id]);
    expect(await names(other, 'q=needle')).toEqual(['Needle elsewhere']);
    const bounded = await list(big, 'q=bulk&pageSize=100');
    expect(bounded).toMatchObject({ total: SEARCH_RANK_LIMIT + 1, totalExact: false });
    expect(bounded.projects.every((p) => p.name.startsWith('Bulk project'))).toBe(true);
    const next = await list(big, 'q=bulk&pageSize=100&page=2');
    expect(new Set([...bounded.projects, ...next.projects].map((p) => p.id)).size).toBe(200);

    // Many recent matches: a broad search (projects have no count to scale by), ranked among the recent ones.
    const broad = await list(big, 'q=recent%20fill');
    expect(broad).toMatchObject({ total: RECENT_CANDIDATES, totalExact: false });
    expect(broad.projects[0]!.name).toBe('Recent filler 1');

    // Created now: among the recent projects, so the next search has it first.
    await add(big, { name: 'Bulk delivery, fresh' });
    expect((await names(big, 'q=bulk'))[0]).toBe('Bulk delivery, fresh');
  });

  it('counts a filtered list up to PROJECT_COUNT_LIMIT', async () => {
    const org = (await createOrganization(t, owner, 'Countless Projects')).id;
    await bulk(org, 'Counted project', PROJECT_COUNT_LIMIT + 1, 1, 'active');
    expect(await list(org, 'status=active&pageSize=1')).toMatchObject({
      total: PROJECT_COUNT_LIMIT,
      totalExact: false,
    });
    expect(await list(org, 'q=counted&sort=name&pageSize=1')).toMatchObject({
      total: PROJECT_COUNT_LIMIT,
      totalExact: false,
    });
    expect(await list(org, 'pageSize=1')).toMatchObject({ total: PROJECT_COUNT_LIMIT + 1, totalExact: true });
  });
});
