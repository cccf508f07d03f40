import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { addMember, createOrganization, requestAs } from '../../testing/org-fixtures';
import { decodeQuotedPrintable } from '../../testing/mail';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestUser } from '../../testing/test-app';
import { digestMoment, isoWeek } from './digest-time';

const JOB = 'weekly-digests';
const at = (iso: string) => new Date(iso);

describe('digestMoment', () => {
  it('is due on Monday from 07:00 to 12:00 on the recipient’s own clock, for the ISO week of that Monday', () => {
    // Sunday 23:30 UTC is Monday 01:30 in Berlin (summer time): too early everywhere.
    expect(digestMoment(at('2026-06-07T23:30:00Z'), 'Europe/Berlin').week).toBeNull();
    expect(digestMoment(at('2026-06-08T04:59:00Z'), 'Europe/Berlin').week).toBeNull();
    expect(digestMoment(at('2026-06-08T05:00:00Z'), 'Europe/Berlin').week).toBe('2026-W24');
    expect(digestMoment(at('2026-06-08T10:00:00Z'), 'Europe/Berlin').week).toBeNull();
    expect(digestMoment(at('2026-06-08T05:00:00Z'), 'America/Los_Angeles').week).toBeNull();
    expect(digestMoment(at('2026-06-08T14:00:00Z'), 'America/Los_Angeles').week).toBe('2026-W24');
    expect(digestMoment(at('2026-06-08T07:00:00Z'), 'UTC')).toEqual({
      week: '2026-W24',
      today: '2026-06-08',
      horizon: '2026-06-22',
    });
  });

  it('names ISO weeks across a new year', () => {
    expect(isoWeek(Date.UTC(2029, 11, 31))).toBe('2030-W01');
    expect(isoWeek(Date.UTC(2027, 0, 4))).toBe('2027-W01');
    expect(isoWeek(Date.UTC(2026, 11, 28))).toBe('2026-W53');
  });
});

