import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from './auth-client';
import { createBuiltInAuthClient, kindOfCode } from './built-in-auth-client';

const fetchMock = vi.fn<typeof fetch>();
const serviceUser = { id: 'u1', email: 'ann@example.org', name: 'Ann Lee', image: null, emailVerified: false };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function jwt(expiresInSeconds: number) {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + expiresInSeconds }));
  return `h.${payload.replace(/=+$/, '')}.s`;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

async function signedInClient() {
  const client = createBuiltInAuthClient();
  fetchMock.mockResolvedValueOnce(json({ token: 'session', user: serviceUser }));
  await client.signIn('ann@example.org', 'secret12');
  fetchMock.mockReset();
  return client;
}

describe('kindOfCode', () => {
  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', 401, 'invalid-credentials'],
    ['INVALID_PASSWORD', 400, 'wrong-password'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 422, 'email-in-use'],
    ['INVALID_EMAIL', 400, 'invalid-email'],
    ['PASSWORD_TOO_SHORT', 400, 'weak-password'],
    ['PASSWORD_TOO_LONG', 400, 'weak-password'],
    ['INVALID_TOKEN', 400, 'invalid-token'],
    ['RATE_LIMITED', 429, 'rate-limited'],
    ['SOMETHING_NEW', 500, 'other'],
  ] as const)('%s (%i) is %s', (code, status, kind) => {
    expect(kindOfCode(code, status)).toBe(kind);
  });
});

describe('built-in auth client', () => {
  it('reads the session once and tells every listener', async () => {
    fetchMock.mockResolvedValueOnce(json({ session: {}, user: serviceUser }));
    const client = createBuiltInAuthClient();
    const first = vi.fn();
    client.onAuthStateChanged(first);
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    expect(first).toHaveBeenCalledWith({
      uid: 'u1',
      email: 'ann@example.org',
      displayName: 'Ann Lee',
      photoURL: null,
      emailVerified: false,
      hasPassword: true,
    });
    const second = vi.fn();
    client.onAuthStateChanged(second);
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/get-session',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('signs in with a JSON body and turns service errors into AuthError', async () => {
    const client = createBuiltInAuthClient();
    fetchMock.mockResolvedValueOnce(
      json({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } }, 401),
    );
    const error = await client.signIn('ann@example.org', 'nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      status: 401,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/sign-in/email');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ann@example.org', password: 'nope' });
    expect(client.currentUser()).toBeNull();
  });

  it('creates the account with its name, landing the verification link on the result page', async () => {
    const client = createBuiltInAuthClient();
    fetchMock.mockResolvedValueOnce(json({ token: 't', user: serviceUser }));
    await client.createAccount({ name: 'Ann Lee', email: 'ann@example.org', password: 'secret12' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.org',
      password: 'secret12',
      callbackURL: '/auth/email-verified',
    });
    expect(client.currentUser()?.uid).toBe('u1');
  });

  it('caches the ID token until it expires within 5 minutes, and refreshes when forced', async () => {
    const client = await signedInClient();
    const lasting = jwt(15 * 60);
    fetchMock.mockImplementation(async () => json({ token: lasting }));
    expect(await client.getIdToken()).toBe(lasting);
    expect(await client.getIdToken()).toBe(lasting);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await client.getIdToken(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const expiring = jwt(4 * 60);
    fetchMock.mockImplementation(async () => json({ token: expiring }));
    await client.getIdToken(true);
    await client.getIdToken();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('takes the ID token that comes with the session read: the first requests need no token request', async () => {
    const lasting = jwt(15 * 60);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ session: {}, user: serviceUser }), {
        status: 200,
        headers: { 'content-type': 'application/json', 'set-auth-jwt': lasting },
      }),
    );
    const client = createBuiltInAuthClient();
    const heard = vi.fn();
    client.onAuthStateChanged(heard);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(await client.getIdToken()).toBe(lasting);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks once for the page's first requests, which all want a token at the same moment", async () => {
    const client = await signedInClient();
    const lasting = jwt(15 * 60);
    fetchMock.mockImplementation(async () => json({ token: lasting }));
    const tokens = await Promise.all([client.getIdToken(), client.getIdToken(), client.getIdToken()]);
    expect(tokens).toEqual([lasting, lasting, lasting]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A forced refresh while one is on its way does not ride on the older request.
    await Promise.all([client.getIdToken(), client.getIdToken(true)]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('has no token without a user, and forgets the user when the session has ended', async () => {
    expect(await createBuiltInAuthClient().getIdToken()).toBeNull();
    const client = await signedInClient();
    const listener = vi.fn();
    client.onAuthStateChanged(listener);
    fetchMock.mockResolvedValueOnce(json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }, 401));
    await expect(client.getIdToken()).rejects.toBeInstanceOf(AuthError);
    expect(client.currentUser()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);
  });

  it("refuses user actions without a user: 'No user is currently signed in'", async () => {
    const client = createBuiltInAuthClient();
    await expect(client.sendEmailVerification()).rejects.toThrow('No user is currently signed in');
    await expect(client.updateProfile({ displayName: 'Ann' })).rejects.toThrow('No user is currently signed in');
    await expect(client.deleteAccount('x')).rejects.toThrow('No user is currently signed in');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a reset link that lands on the reset page', async () => {
    const client = createBuiltInAuthClient();
    fetchMock.mockResolvedValueOnce(json({ status: true }));
    await client.sendPasswordReset('ann@example.org');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ann@example.org',
      redirectTo: '/auth/reset-password',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(createBuiltInAuthClient().signIn('a@example.org', 'x')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });

  it('survives a non-JSON error page', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(createBuiltInAuthClient().signIn('a@example.org', 'x')).rejects.toMatchObject({
      code: 'IDENTITY_ERROR',
      status: 502,
    });
  });

  it('signs in with a password only: no providers, no emailed codes to apply', async () => {
    const client = createBuiltInAuthClient();
    expect(client.signInProviders).toEqual([]);
    await expect(client.signInWithProvider('google')).rejects.toMatchObject({ code: 'PROVIDER_NOT_OFFERED' });
    await expect(client.verifyEmail('code')).rejects.toMatchObject({
      kind: 'invalid-token',
      message: 'This verification link is invalid or has expired.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
