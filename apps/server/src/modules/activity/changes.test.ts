import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { changedFields, fieldWords, sameValue } from './changes';

describe('what a change changed', () => {
  it('takes the database and the request spellings of one value as the same', () => {
    expect(sameValue('12500.000', '12500')).toBe(true);
    expect(sameValue('12500.500', '12500.5')).toBe(true);
    expect(sameValue('12500.5', '12500.05')).toBe(false);
    expect(sameValue('17:00:00', '17:00')).toBe(true);
    expect(sameValue(new Date('2027-03-14T17:00:00Z'), new Date('2027-03-14T17:00:00Z'))).toBe(true);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
  });

  it('keeps only the fields that differ, and words each once', () => {
    const diff = changedFields(
      { title: 'Bid', notes: null, deadlineDate: '2027-03-14', deadlineTime: '17:00:00' },
      { title: 'Bid', notes: 'new', deadlineDate: '2027-03-15', deadlineTime: '17:00' },
    );
    expect(diff).toEqual({
      changed: ['notes', 'deadlineDate'],
      before: { notes: null, deadlineDate: '2027-03-14' },
      after: { notes: 'new', deadlineDate: '2027-03-15' },
    });
    expect(
      fieldWords(['deadlineDate', 'deadlineTime', 'notes'], {
        deadlineDate: 'deadline',
        deadlineTime: 'deadline',
        notes: 'notes',
      }),
    ).toBe('deadline, notes');
  });
});

describe('the activity log records real changes only, in the words of the pages', () => {
  let t: TestApp;
  let owner: TestUser;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp();
    orgId = (await createOrganization(t, owner, 'Words Org')).id;
  });
  afterAll(() => t.close());

  const summaries = async () =>
    (await requestAs(t, owner, 'GET', `/api/orgs/${orgId}/activity`))
      .json()
      .entries.map((entry: { summary: string }) => entry.summary) as string[];

  it('names the settings the way the settings page does, and records nothing for a save without change', async () => {
    await requestAs(t, owner, 'PATCH', `/api/orgs/${orgId}`, { useOrganizationBranding: true, brandName: 'Words' });
    expect((await summaries())[0]).toBe(
      'set the brand name to Words, turned on "Show our logo and brand name in the navigation"',
    );
    const count = (await summaries()).length;
    const same = await requestAs(t, owner, 'PATCH', `/api/orgs/${orgId}`, {
      name: 'Words Org',
      useOrganizationBranding: true,
    });
    expect(same.statusCode).toBe(200);
    expect(await summaries()).toHaveLength(count);
  });

  it("lists an application's changed fields, and nothing for a save that sends the same values", async () => {
    const base = `/api/orgs/${orgId}/applications`;
    const created = (
      await requestAs(t, owner, 'POST', base, {
        title: 'Kelp Forest Bid',
        currency: 'EUR',
        amountRequested: '12500',
        deadline: { date: '2027-03-14', time: '17:00', timeZone: 'Europe/London' },
      })
    ).json();
    const count = (await summaries()).length;
    const resent = await requestAs(t, owner, 'PATCH', `${base}/${created.id}`, {
      title: 'Kelp Forest Bid',
      amountRequested: '12500.00',
      deadline: { date: '2027-03-14', time: '17:00', timeZone: 'Europe/London' },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await summaries()).toHaveLength(count);
    await requestAs(t, owner, 'PATCH', `${base}/${created.id}`, {
      amountRequested: '15000',
      deadline: { date: '2027-03-21', time: '17:00', timeZone: 'Europe/London' },
    });
    expect((await summaries())[0]).toBe('updated the application Kelp Forest Bid: amount requested, deadline');
  });
});
