import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestUser } from '../../testing/test-app';

describe('calendar feed', () => {
  let t: TestApp;
  let owner: TestUser;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Cal Owner' });
    orgId = (await createOrganization(t, owner, 'Calendar Org')).id;
  });
  afterAll(() => t.close());

  const as = (user: TestUser, method: string, url: string, payload?: unknown) =>
    requestAs(t, user, method, url, payload);
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('is off until made; its address can be read again by its owner only', async () => {
    const stranger = await t.signUp();
    expect((await as(stranger, 'GET', '/api/me/calendar-feed')).json()).toEqual({
      active: false,
      createdAt: null,
      url: null,
      alarm: 'none',
    });
    const made = await as(owner, 'POST', '/api/me/calendar-feed');
    expect(made.statusCode).toBe(201);
    const { url } = made.json();
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await as(owner, 'GET', '/api/me/calendar-feed')).json()).toMatchObject({ active: true, url });
    expect((await as(stranger, 'GET', '/api/me/calendar-feed')).json()).toMatchObject({ active: false, url: null });
    expect((await t.app.inject({ method: 'POST', url: '/api/me/calendar-feed' })).statusCode).toBe(401);
  });

  it('gives each event the alarm the user chose, kept when a new address is made', async () => {
    const user = await t.signUp();
    const org = (await createOrganization(t, user, 'Alarm Org')).id;
    await as(user, 'POST', `/api/orgs/${org}/applications`, {
      title: 'Alarmed bid',
      currency: 'EUR',
      deadline: { date: '2026-09-01', time: '12:00', timeZone: 'UTC' },
    });
    // No feed yet: nothing to set the alarm on.
    expect((await as(user, 'PATCH', '/api/me/calendar-feed', { alarm: 'one_day' })).statusCode).toBe(404);
    await as(user, 'POST', '/api/me/calendar-feed');
    const eventOf = async () => {
      const { url } = (await as(user, 'GET', '/api/me/calendar-feed')).json();
      const calendar = new ICAL.Component(ICAL.parse((await fetchFeed(url)).body));
      return calendar.getFirstSubcomponent('vevent')!;
    };
    const trigger = (vevent: ICAL.Component) =>
      (
        vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger') as ICAL.Duration | undefined
      )?.toSeconds();

    // A timed deadline lasts a while: its end is later than its start (RFC 5545).
    const event = new ICAL.Event(await eventOf());
    expect(event.endDate.compare(event.startDate)).toBe(1);
    expect(trigger(await eventOf())).toBeUndefined();

    for (const [alarm, seconds] of [
      ['one_hour', -3600],
      ['one_day', -86_400],
      ['one_week', -7 * 86_400],
    ] as const) {
      const changed = await as(user, 'PATCH', '/api/me/calendar-feed', { alarm });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ active: true, alarm });
      const vevent = await eventOf();
      expect(trigger(vevent)).toBe(seconds);
      expect(vevent.getFirstSubcomponent('valarm')!.getFirstPropertyValue('action')).toBe('DISPLAY');
    }
    const renewed = (await as(user, 'POST', '/api/me/calendar-feed')).json();
    expect(renewed.alarm).toBe('one_week');
    expect(trigger(await eventOf())).toBe(-7 * 86_400);

    const refused = await as(user, 'PATCH', '/api/me/calendar-feed', { alarm: 'P1D' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('holds deadlines, internal deadlines and the user’s tasks as valid iCalendar', async () => {
    const title = 'Ünïcode, commas; and a very long title that needs folding across several lines of the feed';
    const application = (
      await as(owner, 'POST', `/api/orgs/${orgId}/applications`, {
        title,
        funderName: 'Calendar Fund',
        currency: 'EUR',
        deadline: { date: '2026-07-15', time: '17:00', timeZone: 'Europe/Brussels' },
        internalDeadline: '2026-07-08',
      })
    ).json();
    await as(owner, 'POST', `/api/orgs/${orgId}/applications/${application.id}/tasks`, {
      title: 'Budget sign-off',
      assigneeUserId: owner.uid,
      dueDate: '2026-07-01',
    });
    await as(owner, 'POST', `/api/orgs/${orgId}/applications/${application.id}/tasks`, { title: 'No date' });
    // Another organisation's deadlines never reach this user's feed.
    const other = await t.signUp();
    const otherOrg = (await createOrganization(t, other, 'Other')).id;
    await as(other, 'POST', `/api/orgs/${otherOrg}/applications`, {
      title: 'Secret bid',
      currency: 'EUR',
      deadline: { date: '2026-07-20', time: '12:00', timeZone: 'UTC' },
    });

    const { url } = (await as(owner, 'POST', '/api/me/calendar-feed')).json();
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const bySummary = new Map(events.map((event) => [event.summary, event]));
    expect([...bySummary.keys()].sort()).toEqual([
      `Deadline: ${title}`,
      `Internal deadline: ${title}`,
      'Task due: Budget sign-off',
    ]);
    const deadline = bySummary.get(`Deadline: ${title}`)!;
    expect(deadline.startDate.toJSDate().toISOString()).toBe('2026-07-15T15:00:00.000Z');
    expect(deadline.description).toContain('Due 2026-07-15 17:00 (Europe/Brussels)');
    expect(deadline.uid).toBe(`deadline-${application.id}@grantpilot`);
    const internal = bySummary.get(`Internal deadline: ${title}`)!;
    expect(internal.startDate.isDate).toBe(true);
    expect(internal.startDate.toString()).toBe('2026-07-08');
    expect(bySummary.get('Task due: Budget sign-off')!.startDate.toString()).toBe('2026-07-01');
  });

  it('stops the old address when a new one is made, and when turned off', async () => {
    const first = (await as(owner, 'POST', '/api/me/calendar-feed')).json().url;
    const second = (await as(owner, 'POST', '/api/me/calendar-feed')).json().url;
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect((await as(owner, 'DELETE', '/api/me/calendar-feed')).statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    for (const file of ['x.ics', '../../etc/passwd', `${'a'.repeat(43)}.ics`]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${encodeURIComponent(file)}` })).statusCode).toBe(
        404,
      );
    }
  });
});
