import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE } from '@grantpilot/shared/constants';
import { bearer, createOrganization, verifyEmail } from '../../testing/org-fixtures';
import {
  createTestApp,
  eventually,
  keepDatabaseOpen,
  TEST_PUBLIC_URL,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { uploadAs } from '../../testing/uploads';

const ADMIN_EMAIL = 'root@example.com';

describe('instance administration (/api/admin)', () => {
  let t: TestApp;
  let admin: TestUser;
  let ada: TestUser;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    // The role is granted to a listed address once it is verified.
    admin = await verifyEmail(t, await t.signUp({ email: ADMIN_EMAIL, name: 'Root Admin' }));
    ada = await t.signUp({ name: 'Ada Lovelace', email: 'ada.lovelace@example.com' });
    orgId = (await createOrganization(t, ada, 'Analytical Engines')).id;
    expect((await uploadAs(t, ada, orgId, 'call.txt', 'A call for proposals.\n')).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const get = (url: string, user?: TestUser) => t.app.inject({ url, headers: user ? bearer(user) : {} });
  const post = (url: string, user: TestUser) => t.app.inject({ method: 'POST', url, headers: bearer(user) });
  const signIn = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: user.email, password: user.password },
    });

  it('answers 404 to a signed-in user without the admin role, and 401 without a token', async () => {
    for (const url of ['/api/admin/users', '/api/admin/organizations', '/api/admin/health']) {
      const notAdmin = await get(url, ada);
      expect(notAdmin.statusCode, url).toBe(404);
      expect(notAdmin.body).not.toContain(ada.email);
      expect((await get(url)).statusCode, url).toBe(401);
    }
    expect((await post(`/api/admin/users/${admin.uid}/disable`, ada)).statusCode).toBe(404);
  });

  it('lists accounts with verification, organisations and last sign-in; searches name or email', async () => {
    const response = await get('/api/admin/users?q=LOVELACE', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 1 });
    expect(body.users).toEqual([
      expect.objectContaining({
        uid: ada.uid,
        email: ada.email,
        name: 'Ada Lovelace',
        emailVerified: false,
        disabledAt: null,
        lastSignInAt: expect.any(String),
        organizations: [{ id: orgId, name: 'Analytical Engines', role: 'owner' }],
      }),
    ]);
    const all = (await get('/api/admin/users', admin)).json();
    expect(all.users.map((user: { email: string }) => user.email)).toEqual([ada.email, ADMIN_EMAIL]);
    expect(all.users[1].emailVerified).toBe(true);
    // Narrowed to one state.
    const verified = (await get('/api/admin/users?state=verified', admin)).json();
    expect(verified.users.map((user: { email: string }) => user.email)).toEqual([ADMIN_EMAIL]);
    expect((await get('/api/admin/users?state=unverified&q=ada', admin)).json().total).toBe(1);
    expect((await get('/api/admin/users?state=disabled', admin)).json().total).toBe(0);
    expect((await get('/api/admin/users?state=gone', admin)).statusCode).toBe(400);
    // Wildcards are searched as written.
    expect((await get('/api/admin/users?q=%25', admin)).json().total).toBe(0);
  });

  it('pages and bounds its lists: bad paging or an overlong search is a 400, never a 5xx', async () => {
    const second = (await get('/api/admin/users?pageSize=1&page=2', admin)).json();
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(second.users).toHaveLength(1);
    for (const query of ['pageSize=101', 'page=0', 'page=x', `q=${'a'.repeat(201)}`]) {
      expect((await get(`/api/admin/users?${query}`, admin)).statusCode, query).toBe(400);
      expect((await get(`/api/admin/organizations?${query}`, admin)).statusCode, query).toBe(400);
    }
  });

  it('lists organisations with members, owners and the storage their documents use', async () => {
    const response = await get('/api/admin/organizations?q=engines', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().organizations).toEqual([
      expect.objectContaining({
        id: orgId,
        name: 'Analytical Engines',
        memberCount: 1,
        owners: [ada.email],
        documentCount: 1,
        storageBytes: 'A call for proposals.\n'.length,
      }),
    ]);
  });

  it("shows an organisation's members, owners first; an unknown or malformed id is a 404 or 400", async () => {
    const response = await get(`/api/admin/organizations/${orgId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: orgId,
      memberCount: 1,
      members: [{ uid: ada.uid, email: ada.email, role: 'owner', disabledAt: null }],
    });
    expect((await get('/api/admin/organizations/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    expect((await get('/api/admin/organizations/not-an-id', admin)).statusCode).toBe(400);
    expect((await get(`/api/admin/organizations/${orgId}`, ada)).statusCode).toBe(404);
  });

  it('disables an account: its token is refused at once, its sign-in says it is disabled; enabling lifts both', async () => {
    // Used once before, so the token sits in the verifier's cache.
    expect((await get('/api/orgs', ada)).statusCode).toBe(200);
    const disabled = await post(`/api/admin/users/${ada.uid}/disable`, admin);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ uid: ada.uid, disabledAt: expect.any(String) });
    expect((await get('/api/admin/users?state=disabled', admin)).json().users).toEqual([
      expect.objectContaining({ uid: ada.uid }),
    ]);

    const refused = await get('/api/orgs', ada);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toEqual({ code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE });
    const signInRefused = await signIn(ada);
    expect(signInRefused.statusCode).toBe(401);
    expect(signInRefused.json().error).toEqual({ code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE });
    // Its sessions ended: no new token can be had from them.
    expect((await t.app.inject({ url: '/api/auth/token', headers: { cookie: ada.cookie } })).statusCode).toBe(401);

    const enabled = await post(`/api/admin/users/${ada.uid}/enable`, admin);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().disabledAt).toBeNull();
    expect((await get('/api/orgs', ada)).statusCode).toBe(200);
    expect((await signIn(ada)).statusCode).toBe(200);
  });

  it('refuses to disable your own account (409) and an unknown one (404)', async () => {
    const self = await post(`/api/admin/users/${admin.uid}/disable`, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('You cannot disable your own account. Ask another administrator.');
    expect((await get('/api/orgs', admin)).statusCode).toBe(200);
    expect((await post('/api/admin/users/no-such-user/disable', admin)).statusCode).toBe(404);
    const tooLong = await post(`/api/admin/users/${'x'.repeat(129)}/disable`, admin);
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
  });

  it('tells another instance on the same database of a disabling, and of the enabling, within its refresh', async () => {
    const other = await createTestApp({ database: keepDatabaseOpen(t.database), env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    try {
      const bob = await t.signUp();
      const read = () => other.app.inject({ url: '/api/orgs', headers: bearer(bob) });
      expect((await read()).statusCode).toBe(200);
      expect((await post(`/api/admin/users/${bob.uid}/disable`, admin)).statusCode).toBe(200);
      await eventually(async () => ((await read()).statusCode === 401 ? true : undefined), 15_000);
      expect((await read()).json().error.code).toBe('ACCOUNT_DISABLED');
      expect((await post(`/api/admin/users/${bob.uid}/enable`, admin)).statusCode).toBe(200);
      await eventually(async () => ((await read()).statusCode === 200 ? true : undefined), 15_000);
    } finally {
      await other.close();
    }
  });

  it("reports the installation's health with real figures", async () => {
    await t.app.jobs.start();
    await t.app.jobs.schedule('purge-deleted-documents', '17 3 * * *');
    const response = await get('/api/admin/health', admin);
    expect(response.statusCode).toBe(200);
    const health = response.json();
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    // The database the suite runs on: PGlite by default, PostgreSQL in CI's second run.
    expect(health.database.kind).toBe(t.database.kind);
    expect(health.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(health.migrations.applied).toBe(health.migrations.expected);
    expect(health.migrations.latest).toMatch(/^\d{4}_/);
    expect(health.jobs.running).toBe(true);
    expect(health.jobs.queues).toContainEqual(
      expect.objectContaining({ name: 'purge-deleted-documents', cron: '17 3 * * *', failedCount: 0 }),
    );
    expect(health.jobs.queues).toContainEqual(expect.objectContaining({ name: 'extract-document', cron: null }));
    // The test app writes mail to the outbox: the verification messages are there.
    expect(health.mail.transport).toBe('outbox');
    expect(health.mail.outboxMessages).toBeGreaterThanOrEqual(2);
  });
});
