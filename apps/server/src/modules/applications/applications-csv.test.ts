import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv';
import { addMember, createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

describe('applications as CSV', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let orgId: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Carla Csv' });
    orgId = (await createOrganization(t, owner, 'CSV Org')).id;
    viewer = await addMember(t, orgId, owner, 'viewer');
    base = `/api/orgs/${orgId}/applications`;
    await requestAs(t, owner, 'POST', `/api/orgs/${orgId}/projects`, { name: 'River Project' });
  });
  afterAll(() => t.close());

  const as = (user: TestUser, method: string, url: string, payload?: unknown) =>
    requestAs(t, user, method, url, payload);
  const importCsv = (csv: string, commit = false) => as(owner, 'POST', `${base}/import`, { csv, commit });
  const count = async () => (await as(owner, 'GET', base)).json().total as number;

  const GOOD = [
    'title,funder,project,status,currency,amount_requested,deadline_date,deadline_time,deadline_time_zone,owner_email',
    `Alpha bid,Water Fund,River Project,drafting,EUR,12500.50,2026-09-01,17:00,Europe/Brussels,${'OWNER'}`,
    'Beta bid,Arts Council,,Under review,gbp,800,2026-10-01,,,',
  ].join('\n');

  it('previews a file without writing, then imports it whole', async () => {
    const csv = GOOD.replace('OWNER', owner.email);
    const preview = await importCsv(csv);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ total: 2, valid: 2, errors: [], imported: 0 });
    expect(preview.json().preview[0]).toMatchObject({
      row: 2,
      title: 'Alpha bid',
      funder: 'Water Fund',
      project: 'River Project',
      status: 'drafting',
      amountRequested: '12500.50',
      deadline: '2026-09-01 17:00 (Europe/Brussels)',
    });
    expect(preview.json().preview[1]).toMatchObject({
      status: 'under_review',
      currency: 'GBP',
      deadline: '2026-10-01 23:59 (UTC)',
    });
    expect(await count()).toBe(0);

    const committed = await importCsv(csv, true);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json().imported).toBe(2);
    expect(await count()).toBe(2);
    const feed = (await as(owner, 'GET', `/api/orgs/${orgId}/activity?limit=100`)).json().entries;
    // Written in one transaction, the entries keep their order: the import comes after its funders.
    expect(feed.slice(0, 3).map((entry: { summary: string }) => entry.summary)).toEqual([
      'imported 2 applications from a CSV file',
      'added the funder Arts Council',
      'added the funder Water Fund',
    ]);
    // Paging one entry at a time visits every entry once, even those written in the same millisecond.
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { entries: { id: string }[]; nextCursor: string | null } = (
        await as(owner, 'GET', `/api/orgs/${orgId}/activity?limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      walked.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(feed.map((entry: { id: string }) => entry.id));
  });

  it('reports every bad row with its line, column and reason, and writes nothing', async () => {
    const csv = [
      'Title;Currency;Amount requested;Deadline date;Status;Project;Owner email',
      'Fine row;EUR;100;2026-01-01;prospect;;',
      'x;EURO;1,5;2026-02-30;won;Nowhere;nobody@example.org',
    ].join('\r\n');
    const before = await count();
    const preview = (await importCsv(csv)).json();
    expect(preview).toMatchObject({ total: 2, valid: 1 });
    expect(preview.errors).toEqual([
      { row: 3, column: 'title', reason: 'must be at least 3 characters' },
      { row: 3, column: 'currency', reason: 'must be an ISO 4217 currency code such as EUR' },
      { row: 3, column: 'status', reason: expect.stringContaining('must be one of prospect') },
      { row: 3, column: 'project', reason: 'no project is named "Nowhere"' },
      { row: 3, column: 'owner_email', reason: 'nobody@example.org is not a member of the organisation' },
      { row: 3, column: 'deadline_date', reason: 'must be a date such as 2026-11-23' },
    ]);
    const refused = await importCsv(csv, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'The file has 6 problems; nothing was imported. Fix them, or import only the rows without problems.',
    );
    expect(refused.json().error.details[0]).toEqual({ path: 'row 3, title', message: 'must be at least 3 characters' });
    expect(await count()).toBe(before);
  });

  it('refuses files it cannot read with a clear message', async () => {
    const message = async (csv: string, commit = false) => (await importCsv(csv, commit)).json().error.message;
    // Columns no field is mapped to are left out; without a currency column, nothing can be made.
    const unmapped = (await importCsv('title,colour\nA,red')).json();
    expect(unmapped).toMatchObject({
      headers: ['title', 'colour'],
      mapping: { title: 'title' },
      valid: 0,
      preview: [],
    });
    expect(unmapped.errors).toEqual([
      { row: 1, column: 'currency', reason: 'Choose the column of the file that holds the currency.' },
    ]);
    expect(await message('title,colour\nA,red', true)).toBe('Choose the column of the file that holds the currency.');
    expect(await message('title,currency\n"Open quote,EUR')).toMatch(/^The file is not valid CSV/);
    expect((await importCsv('')).statusCode).toBe(400);
    expect((await as(viewer, 'POST', `${base}/import`, { csv: GOOD })).statusCode).toBe(403);
  });

  it('exports the filtered table in the columns the import reads, which imports back', async () => {
    const exported = await as(viewer, 'GET', `${base}/export.csv?status=drafting`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(exported.body);
    expect(header).toContain('amount_requested');
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(row).toMatchObject({
      title: 'Alpha bid',
      funder: 'Water Fund',
      project: 'River Project',
      status: 'drafting',
      amount_requested: '12500.50',
      deadline_time_zone: 'Europe/Brussels',
      owner_email: owner.email,
    });

    const otherOrg = (await createOrganization(t, owner, 'Round Trip Org')).id;
    await as(owner, 'POST', `/api/orgs/${otherOrg}/projects`, { name: 'River Project' });
    const roundTrip = await as(owner, 'POST', `/api/orgs/${otherOrg}/applications/import`, {
      csv: exported.body,
      commit: true,
    });
    expect(roundTrip.json()).toMatchObject({ imported: 1, errors: [] });
  });
});
