import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RANK_LIMIT } from '@grantpilot/shared/contracts/common';
import { RECENT_CANDIDATES } from '../../lib/search';
import { createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

type Listed = { id: string; title: string };

/** Search ranked by relevance, bounded by its page (decision 034). */
describe('application search', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Sam Searcher' });
  });
  afterAll(() => t.close());

  const as = (method: string, url: string, payload?: unknown) => requestAs(t, owner, method, url, payload);
  const list = async (org: string, query: string) => {
    const response = await as('GET', `/api/orgs/${org}/applications?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ applications: Listed[]; total: number; totalExact: boolean }>();
  };
  const titles = async (org: string, query: string) => (await list(org, query)).applications.map((a) => a.title);
  const add = async (org: string, body: Record<string, unknown>) => {
    const response = await as('POST', `/api/orgs/${org}/applications`, { currency: 'EUR', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };
  /** Moves applications back in time, as if nobody had touched them for `days`. */
  const age = (ids: string[], days: number) =>
    t.database.db.execute(
      sql`update applications set updated_at = now() - make_interval(days => ${days}) where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  /** `count` applications named `title` 1…count, changed `days` ago (the first the latest), straight into the table. */
  const bulk = (org: string, title: string, count: number, days: number) =>
    t.database.db.execute(sql`
      insert into applications (organization_id, title, currency, created_at, updated_at)
      select ${org}, ${title} || ' ' || n, 'EUR',
             now() - make_interval(days => ${days}, secs => n), now() - make_interval(days => ${days}, secs => n)
      from generate_series(1, ${count}) as n`);

  it('ranks a match in the title or reference above the funder’s name, and that above the programme', async () => {
    const org = (await createOrganization(t, owner, 'Ranking Org')).id;
    await add(org, { title: 'Coastal survey', programme: 'River grants' });
    await add(org, { title: 'Archive', funderName: 'River Trust' });
    const walk = await add(org, { title: 'River walk' });
    await add(org, { title: 'Budget', reference: 'RIVER-22' });
    await add(org, { title: 'Nothing to see' });
    // Equal relevance: the latest changed first, then the id.
    await age([walk.id], 1);
    await add(org, { title: 'Old river map' });

    expect(await titles(org, 'q=river')).toEqual([
      'Old river map',
      'Budget',
      'River walk',
      'Archive',
      'Coastal survey',
    ]);
    expect(await titles(org, 'q=riv&sort=relevance&direction=asc')).toEqual(await titles(org, 'q=river'));
    // An order asked for is kept; relevance without words is the last changed first.
    expect(await titles(org, 'q=river&sort=title&direction=asc')).toEqual([
      'Archive',
      'Budget',
      'Coastal survey',
      'Old river map',
      'River walk',
    ]);
    expect((await titles(org, 'sort=relevance'))[0]).toBe('Old river map');
    expect(await list(org, 'q=river')).toMatchObject({ total: 5, totalExact: true });
  });

  describe('in an organisation of more applications than a search reads in order', () => {
    let big: string;
    let other: string;
    let ids: { needle: string; reference: string; funded: string };
    beforeAll(async () => {
      big = (await createOrganization(t, owner, 'Big Org')).id;
      other = (await createOrganization(t, owner, 'Other Org')).id;
      const needle = await add(big, { title: 'Needle in the haystack' });
      const programme = await add(big, { title: 'Something else', programme: 'Needle programme' });
      const reference = await add(big, { title: 'Coastal survey', reference: 'ESRC-2026-0042' });
      const funded = await add(big, { title: 'Youth theatre', funderName: 'Paul Hamlyn Foundation' });
      await age([needle.id, programme.id, reference.id, funded.id], 30);
      ids = { needle: needle.id, reference: reference.id, funded: funded.id };
      // More old matches of "bulk" than a search ranks, then more recent applications than it reads in order.
      await bulk(big, 'Bulk application', SEARCH_RANK_LIMIT + 100, 10);
      await bulk(big, 'Recent filler', RECENT_CANDIDATES, 1);
      await add(other, { title: 'Needle of another organisation' });
      await add(other, { title: 'Bulk of another organisation' });
    });

    it('finds old applications by title, reference and funder’s name through the index, best first', async () => {
      expect(await titles(big, 'q=needle')).toEqual(['Needle in the haystack', 'Something else']);
      expect(await list(big, 'q=needle')).toMatchObject({ total: 2, totalExact: true });
      expect((await list(big, 'q=esrc%202026-0042')).applications.map((a) => a.id)).toEqual([ids.reference]);
      expect((await list(big, 'q=hamlyn')).applications.map((a) => a.id)).toEqual([ids.funded]);
      expect(await titles(big, 'q=nothing%20like%20this')).toEqual([]);
    });

    it('never shows another organisation’s applications', async () => {
      expect(await titles(other, 'q=needle')).toEqual(['Needle of another organisation']);
      expect(await titles(other, 'q=bulk')).toEqual(['Bulk of another organisation']);
      const found = await list(big, 'q=bulk&pageSize=100');
      expect(found.applications.every((a) => a.title.startsWith('Bulk application'))).toBe(true);
    });

    it('stops at the bound instead of counting every match, and pages through what it ranked', async () => {
      // Few recent matches: the index gives SEARCH_RANK_LIMIT + 1 and stops.
      const first = await list(big, 'q=bulk&pageSize=100');
      expect(first).toMatchObject({ total: SEARCH_RANK_LIMIT + 1, totalExact: false });
      const second = await list(big, 'q=bulk&pageSize=100&page=2');
      expect(second.total).toBe(first.total);
      const seen = new Set([...first.applications, ...second.applications].map((a) => a.id));
      expect(seen.size).toBe(200);
      const last = await list(big, `q=bulk&pageSize=100&page=${Math.ceil((SEARCH_RANK_LIMIT + 1) / 100)}`);
      expect(last.applications.length).toBe((SEARCH_RANK_LIMIT + 1) % 100);
      expect((await list(big, 'q=bulk&pageSize=100&page=100')).applications).toEqual([]);

      // Many recent matches: a broad search, ranked among the recent applications only.
      const broad = await list(big, 'q=recent%20fill');
      expect(broad).toMatchObject({ total: RECENT_CANDIDATES, totalExact: false });
      expect(broad.applications[0]!.title).toBe('Recent filler 1');
      // The explicit orders keep their own bounded count (APPLICATION_COUNT_LIMIT).
      expect(await list(big, 'q=bulk&sort=title')).toMatchObject({ total: SEARCH_RANK_LIMIT + 100, totalExact: true });
    });

    it('shows a change at the next search, however broad', async () => {
      const fresh = await add(big, { title: 'Bulk delivery, fresh' });
      expect((await titles(big, 'q=bulk'))[0]).toBe('Bulk delivery, fresh');
      expect((await titles(big, 'q=recent%20fill'))[0]).toBe('Recent filler 1');
      const renamed = await as('PATCH', `/api/orgs/${big}/applications/${fresh.id}`, {
        title: 'Recent filler, renamed',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await titles(big, 'q=bulk%20deliv')).toEqual([]);
      expect((await titles(big, 'q=recent%20fill'))[0]).toBe('Recent filler, renamed');
      expect((await titles(big, 'q=renamed'))[0]).toBe('Recent filler, renamed');
    });
  });
});
