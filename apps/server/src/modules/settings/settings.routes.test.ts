import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestUser } from '../../testing/test-app';

describe('/api/settings/{uid}', () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await t.signUp();
    bob = await t.signUp();
  });
  afterAll(() => t.close());

  const get = (uid: string, token?: string) =>
    t.app.inject({ url: `/api/settings/${uid}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const patch = (uid: string, token: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/settings/${uid}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });

  it('returns the defaults when nothing is stored', async () => {
    const response = await get(ada.uid, ada.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ preferences: { darkMode: false, reminderEmails: true, supportEmails: true } });
  });

  it('merges a PATCH into what is stored and keeps keys it does not know', async () => {
    expect((await patch(ada.uid, ada.token, { preferences: { darkMode: true, language: 'de' } })).json()).toEqual({
      preferences: { darkMode: true, reminderEmails: true, supportEmails: true, language: 'de' },
    });
    const second = await patch(ada.uid, ada.token, { preferences: { darkMode: false } });
    expect(second.json()).toEqual({
      preferences: { darkMode: false, reminderEmails: true, supportEmails: true, language: 'de' },
    });
    expect((await get(ada.uid, ada.token)).json()).toEqual({
      preferences: { darkMode: false, reminderEmails: true, supportEmails: true, language: 'de' },
    });
  });

  it('names the offending fields of an invalid body', async () => {
    const response = await patch(ada.uid, ada.token, { preferences: { darkMode: 'yes' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toEqual([{ path: 'body.preferences.darkMode', message: expect.any(String) }]);
    expect(body.error.message).toContain('body.preferences.darkMode');

    const missing = await patch(ada.uid, ada.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].path).toBe('body.preferences');
  });

  it('bounds what preferences may hold: a large or many-keyed PATCH is a 400 and stores nothing', async () => {
    const before = (await get(ada.uid, ada.token)).json();
    const huge = await patch(ada.uid, ada.token, { preferences: { notes: 'x'.repeat(900_000) } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toContain('Preferences may take at most 8 kB');
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`key${index}`, index]));
    expect((await patch(ada.uid, ada.token, { preferences: many })).statusCode).toBe(400);
    const longName = await patch(ada.uid, ada.token, { preferences: { ['k'.repeat(65)]: true } });
    expect(longName.json().error.message).toContain('at most 64 characters');
    expect((await get(ada.uid, ada.token)).json()).toEqual(before);
  });

  it('refuses PATCHes that would grow the stored preferences past the limit, one small one at a time', async () => {
    const user = await t.signUp();
    let refused: { statusCode: number; json(): { error: { message: string } } } | undefined;
    // Five calls of 7 kB each: the first two fit in the 16 kB row, the third does not.
    for (let index = 0; index < 5 && !refused; index += 1) {
      const response = await patch(user.uid, user.token, { preferences: { [`block${index}`]: 'y'.repeat(7_000) } });
      if (response.statusCode !== 200) refused = response;
    }
    expect(refused?.statusCode).toBe(400);
    expect(refused?.json().error.message).toBe(
      'Your preferences would grow past 50 keys or 16 kB. Remove some before adding more.',
    );
    const stored = (await get(user.uid, user.token)).json().preferences;
    expect(JSON.stringify(stored).length).toBeLessThan(16_384);
    // A change that does not grow the row still goes through.
    expect((await patch(user.uid, user.token, { preferences: { darkMode: true } })).statusCode).toBe(200);
  });

  it('needs a token: 401 without one or with a malformed header', async () => {
    expect((await get(ada.uid)).statusCode).toBe(401);
    const malformed = await t.app.inject({ url: `/api/settings/${ada.uid}`, headers: { authorization: 'Basic abc' } });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().error.code).toBe('UNAUTHENTICATED');
  });

  it("refuses another user's settings with 403, reading and writing", async () => {
    expect((await get(bob.uid, ada.token)).statusCode).toBe(403);
    const write = await patch(bob.uid, ada.token, { preferences: { darkMode: true } });
    expect(write.statusCode).toBe(403);
    expect((await get(bob.uid, bob.token)).json()).toEqual({
      preferences: { darkMode: false, reminderEmails: true, supportEmails: true },
    });
  });

  it('rejects tampered, expired and foreign-issuer tokens with 401', async () => {
    const [header, , signature] = ada.token.split('.');
    const claims = { sub: bob.uid, email: bob.email, roles: ['user', 'admin'] };
    const tampered = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    expect((await get(bob.uid, tampered)).statusCode).toBe(401);

    const expired = await t.app.identity!.api.signJWT({
      body: { payload: { sub: ada.uid, email: ada.email, exp: Math.floor(Date.now() / 1000) - 60 } },
    });
    const expiredResponse = await get(ada.uid, expired.token);
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json().error.message).toMatch(/expired/);

    const foreign = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const kid = JSON.parse(Buffer.from(header!, 'base64url').toString()).kid as string;
    expect((await exportJWK(foreign.publicKey)).kty).toBe('OKP');
    const foreignToken = await new SignJWT({ email: ada.email })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject(ada.uid)
      .setIssuer('https://elsewhere.example')
      .setAudience(TEST_PUBLIC_URL)
      .setExpirationTime('5m')
      .sign(foreign.privateKey);
    expect((await get(ada.uid, foreignToken)).statusCode).toBe(401);
  });

  it("refuses a deleted account's still-valid token with 401", async () => {
    const gone = await t.signUp();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { cookie: gone.cookie, origin: TEST_PUBLIC_URL },
      payload: { password: gone.password },
    });
    const response = await patch(gone.uid, gone.token, { preferences: { darkMode: true } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('This account has been deleted.');
  });

  it('answers 404, not 500, when the account row behind a valid token is missing without a deletion record', async () => {
    const gone = await t.signUp();
    await t.database.db.execute(sql`delete from users where id = ${gone.uid}`);
    const response = await patch(gone.uid, gone.token, { preferences: { darkMode: true } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('This account no longer exists');
  });
});
