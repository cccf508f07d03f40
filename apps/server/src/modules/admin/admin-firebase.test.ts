import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE } from '@grantpilot/shared/constants';
import { createFirebaseSigner, firebaseEnv } from '../../testing/firebase-tokens';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * With Firebase signing users in, Firebase keeps the account (the app has no Admin SDK): a
 * disabled account is refused by our token check, whatever sign-in its token comes from.
 */
describe('instance administration with Firebase identity', () => {
  let t: TestApp;
  let signer: Awaited<ReturnType<typeof createFirebaseSigner>>;
  const admin = { uid: 'fb-admin', email: 'root@example.com', name: 'Root', emailVerified: true };
  const grace = { uid: 'fb-grace', email: 'grace@example.com', name: 'Grace Hopper' };
  beforeAll(async () => {
    signer = await createFirebaseSigner();
    t = await createTestApp({
      env: { ...firebaseEnv, ADMIN_EMAILS: admin.email },
      identityKeysFetch: signer.keysFetch,
    });
  });
  afterAll(() => t.close());

  const as = async (user: typeof admin | typeof grace, authTime?: number) => ({
    authorization: `Bearer ${await signer.sign(user, authTime === undefined ? {} : { authTime })}`,
  });

  it("refuses a disabled account's tokens, old and new, records the sign-in time, and takes them again once enabled", async () => {
    const signedInAt = Math.floor(Date.now() / 1000) - 60;
    const graceHeaders = await as(grace, signedInAt);
    expect((await t.app.inject({ url: '/api/orgs', headers: graceHeaders })).statusCode).toBe(200);
    const adminHeaders = await as(admin);

    const listed = await t.app.inject({ url: '/api/admin/users?q=grace', headers: adminHeaders });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().users[0]).toMatchObject({
      uid: grace.uid,
      lastSignInAt: new Date(signedInAt * 1000).toISOString(),
    });

    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${grace.uid}/disable`,
      headers: adminHeaders,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    for (const headers of [graceHeaders, await as(grace)]) {
      const refused = await t.app.inject({ url: '/api/orgs', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toEqual({ code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE });
    }

    const enabled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${grace.uid}/enable`,
      headers: adminHeaders,
    });
    expect(enabled.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/orgs', headers: await as(grace) })).statusCode).toBe(200);
  });
});
