import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv';
import { addMember, createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

/** A file from another tool: its own headers, day-first dates, one bad row. */
const OTHER_TOOL = [
  'Grant name;Funding body;Amount;CCY;Due date;Comments',
  'Meadow survey;Green Trust;5000;EUR;31/12/2026;first',
  'No;Green Trust;12;EURO;32/01/2026;bad',
  'Hedge planting;Tree Fund;750;GBP;02/03/2027;',
].join('\n');

describe('CSV import with a mapping, a dry run and existing rows', () => {
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let orgId: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Ida Import' });
    orgId = (await createOrganization(t, owner, 'Import Org')).id;
    editor = await addMember(t, orgId, owner, 'editor');
    viewer = await addMember(t, orgId, owner, 'viewer');
    base = `/api/orgs/${orgId}/applications`;
  });
  afterAll(() => t.close());

  const importAs = (user: TestUser, body: Record<string, unknown>, org = orgId) =>
    requestAs(t, user, 'POST', `/api/orgs/${org}/applications/import`, body);
  const titles = async () =>
    ((await requestAs(t, owner, 'GET', `${base}?sort=title&pageSize=100`)).json().applications as { title: string }[])
      .map((application) => application.title)
      .sort();

  it('dry run: matches the headers, detects day-first dates and shows each row with its problems', async () => {
    const response = await importAs(owner, { csv: OTHER_TOOL });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      total: 3,
      valid: 2,
      created: 2,
      imported: 0,
      dateFormat: 'dmy',
      dateFormatAmbiguous: false,
      headers: ['Grant name', 'Funding body', 'Amount', 'CCY', 'Due date', 'Comments'],
      mapping: {
        title: 'Grant name',
        funder: 'Funding body',
        amount_requested: 'Amount',
        currency: 'CCY',
        deadline_date: 'Due date',
        notes: 'Comments',
      },
    });
    expect(result.preview.map((row: { action: string | null }) => row.action)).toEqual(['create', null, 'create']);
    expect(result.preview[0]).toMatchObject({ deadline: '2026-12-31 23:59 (UTC)', problems: [] });
    expect(result.preview[2]).toMatchObject({ deadline: '2027-03-02 23:59 (UTC)' });
    expect(result.preview[1].problems).toEqual([
      { row: 3, column: 'title', reason: 'must be at least 3 characters' },
      { row: 3, column: 'currency', reason: 'must be an ISO 4217 currency code such as EUR' },
      { row: 3, column: 'deadline_date', reason: 'is not a date in the format 23/11/2026' },
    ]);
    expect(await titles()).toEqual([]);
  });

  it('asks for the date format when the file could be read either way, and reads it as chosen', async () => {
    const csv = 'title,currency,deadline_date\nSpring call,EUR,03/04/2026\n';
    const unsure = (await importAs(owner, { csv })).json();
    expect(unsure).toMatchObject({ dateFormat: null, dateFormatAmbiguous: true, valid: 0 });
    expect(unsure.errors[0].reason).toBe('could be day/month or month/day: choose the date format of the file');
    const chosen = (await importAs(owner, { csv, dateFormat: 'mdy' })).json();
    expect(chosen).toMatchObject({ dateFormat: 'mdy', valid: 1 });
    expect(chosen.preview[0].deadline).toBe('2026-03-04 23:59 (UTC)');
  });

  it('refuses a file with problems unless only the good rows are asked for', async () => {
    const refused = await importAs(owner, { csv: OTHER_TOOL, commit: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'The file has 3 problems; nothing was imported. Fix them, or import only the rows without problems.',
    );
    expect(await titles()).toEqual([]);

    const good = await importAs(owner, { csv: OTHER_TOOL, commit: true, goodRowsOnly: true });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ created: 2, updated: 0, skipped: 0, imported: 2 });
    expect(good.json().errors).toHaveLength(3);
    expect(await titles()).toEqual(['Hedge planting', 'Meadow survey']);
  });

  it('remembers the mapping per user and organisation', async () => {
    const renamed = 'Label;Money;Currency\nPond survey;100;EUR\n';
    const mapping = { title: 'Label', amount_requested: 'Money', currency: 'Currency' };
    const first = (await importAs(owner, { csv: renamed })).json();
    expect(first.mapping).toEqual({ currency: 'Currency' });
    expect((await importAs(owner, { csv: renamed, mapping, commit: true })).json()).toMatchObject({ created: 1 });

    // The same user's next file of that kind needs no mapping again…
    expect((await importAs(owner, { csv: renamed })).json().mapping).toEqual(mapping);
    // …but another member's import, and the same user's in another organisation, start afresh.
    expect((await importAs(editor, { csv: renamed })).json().mapping).toEqual({ currency: 'Currency' });
    const otherOrg = (await createOrganization(t, owner, 'Other Import Org')).id;
    expect((await importAs(owner, { csv: renamed }, otherOrg)).json().mapping).toEqual({ currency: 'Currency' });
    // A mapping naming a column the file does not have is refused with what to do.
    const wrong = await importAs(owner, { csv: renamed, mapping: { title: 'Name', currency: 'Currency' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'The file has no column "Name" (chosen for Title). Choose one of its columns.',
    );
  });

  it('updates or skips the rows that exist, matched by id or else by title and funder', async () => {
    const exported = (await requestAs(t, owner, 'GET', `${base}/export.csv`)).body;
    const [header, ...rows] = parseCsv(exported);
    const column = (name: string) => header!.indexOf(name);
    const meadow = rows.find((row) => row[column('title')] === 'Meadow survey')!;
    meadow[column('amount_requested')] = '6000';
    // Matched by its id although renamed; a row without an id by its title and funder.
    const hedge = rows.find((row) => row[column('title')] === 'Hedge planting')!;
    meadow[column('title')] = 'Meadow survey 2026';
    hedge[column('id')] = '';
    hedge[column('notes')] = 'from the file';
    const brandNew = header!.map((name) => ({ title: 'Brand new bid', currency: 'EUR' })[name] ?? '');
    const csv = [header!, meadow, hedge, brandNew].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');

    const skip = (await importAs(owner, { csv, existing: 'skip' })).json();
    expect(skip).toMatchObject({ created: 1, updated: 0, skipped: 2, errors: [] });
    const update = await importAs(owner, { csv, existing: 'update', commit: true });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ created: 1, updated: 2, skipped: 0, imported: 3 });
    const list = (await requestAs(t, owner, 'GET', `${base}?pageSize=100`)).json().applications as {
      title: string;
      amountRequested: string | null;
      notes: string | null;
    }[];
    expect(list.find((application) => application.title === 'Meadow survey 2026')?.amountRequested).toBe('6000.00');
    expect(list.find((application) => application.title === 'Hedge planting')?.notes).toBe('from the file');
    expect(list.filter((application) => application.title.startsWith('Meadow'))).toHaveLength(1);

    // A status the file changes is not moved by an import: the board keeps each move's dates.
    const moved = csv.replace('"prospect"', '"awarded"');
    const refused = (await importAs(owner, { csv: moved, existing: 'update' })).json();
    expect(refused.errors[0]).toMatchObject({
      column: 'status',
      reason: expect.stringContaining('move it on the board'),
    });
  });

  it('reports a row that repeats an earlier one instead of importing the application twice', async () => {
    const csv = 'title,funder,currency\nTwin bid,Same Fund,EUR\ntwin bid ,same fund,EUR\n';
    const result = (await importAs(owner, { csv })).json();
    expect(result).toMatchObject({ valid: 1, created: 1 });
    expect(result.errors).toEqual([
      { row: 3, column: 'title', reason: 'is the same application as row 2 (same title and funder, or same id)' },
    ]);
  });

  it('offers a template to fill in, to viewers too; only editors import', async () => {
    const template = await requestAs(t, viewer, 'GET', `${base}/import-template.csv`);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toBe('attachment; filename="applications-template.csv"');
    const [header, example] = parseCsv(template.body);
    expect(header).toContain('amount_requested');
    expect(header).not.toContain('id');
    const preview = (await importAs(owner, { csv: template.body })).json();
    expect(preview).toMatchObject({ valid: 1, errors: [] });
    expect(example![0]).toBe('Community garden 2027');
    expect((await importAs(viewer, { csv: template.body })).statusCode).toBe(403);
  });
});