describe('weekly digest', () => {
  let clock = at('2026-06-01T08:00:00Z');
  let t: TestApp;
  let owner: TestUser;
  let berlin: TestUser;
  let losAngeles: TestUser;
  let orgId: string;

  const digests = async (to: string) =>
    (await t.outbox())
      .map((mail) => decodeQuotedPrintable(mail).replace(/\r\n/g, '\n'))
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes('Subject: Your week in'));

  const setPreferences = async (user: TestUser, preferences: Record<string, unknown>) => {
    const response = await requestAs(t, user, 'PATCH', `/api/settings/${user.uid}`, { preferences });
    expect(response.statusCode, response.body).toBe(200);
  };

  const createApplication = async (org: string, user: TestUser, title: string, date: string) => {
    const response = await requestAs(t, user, 'POST', `/api/orgs/${org}/applications`, {
      title,
      currency: 'EUR',
      deadline: { date, time: '12:00', timeZone: 'UTC' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    owner = await t.signUp({ name: 'Olga Owner' });
    orgId = (await createOrganization(t, owner, 'Digest Org')).id;
    berlin = await addMember(t, orgId, owner, 'editor');
    losAngeles = await addMember(t, orgId, owner, 'editor');
    await setPreferences(berlin, { timeZone: 'Europe/Berlin' });
    await setPreferences(losAngeles, { timeZone: 'America/Los_Angeles' });
    const river = await createApplication(orgId, owner, 'River restoration', '2026-06-15');
    await createApplication(orgId, owner, 'Far-off bid', '2026-07-30');
    for (const [title, dueDate] of [
      ['Write the budget', '2026-06-10'],
      ['Collect letters of support', '2026-06-01'],
      ['Plan the evaluation', '2026-08-01'],
    ]) {
      const task = await requestAs(t, owner, 'POST', `/api/orgs/${orgId}/applications/${river}/tasks`, {
        title,
        dueDate,
        assigneeUserId: berlin.uid,
      });
      expect(task.statusCode, task.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('comes on Monday morning in Berlin for a user in Europe/Berlin, not on Sunday night UTC, and later in Los Angeles', async () => {
    // Sunday 23:30 UTC: Monday has begun in Berlin, but it is not morning yet.
    clock = at('2026-06-07T23:30:00Z');
    await t.app.jobs.runNow(JOB);
    expect(await digests(berlin.email)).toHaveLength(0);

    // 07:15 in Berlin; still Sunday night in Los Angeles.
    clock = at('2026-06-08T05:15:00Z');
    await t.app.jobs.runNow(JOB);
    await t.app.jobs.runNow(JOB);
    const [mail, ...more] = await digests(berlin.email);
    expect(more).toHaveLength(0);
    expect(mail).toContain('Subject: Your week in GrantPilot: 1 deadline, 2 tasks, ');
    expect(mail).toContain('Times are in your time zone, Europe/Berlin.');
    expect(mail).toContain('Digest Org');
    // 12:00 UTC stated in the recipient's zone: 14:00 in Berlin in June.
    expect(mail).toContain('- River restoration: 2026-06-15 at 14:00');
    expect(mail).not.toContain('- Far-off bid:');
    expect(mail).toContain('- Write the budget (River restoration): due 2026-06-10');
    expect(mail).toContain('- Collect letters of support (River restoration): overdue since 2026-06-01');
    expect(mail).not.toContain('- Plan the evaluation (');
    expect(mail).toMatch(/\d+ changes in the past 7 days, the latest:/);
    expect(mail).toContain(`Turn it off in Settings:\n${TEST_PUBLIC_URL}/settings`);
    expect(await digests(losAngeles.email)).toHaveLength(0);

    // 07:15 UTC: the owner, who chose no zone, gets theirs (see below); Los Angeles still sleeps.
    clock = at('2026-06-08T07:15:00Z');
    await t.app.jobs.runNow(JOB);
    expect(await digests(losAngeles.email)).toHaveLength(0);

    // 07:15 in Los Angeles.
    clock = at('2026-06-08T14:15:00Z');
    await t.app.jobs.runNow(JOB);
    const [later] = await digests(losAngeles.email);
    expect(later).toContain('- River restoration: 2026-06-15 at 05:00');
    expect(later).not.toContain('- Write the budget (');
    expect(await digests(berlin.email)).toHaveLength(1);
  });

  it('comes on Monday morning UTC, and says so, to a user who chose no time zone', async () => {
    // The owner chose no zone: Monday 07:15 UTC was met by the run above.
    const [mail, ...more] = await digests(owner.email);
    expect(more).toHaveLength(0);
    expect(mail).toContain('Times are in UTC');
    expect(mail).toContain('you have not chosen a time zone');
    expect(mail).toContain('- River restoration: 2026-06-15 at 12:00');
  });

  it('goes out once a week even when two instances on one database run at once', async () => {
    clock = at('2026-06-15T05:20:00Z');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      PUBLIC_URL: TEST_PUBLIC_URL,
      AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      LOG_LEVEL: 'silent',
    });
    const second: App = await buildApp({ config, database: t.database, logger: false, now: () => clock });
    try {
      await Promise.all([t.app.jobs.runNow(JOB), second.jobs.runNow(JOB)]);
      clock = at('2026-06-15T06:50:00Z');
      await second.jobs.runNow(JOB);
      await t.app.jobs.runNow(JOB);
      expect(await digests(berlin.email)).toHaveLength(2);
    } finally {
      await second.jobs.stop();
    }
  });

  it('is not sent to a user who turned it off', async () => {
    await setPreferences(losAngeles, { weeklyDigest: false });
    clock = at('2026-06-15T14:30:00Z');
    await t.app.jobs.runNow(JOB);
    expect(await digests(losAngeles.email)).toHaveLength(1);
  });

  it('tells a user only about their own organisations', async () => {
    const outsider = await t.signUp({ name: 'Otto Outsider' });
    const otherOrg = (await createOrganization(t, outsider, 'Other Org')).id;
    await createApplication(otherOrg, outsider, 'Secret bid', '2026-06-25');
    clock = at('2026-06-22T07:10:00Z');
    await t.app.jobs.runNow(JOB);
    const [ours] = (await digests(owner.email)).slice(-1);
    expect(ours).toContain('Digest Org');
    expect(ours).not.toContain('Other Org');
    expect(ours).not.toContain('Secret bid');
    const [theirs, ...more] = await digests(outsider.email);
    expect(more).toHaveLength(0);
    expect(theirs).toContain('- Secret bid: 2026-06-25 at 12:00');
    expect(theirs).not.toContain('Digest Org');
    expect(theirs).not.toContain('River restoration');
  });

  it('is not sent when there is nothing to say', async () => {
    const quiet = await t.signUp({ name: 'Quentin Quiet' });
    await createOrganization(t, quiet, 'Quiet Org');
    // Years later: no deadlines ahead, no tasks due, no changes in the past week.
    clock = at('2030-01-07T08:00:00Z');
    await t.app.jobs.runNow(JOB);
    expect(await digests(quiet.email)).toHaveLength(0);
    // Someone with an overdue task still hears of it.
    expect((await digests(berlin.email)).at(-1)).toContain('overdue since 2026-06-01');
  });
});
