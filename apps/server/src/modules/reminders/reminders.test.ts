import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { addMember, createOrganization, requestAs } from '../../testing/org-fixtures';
import { decodeQuotedPrintable } from '../../testing/mail';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestUser } from '../../testing/test-app';
import { reminderStage } from './reminders.service';

const JOB = 'deadline-reminders';
const at = (iso: string) => new Date(iso);

describe('reminderStage', () => {
  it('is the smallest of 14, 7 and 1 day(s) that the deadline has entered', () => {
    const deadline = at('2026-06-20T12:00:00Z');
    expect(reminderStage(deadline, at('2026-06-06T11:59:00Z'))).toBeNull();
    expect(reminderStage(deadline, at('2026-06-06T12:00:00Z'))).toBe(14);
    expect(reminderStage(deadline, at('2026-06-13T12:00:00Z'))).toBe(7);
    expect(reminderStage(deadline, at('2026-06-15T00:00:00Z'))).toBe(7);
    expect(reminderStage(deadline, at('2026-06-19T12:00:00Z'))).toBe(1);
    expect(reminderStage(deadline, at('2026-06-20T12:00:00Z'))).toBeNull();
  });
});

describe('deadline reminders', () => {
  let clock = at('2026-06-01T08:00:00Z');
  let t: TestApp;
  let owner: TestUser;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    owner = await t.signUp({ name: 'Rita Reminder' });
    orgId = (await createOrganization(t, owner, 'Reminder Org')).id;
  });
  afterAll(() => t.close());

  const reminders = async (to: string) =>
    (await t.outbox())
      .map(decodeQuotedPrintable)
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes('Subject: Deadline'));
  const createApplication = async (
    user: TestUser,
    title: string,
    deadline: { date: string; time: string; timeZone: string },
  ) => {
    const response = await requestAs(t, user, 'POST', `/api/orgs/${orgId}/applications`, {
      title,
      currency: 'EUR',
      deadline,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };

  it('sends the 14, 7 and 1 day reminders to the owner, each once', async () => {
    await createApplication(owner, 'River restoration', {
      date: '2026-06-20',
      time: '14:00',
      timeZone: 'Europe/Brussels',
    });

    await expect(t.app.jobs.runNow(JOB)).resolves.toBeUndefined();
    expect(await reminders(owner.email)).toHaveLength(0);

    clock = at('2026-06-06T12:30:00Z');
    await t.app.jobs.runNow(JOB);
    await t.app.jobs.runNow(JOB);
    const first = await reminders(owner.email);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('Subject: Deadline in 14 days: River restoration');
    expect(first[0]).toContain('2026-06-20 at 14:00 (Europe/Brussels)');
    // A notification: mail clients offer to turn it off, and no auto-responder answers it.
    expect(first[0]).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/settings\/notifications>\r$/m);
    expect(first[0]).toMatch(/^Auto-Submitted: auto-generated\r$/m);

    clock = at('2026-06-13T13:00:00Z');
    await t.app.jobs.runNow(JOB);
    clock = at('2026-06-19T12:30:00Z');
    await t.app.jobs.runNow(JOB);
    await t.app.jobs.runNow(JOB);
    clock = at('2026-06-21T00:00:00Z');
    await t.app.jobs.runNow(JOB);
    const all = await reminders(owner.email);
    expect(all.map((mail) => /Subject: (.*)/.exec(mail)?.[1])).toEqual([
      'Deadline in 14 days: River restoration',
      'Deadline in 7 days: River restoration',
      'Deadline in 24 hours: River restoration',
    ]);
  });

  it('sends nothing twice from another instance or after a restart, even when both sweep at once', async () => {
    const colleague = await t.signUp({ name: 'Ivan Instance' });
    const { id } = await createApplication(owner, 'Shared deadline', {
      date: '2026-07-10',
      time: '12:00',
      timeZone: 'UTC',
    });
    await requestAs(t, owner, 'PATCH', `/api/orgs/${orgId}/applications/${id}`, { ownerUserId: owner.uid });
    clock = at('2026-07-09T13:00:00Z');

    // A second server on the same database, as after a restart or beside this one.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      PUBLIC_URL: TEST_PUBLIC_URL,
      AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      LOG_LEVEL: 'silent',
    });
    const second: App = await buildApp({ config, database: t.database, logger: false, now: () => clock });
    try {
      // Both sweep at the same moment (a doubly fired or retried job): the claim rows decide.
      await Promise.all([t.app.jobs.runNow(JOB), second.jobs.runNow(JOB)]);
      await second.jobs.runNow(JOB);
      await t.app.jobs.runNow(JOB);
      const shared = (await reminders(owner.email)).filter((mail) => mail.includes('Shared deadline'));
      expect(shared).toHaveLength(1);
      expect(await reminders(colleague.email)).toHaveLength(0);
    } finally {
      // Its queue was never started; the database is the first app's to close.
      await second.jobs.stop();
    }
  });

  it('respects the owner’s opt-out and skips applications without an owner', async () => {
    await createApplication(owner, 'Quiet bid', { date: '2026-08-10', time: '12:00', timeZone: 'UTC' });
    const orphan = await createApplication(owner, 'Nobody’s bid', {
      date: '2026-08-10',
      time: '12:00',
      timeZone: 'UTC',
    });
    await requestAs(t, owner, 'PATCH', `/api/orgs/${orgId}/applications/${orphan.id}`, { ownerUserId: null });
    // The owner turns reminders off: nobody is told about either application.
    await requestAs(t, owner, 'PATCH', `/api/settings/${owner.uid}`, { preferences: { reminderEmails: false } });
    clock = at('2026-08-09T13:00:00Z');
    await t.app.jobs.runNow(JOB);
    const mails = (await t.outbox()).filter((mail) => mail.includes('Quiet bid') || mail.includes('Nobody’s bid'));
    expect(mails).toHaveLength(0);
  });

  it('states the time actually left when a reminder goes out late, and reminds only of applications in preparation', async () => {
    // After the other tests' runs: the job runs with the app's clock.
    clock = at('2026-09-01T08:00:00Z');
    const lateOwner = await addMember(t, orgId, owner, 'editor');
    // Created three days before its deadline: its stage is the 7-day one, but three days are left.
    await createApplication(lateOwner, 'Late starter', { date: '2026-09-04', time: '08:00', timeZone: 'UTC' });
    const submitted = await createApplication(lateOwner, 'Already sent', {
      date: '2026-09-05',
      time: '08:00',
      timeZone: 'UTC',
    });
    for (const status of ['drafting', 'submitted']) {
      const moved = await requestAs(t, lateOwner, 'PUT', `/api/orgs/${orgId}/applications/${submitted.id}/status`, {
        status,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await t.app.jobs.runNow(JOB);
    const mails = await reminders(lateOwner.email);
    expect(mails.map((mail) => /Subject: (.*)/.exec(mail)?.[1])).toEqual(['Deadline in 3 days: Late starter']);
    expect(mails[0]).toContain('is due in 3 days:');
  });

  it('reminds of none of the applications past preparation: submitted, under review, awarded, declined, withdrawn', async () => {
    clock = at('2026-10-01T08:00:00Z');
    // A member of their own: the owner of the tests above turned reminders off.
    const grantLead = await addMember(t, orgId, owner, 'editor');
    const paths: Record<string, string[]> = {
      'Past: submitted': ['drafting', 'submitted'],
      'Past: under review': ['drafting', 'submitted', 'under_review'],
      'Past: awarded': ['drafting', 'submitted', 'under_review', 'awarded'],
      'Past: declined': ['drafting', 'submitted', 'under_review', 'declined'],
      'Past: withdrawn': ['withdrawn'],
    };
    for (const [title, moves] of Object.entries(paths)) {
      const { id } = await createApplication(grantLead, title, { date: '2026-10-03', time: '08:00', timeZone: 'UTC' });
      for (const status of moves) {
        const moved = await requestAs(t, grantLead, 'PUT', `/api/orgs/${orgId}/applications/${id}/status`, {
          status,
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
    }
    await createApplication(grantLead, 'Still a prospect', { date: '2026-10-03', time: '08:00', timeZone: 'UTC' });
    await t.app.jobs.runNow(JOB);
    const subjects = (await reminders(grantLead.email)).map((mail) => /Subject: (.*)/.exec(mail)?.[1]);
    expect(subjects).toEqual(['Deadline in 2 days: Still a prospect']);
  });

  it('states the deadline in the recipient’s own time zone, naming the zone, beside the call’s own', async () => {
    clock = at('2026-11-01T08:00:00Z');
    const traveller = await addMember(t, orgId, owner, 'editor');
    const set = await requestAs(t, traveller, 'PATCH', `/api/settings/${traveller.uid}`, {
      preferences: { timeZone: 'America/New_York' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().preferences.timeZone).toBe('America/New_York');
    // 14:00 in Brussels (UTC+1 in November) is 08:00 in New York (UTC-5).
    await createApplication(traveller, 'Transatlantic bid', {
      date: '2026-11-05',
      time: '14:00',
      timeZone: 'Europe/Brussels',
    });
    await t.app.jobs.runNow(JOB);
    const [mail] = await reminders(traveller.email);
    expect(mail).toContain('is due in 4 days: 2026-11-05 at 08:00 (America/New_York, your time zone)');
    expect(mail).toContain('2026-11-05 at 14:00 (Europe/Brussels)');

    // Without a time zone of their own, the deadline is stated in the call's zone, named.
    const local = await addMember(t, orgId, owner, 'editor');
    await createApplication(local, 'Home bid', { date: '2026-11-05', time: '14:00', timeZone: 'Europe/Brussels' });
    await t.app.jobs.runNow(JOB);
    const [home] = await reminders(local.email);
    expect(home).toContain('is due in 4 days: 2026-11-05 at 14:00 (Europe/Brussels)');
    expect(home).toContain('Set your time zone in Settings');
  });

  it('refuses a time zone that is not an IANA zone', async () => {
    const response = await requestAs(t, owner, 'PATCH', `/api/settings/${owner.uid}`, {
      preferences: { timeZone: 'Mars/Olympus' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('body.preferences.timeZone');
  });
});
