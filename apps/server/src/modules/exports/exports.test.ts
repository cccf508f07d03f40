import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptInvitation, bearer, createOrganization, invite, requestAs } from '../../testing/org-fixtures';
import { createTestApp, eventually, TEST_PUBLIC_URL, type TestApp, type TestUser } from '../../testing/test-app';
import { linkIn } from '../../testing/mail';
import { multipartFile, uploadAs } from '../../testing/uploads';
import { EXPORTED_TABLES, tableName } from './export-tables.repo';
import { PURGE_EXPORTS_JOB } from './exports.jobs';
import { deleteExport, insertExport } from './exports.repo';
import { exportKey } from './exports.service';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('export my data', () => {
  let t: TestApp;
  let clock = new Date('2026-11-25T10:00:00Z');
  let ada: TestUser;
  let bea: TestUser;
  let cal: TestUser;
  let adaOrg: string;
  let beaOrg: string;
  let calOrg: string;
  const secrets: string[] = [];
  const adaFile = 'Ada wrote this budget narrative, page one.';

  const as = (user: TestUser, method: string, url: string, payload?: unknown) =>
    requestAs(t, user, method, url, payload);

  async function fillOrganization(owner: TestUser, orgId: string, label: string) {
    const project = (
      await as(owner, 'POST', `/api/orgs/${orgId}/projects`, { name: `${label} project`, budgetCurrency: 'EUR' })
    ).json();
    const funder = (await as(owner, 'POST', `/api/orgs/${orgId}/funders`, { name: `${label} Foundation` })).json();
    const application = (
      await as(owner, 'POST', `/api/orgs/${orgId}/applications`, {
        title: `${label} application`,
        funderId: funder.id,
        projectId: project.id,
        currency: 'EUR',
        deadline: { date: '2026-12-01', time: '17:00', timeZone: 'Europe/Berlin' },
      })
    ).json();
    expect(application.id).toBeDefined();
    await as(owner, 'POST', `/api/orgs/${orgId}/applications/${application.id}/tasks`, {
      title: `${label} task`,
      assigneeUserId: owner.uid,
    });
    return { project, funder, application };
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await t.app.jobs.start();
    ada = await t.signUp({ name: 'Ada Exporter' });
    bea = await t.signUp({ name: 'Bea Other' });
    cal = await t.signUp({ name: 'Cal Stranger' });
    adaOrg = (await createOrganization(t, ada, 'Ada Trust')).id;
    beaOrg = (await createOrganization(t, bea, 'Bea Charity')).id;
    calOrg = (await createOrganization(t, cal, 'Cal Foundation')).id;

    // Ada's own organisation, with a row in every table an organisation has.
    const own = await fillOrganization(ada, adaOrg, 'Ada');
    await as(ada, 'PUT', `/api/orgs/${adaOrg}/applications/${own.application.id}/status`, { status: 'in_preparation' });
    const logo = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const logoResponse = await t.app.inject({
      method: 'PUT',
      url: `/api/orgs/${adaOrg}/logo`,
      headers: { ...bearer(ada), 'content-type': 'image/png' },
      payload: logo,
    });
    expect(logoResponse.statusCode, logoResponse.body).toBe(200);
    const photo = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${ada.uid}/photo`,
      headers: { ...bearer(ada), 'content-type': 'image/png' },
      payload: logo,
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const uploaded = await uploadAs(t, ada, adaOrg, 'narrative.txt', adaFile, 'kind=narrative');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const started = await as(ada, 'POST', `/api/orgs/${adaOrg}/analyses`, { documentId: uploaded.json().id });
    expect(started.statusCode, started.body).toBe(201);
    await as(ada, 'POST', `/api/orgs/${adaOrg}/invitations`, { email: 'newcomer@example.com', role: 'viewer' });
    await as(ada, 'POST', '/api/me/calendar-feed');
    const imported = await as(ada, 'POST', `/api/orgs/${adaOrg}/applications/import`, {
      csv: 'Name,Money\nImported bid,EUR\n',
      mapping: { title: 'Name', currency: 'Money' },
      commit: true,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    await as(ada, 'PATCH', `/api/settings/${ada.uid}`, { preferences: { darkMode: true } });
    await t.app.jobs.runNow('deadline-reminders');
    const steps = multipartFile('steps.md', '# Steps taken\n\nAda tried twice.\n');
    const attachment = await t.app.inject({
      method: 'POST',
      url: '/api/support/attachments',
      headers: { ...bearer(ada), ...steps.headers },
      payload: steps.payload,
    });
    expect(attachment.statusCode, attachment.body).toBe(201);
    const ticket = await as(ada, 'POST', '/api/support/tickets', {
      subject: 'Ada needs help',
      category: 'question',
      message: 'How do I export?',
      attachmentIds: [attachment.json().id],
    });
    expect(ticket.statusCode, ticket.body).toBe(201);

    // Bea's organisation, where Ada is an editor: only what names Ada is hers.
    const { token } = await invite(t, beaOrg, bea, ada.email, 'editor');
    expect((await acceptInvitation(t, ada, token)).statusCode).toBe(200);
    const beaOwn = await fillOrganization(bea, beaOrg, 'Bea');
    const adaInBea = await as(ada, 'POST', `/api/orgs/${beaOrg}/applications`, {
      title: 'Ada bid for Bea',
      currency: 'EUR',
    });
    expect(adaInBea.statusCode, adaInBea.body).toBe(201);
    secrets.push(bea.email, beaOwn.project.id, beaOwn.application.id, beaOwn.funder.id);
    // Cal's organisation: nothing of it is Ada's.
    const calOwn = await fillOrganization(cal, calOrg, 'Cal');
    secrets.push(calOrg, cal.email, calOwn.project.id, calOwn.application.id);
  }, 60_000);
  afterAll(() => t.close());

  async function exportOf(user: TestUser) {
    // A minute between two requests, as between two clicks: the newest is listed first.
    clock = new Date(clock.getTime() + 60_000);
    const requested = await as(user, 'POST', '/api/me/data-exports');
    expect(requested.statusCode, requested.body).toBe(202);
    const { id } = requested.json<{ id: string }>();
    // Made by the queue (pg-boss), as in production.
    const listed = await eventually(async () => {
      const exports = (await as(user, 'GET', '/api/me/data-exports')).json().exports;
      return exports[0]?.status === 'ready' ? exports : undefined;
    }, 20_000);
    expect(listed[0]).toMatchObject({ id, status: 'ready', failure: null });
    const file = await as(user, 'GET', `/api/me/data-exports/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    // Named by the day it was asked for, on the app's clock.
    expect(file.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="GrantPilot data export ${clock.toISOString().slice(0, 10)}\\.zip"`),
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    return { id, zip: await JSZip.loadAsync(file.rawPayload) };
  }

  async function rowsOf(zip: JSZip, table: string) {
    const text = await zip.file(`${table}.json`)!.async('string');
    return JSON.parse(text) as Record<string, unknown>[];
  }

  it("holds a row of each table that is the person's, and nothing of anyone else's", async () => {
    const { zip } = await exportOf(ada);
    for (const entry of EXPORTED_TABLES) {
      expect((await rowsOf(zip, tableName(entry.table))).length, tableName(entry.table)).toBeGreaterThan(0);
    }
    expect((await rowsOf(zip, 'users')).map((row) => row.id)).toEqual([ada.uid]);
    expect((await rowsOf(zip, 'organizations')).map((row) => row.id)).toEqual([adaOrg]);
    // In Bea's organisation Ada's membership is hers; Bea's is not.
    const memberships = await rowsOf(zip, 'memberships');
    expect(memberships.filter((row) => row.organization_id === beaOrg).map((row) => row.user_id)).toEqual([ada.uid]);
    const applications = await rowsOf(zip, 'applications');
    expect(applications.map((row) => row.title).sort()).toEqual(['Ada application', 'Ada bid for Bea', 'Imported bid']);

    const everything = (await Promise.all(Object.values(zip.files).map((entry) => entry.async('string')))).join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    // Secrets of the account itself stay behind: password hashes, session tokens, feed tokens.
    for (const row of await rowsOf(zip, 'accounts')) expect(row).not.toHaveProperty('password');
    for (const row of await rowsOf(zip, 'sessions')) expect(row).not.toHaveProperty('token');
    for (const row of await rowsOf(zip, 'calendar_feeds')) {
      expect(row).not.toHaveProperty('token_hash');
      expect(row).not.toHaveProperty('token');
    }
  });

  it('holds the uploaded files and the logo, and a README', async () => {
    const { zip } = await exportOf(ada);
    const names = Object.keys(zip.files);
    const document = names.find((name) => /^files\/documents\/[0-9a-f-]{36}\/1-narrative\.txt$/.test(name));
    expect(document).toBeDefined();
    expect(await zip.file(document!)!.async('string')).toBe(adaFile);
    expect(names).toContain(`files/logos/${adaOrg}.png`);
    expect(names).toContain('files/photo.webp');
    expect(names.some((name) => /^files\/support\/[0-9a-f-]{36}\/[0-9a-f-]{36}-steps\.md$/.test(name))).toBe(true);
    expect(await zip.file('README.txt')!.async('string')).toContain('GrantPilot data export');
  });

  it('is mailed to the person when ready, with a link to their settings', async () => {
    const mail = await eventually(async () =>
      (await t.outbox()).find((message) => message.includes(`To: ${ada.email}`) && message.includes('export')),
    );
    expect(mail).toContain('Subject: Your GrantPilot data export is ready');
    expect(linkIn(mail, '/settings')).toMatch(/^http:\/\/localhost:3000\/settings/);
  });

  it("is the person's alone: another user gets 404, and an unfinished one cannot be downloaded", async () => {
    const { id } = await exportOf(ada);
    expect((await as(bea, 'GET', `/api/me/data-exports/${id}/file`)).statusCode).toBe(404);
    expect(
      (await as(bea, 'GET', '/api/me/data-exports')).json().exports.map((row: { id: string }) => row.id),
    ).not.toContain(id);
    // An export still being made (laid down as the queue would have it, so no job races the test).
    const queued = await insertExport(t.database.db, bea.uid, clock);
    expect((await as(bea, 'GET', `/api/me/data-exports/${queued.id}/file`)).statusCode).toBe(404);
    const again = await as(bea, 'POST', '/api/me/data-exports');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already being made/);
    await deleteExport(t.database.db, queued.id);
    expect((await as(bea, 'GET', '/api/me/data-exports/not-an-id/file')).statusCode).toBe(400);
  });

  it('is deleted, file and all, a week after it was made', async () => {
    const { id } = await exportOf(cal);
    expect(await t.app.storage.exists(exportKey(id))).toBe(true);
    clock = new Date(clock.getTime() + 6 * DAY_MS);
    await t.app.jobs.runNow(PURGE_EXPORTS_JOB);
    expect(await t.app.storage.exists(exportKey(id))).toBe(true);
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    await t.app.jobs.runNow(PURGE_EXPORTS_JOB);
    expect(await t.app.storage.exists(exportKey(id))).toBe(false);
    expect(
      (await as(cal, 'GET', '/api/me/data-exports')).json().exports.map((row: { id: string }) => row.id),
    ).not.toContain(id);
  });

  it("goes with the account: a deleted account's export files are deleted", async () => {
    const leaving = await t.signUp({ name: 'Lee Leaving' });
    const { id } = await exportOf(leaving);
    expect(await t.app.storage.exists(exportKey(id))).toBe(true);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { cookie: leaving.cookie, origin: TEST_PUBLIC_URL },
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.app.storage.exists(exportKey(id))).toBe(false);
  });
});

describe('export my data, with the job queue not running', () => {
  it('says the export could not be started, instead of failing or waiting for ever', async () => {
    const t = await createTestApp();
    try {
      const user = await t.signUp();
      const requested = await requestAs(t, user, 'POST', '/api/me/data-exports');
      expect(requested.statusCode, requested.body).toBe(202);
      expect(requested.json()).toMatchObject({
        status: 'failed',
        failure: expect.stringMatching(/could not be started/),
      });
      // Nothing is left 'being made': the person can ask again.
      expect((await requestAs(t, user, 'POST', '/api/me/data-exports')).statusCode).toBe(202);
    } finally {
      await t.close();
    }
  });
});
