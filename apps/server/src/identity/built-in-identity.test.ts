// Over 300 lines on purpose: every operation of the built-in identity service, end to end on one
// test app (sign-up to deletion, limits, origins, rate limits).
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  eventually,
  keepDatabaseOpen,
  sessionCookie,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../testing/test-app';
import { linkIn } from '../testing/mail';

const origin = { origin: TEST_PUBLIC_URL };

describe('the built-in identity service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'boss@example.com' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/auth${url}`, headers: { ...origin, ...headers }, payload });

  const mailTo = (email: string, subject: string) =>
    eventually(async () => (await t.outbox()).find((mail) => mail.includes(`To: ${email}`) && mail.includes(subject)));

  it('signs up with email, password and display name, and signs the user in at once', async () => {
    const response = await post('/sign-up/email', {
      email: 'ada@example.com',
      password: 'analytical',
      name: 'Ada Lovelace',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      emailVerified: false,
    });
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(response.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    expect(await t.idToken(cookie)).toBeTruthy();
  });

  it('hands the ID token with the session read too, so a page needs no second request for it', async () => {
    const user = await t.signUp();
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    const token = String(session.headers['set-auth-jwt'] ?? '');
    expect(decodeJwt(token)).toMatchObject({ sub: user.uid, iss: TEST_PUBLIC_URL, aud: TEST_PUBLIC_URL });
    const profile = await t.app.inject({
      url: `/api/users/${user.uid}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('issues short-lived EdDSA ID tokens whose payload is only the agreed claims', async () => {
    const user = await t.signUp({ name: 'Grace Hopper' });
    expect(decodeProtectedHeader(user.token).alg).toBe('EdDSA');
    const claims = decodeJwt(user.token);
    expect(Object.keys(claims).sort()).toEqual(
      ['aud', 'email', 'email_verified', 'exp', 'iat', 'iss', 'name', 'picture', 'roles', 'sub'].sort(),
    );
    expect(claims).toMatchObject({
      sub: user.uid,
      email: user.email,
      email_verified: false,
      name: 'Grace Hopper',
      picture: null,
      roles: ['user'],
      iss: TEST_PUBLIC_URL,
      aud: TEST_PUBLIC_URL,
    });
    expect(claims.exp! - claims.iat!).toBe(900);
  });

  it('grants the admin role to the emails in ADMIN_EMAILS once the address is verified', async () => {
    // Anyone can sign up with the administrator's address; only its owner can verify it.
    const user = await t.signUp({ email: 'Boss@example.com' });
    expect(decodeJwt(user.token).roles).toEqual(['user']);
    const link = new URL(
      linkIn(await mailTo('boss@example.com', 'Verify your email address'), '/api/auth/verify-email'),
    );
    expect((await t.app.inject({ url: link.pathname + link.search })).statusCode).toBe(302);
    expect(decodeJwt(await t.idToken(user.cookie)).roles).toEqual(['user', 'admin']);
  });

  it('publishes the signing keys as a JWKS', async () => {
    const response = await t.app.inject('/api/auth/jwks');
    expect(response.statusCode).toBe(200);
    const [key] = response.json().keys;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(key).not.toHaveProperty('d');
  });

  it('names the password rule when a password is too short', async () => {
    const response = await post('/sign-up/email', { email: 'short@example.com', password: '12345', name: 'Shorty' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 6 characters' },
    });
  });

  it('applies a configured password policy', async () => {
    const strict = await createTestApp({ env: { PASSWORD_MIN_LENGTH: '12' } });
    try {
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: origin,
        payload: { email: 'p@example.com', password: 'elevenchars', name: 'Policy' },
      });
      expect(response.json().error.message).toBe('Password must be at least 12 characters');
    } finally {
      await strict.close();
    }
  });

  it('refuses a second account with the same email', async () => {
    const user = await t.signUp();
    const response = await post('/sign-up/email', { email: user.email, password: 'another one', name: 'Twin' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error.code).toMatch(/USER_ALREADY_EXISTS/);
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const user = await t.signUp();
    const ok = await post('/sign-in/email', { email: user.email, password: user.password });
    expect(ok.statusCode).toBe(200);
    expect(await t.idToken(sessionCookie(ok.headers['set-cookie']))).toBeTruthy();

    const wrong = await post('/sign-in/email', { email: user.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
  });

  it('signs out: the session no longer yields ID tokens', async () => {
    const user = await t.signUp();
    const response = await post('/sign-out', {}, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    const token = await t.app.inject({ url: '/api/auth/token', headers: { cookie: user.cookie } });
    expect(token.statusCode).toBe(401);
  });

  it('sends a verification email (without requiring it) whose link verifies the address', async () => {
    const user = await t.signUp();
    const mail = await mailTo(user.email, 'Verify your email address');
    const link = new URL(linkIn(mail, '/api/auth/verify-email'));
    expect(link.origin).toBe(TEST_PUBLIC_URL);

    const response = await t.app.inject({ url: link.pathname + link.search });
    expect(response.statusCode).toBe(302);
    const token = await t.idToken(user.cookie);
    expect(decodeJwt(token).email_verified).toBe(true);
  });

  it('resends a verification email on request', async () => {
    const user = await t.signUp();
    await mailTo(user.email, 'Verify your email address');
    const response = await post('/send-verification-email', { email: user.email }, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    await eventually(async () => {
      const count = (await t.outbox()).filter((mail) => mail.includes(`To: ${user.email}`)).length;
      return count >= 2 ? count : undefined;
    });
  });

  it('resets a forgotten password through the emailed link', async () => {
    const user = await t.signUp();
    const request = await post('/request-password-reset', { email: user.email, redirectTo: '/auth/reset-password' });
    expect(request.statusCode).toBe(200);
    const mail = await mailTo(user.email, 'Reset your GrantPilot password');
    const link = new URL(linkIn(mail, '/api/auth/reset-password/'));

    const landing = await t.app.inject({ url: link.pathname + link.search });
    expect(landing.statusCode).toBe(302);
    const target = new URL(String(landing.headers.location), TEST_PUBLIC_URL);
    expect(target.pathname).toBe('/auth/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/reset-password', { newPassword: 'a brand new one', token });
    expect(reset.statusCode).toBe(200);
    expect((await post('/sign-in/email', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('/sign-in/email', { email: user.email, password: 'a brand new one' })).statusCode).toBe(200);
    // Sessions opened before the reset are revoked.
    expect((await t.app.inject({ url: '/api/auth/token', headers: { cookie: user.cookie } })).statusCode).toBe(401);
  });

  it('answers a reset request for an unknown email exactly like a known one', async () => {
    const known = await t.signUp();
    const forKnown = await post('/request-password-reset', { email: known.email, redirectTo: '/auth/reset-password' });
    const forUnknown = await post('/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/auth/reset-password',
    });
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
  });

  it('updates the display name and photo URL, and new ID tokens carry them', async () => {
    const user = await t.signUp();
    const response = await post(
      '/update-user',
      { name: 'New Name', image: 'https://example.com/me.png' },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(await t.idToken(user.cookie));
    expect(claims).toMatchObject({ name: 'New Name', picture: 'https://example.com/me.png' });
  });

  it('changes the password when the current one is given', async () => {
    const user = await t.signUp();
    const wrong = await post(
      '/change-password',
      { currentPassword: 'not it', newPassword: 'next password' },
      { cookie: user.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    const ok = await post(
      '/change-password',
      { currentPassword: user.password, newPassword: 'next password' },
      { cookie: user.cookie },
    );
    expect(ok.statusCode).toBe(200);
    expect((await post('/sign-in/email', { email: user.email, password: 'next password' })).statusCode).toBe(200);
  });

  it('lists sessions and revokes one', async () => {
    const user = await t.signUp();
    const second = await post('/sign-in/email', { email: user.email, password: user.password });
    const secondCookie = sessionCookie(second.headers['set-cookie']);

    const list = await t.app.inject({ url: '/api/auth/list-sessions', headers: { cookie: user.cookie } });
    expect(list.statusCode).toBe(200);
    const sessions = list.json<{ token: string }[]>();
    expect(sessions).toHaveLength(2);

    const secondToken = second.json<{ token: string }>().token;
    const revoke = await post('/revoke-session', { token: secondToken }, { cookie: user.cookie });
    expect(revoke.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/token', headers: { cookie: secondCookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/token', headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });

  it('deletes the account with its password; its unexpired tokens are refused at once on every route, never a 500', async () => {
    const user = await t.signUp();
    // Used once before the deletion, so the token sits in the verifier's cache.
    const before = await t.app.inject({ url: '/api/orgs', headers: { authorization: `Bearer ${user.token}` } });
    expect(before.statusCode).toBe(200);
    const response = await post('/delete-user', { password: user.password }, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    expect((await post('/sign-in/email', { email: user.email, password: user.password })).statusCode).toBe(401);
    for (const [method, url, payload] of [
      ['GET', `/api/users/${user.uid}`, undefined],
      ['GET', '/api/orgs', undefined],
      ['GET', `/api/settings/${user.uid}`, undefined],
      ['POST', '/api/orgs', { name: 'After deletion' }],
      ['POST', '/api/me/calendar-feed', {}],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${user.token}` },
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'This account has been deleted.' });
    }
  });

  it('tells another instance on the same database of the deletion within its refresh', async () => {
    const other = await createTestApp({ database: keepDatabaseOpen(t.database) });
    try {
      const user = await t.signUp();
      const read = () => other.app.inject({ url: '/api/orgs', headers: { authorization: `Bearer ${user.token}` } });
      expect((await read()).statusCode).toBe(200);
      expect((await post('/delete-user', { password: user.password }, { cookie: user.cookie })).statusCode).toBe(200);
      const refused = await eventually(async () => ((await read()).statusCode === 401 ? true : undefined), 15_000);
      expect(refused).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('bounds every account field a client writes: a 101-character or 1 MB name is refused, 100 is fine', async () => {
    for (const name of ['n'.repeat(101), 'n'.repeat(1_000_000)]) {
      const response = await post('/sign-up/email', {
        email: `long-${name.length}@example.com`,
        password: 'long name',
        name,
      });
      expect(response.statusCode, `${name.length}`).toBe(400);
      expect(response.json().error).toEqual({
        code: 'NAME_TOO_LONG',
        message: 'Display name must be at most 100 characters',
      });
    }
    const fine = await post('/sign-up/email', {
      email: 'name-100@example.com',
      password: 'long name',
      name: 'n'.repeat(100),
    });
    expect(fine.statusCode).toBe(200);
    const cookie = sessionCookie(fine.headers['set-cookie']);
    const rename = await post('/update-user', { name: 'm'.repeat(101) }, { cookie });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error.code).toBe('NAME_TOO_LONG');
    const photo = await post('/update-user', { image: `https://example.org/${'p'.repeat(2100)}` }, { cookie });
    expect(photo.json().error.code).toBe('IMAGE_URL_TOO_LONG');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.name).toBe('n'.repeat(100));
  });

  it('rejects a state-changing request from a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'csrf@example.com', password: 'whatever1', name: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'INVALID_ORIGIN',
      message:
        'This server does not accept sign-ins from the address this page was opened at. ' +
        `Open ${TEST_PUBLIC_URL} instead, or ask whoever runs GrantPilot to add this address to TRUSTED_ORIGINS.`,
    });
  });
});

describe('an instance without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: '', PORT: '3000' } });
  });
  afterAll(() => t.close());

  it('signs up and in from 127.0.0.1 as from localhost', async () => {
    for (const [index, origin] of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000'].entries()) {
      const email = `loopback-${index}@example.com`;
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin },
        payload: { email, password: 'loopback one', name: 'Loopback' },
      });
      expect(signUp.statusCode, `${origin}: ${signUp.body}`).toBe(200);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email, password: 'loopback one' },
      });
      expect(signIn.statusCode, `${origin}: ${signIn.body}`).toBe(200);
    }
  });

  it('still refuses an origin that is not this machine', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://192.0.2.1:3000' },
      payload: { email: 'elsewhere@example.com', password: 'whatever1', name: 'Elsewhere' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('rate limits on the identity endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message after too many sign-in attempts', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: origin,
        payload: { email: 'x@example.com', password: 'guess-guess' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.message).toMatch(/Too many attempts/);
  });

  it('does not limit reading the key set or the session', async () => {
    for (let i = 0; i < 6; i += 1) expect((await t.app.inject('/api/auth/jwks')).statusCode).toBe(200);
  });
});
