import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthIdentity } from './auth/auth-client';

const auth = vi.hoisted(() => ({
  user: null as AuthIdentity | null,
  getIdToken: vi.fn<(force?: boolean) => Promise<string | null>>(),
}));

vi.mock('./auth/auth-client-instance', () => ({
  authClient: {
    currentUser: () => auth.user,
    getIdToken: (force?: boolean) => auth.getIdToken(force),
  },
}));

const { apiRequest, defaultQueryFn, getBearerToken } = await import('./api-request');
const { ApiError } = await import('./api-error');

const USER: AuthIdentity = {
  uid: 'u1',
  email: 'a@example.org',
  displayName: 'Ann',
  photoURL: null,
  emailVerified: true,
  hasPassword: true,
};

/** A JWT whose payload expires `secondsFromNow` from the fake clock's now. */
function tokenExpiringIn(secondsFromNow: number, tag = 't') {
  const payload = btoa(JSON.stringify({ sub: 'u1', tag, exp: Math.floor(Date.now() / 1000) + secondsFromNow }));
  return `h.${payload.replace(/=+$/, '')}.s`;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  vi.stubGlobal('fetch', fetchMock);
  auth.user = USER;
  auth.getIdToken.mockReset();
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function ok(body: unknown = {}) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('apiRequest', () => {
  it('rejects a missing or unsupported method before any call', async () => {
    await expect(apiRequest('', '/api/x')).rejects.toThrow('Unsupported API method');
    await expect(apiRequest('OPTIONS', '/api/x')).rejects.toThrow('Unsupported API method: OPTIONS');
    await expect(apiRequest('HEAD', '/api/x')).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'patch'])('allows %s', async (method) => {
    auth.user = null;
    fetchMock.mockResolvedValue(ok());
    await apiRequest(method, '/api/x');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe(method.toUpperCase());
  });

  it('sends cookies and the bearer token, and Content-Type only with a body', async () => {
    const token = tokenExpiringIn(900);
    auth.getIdToken.mockResolvedValue(token);
    fetchMock.mockResolvedValue(ok());

    await apiRequest('GET', '/api/settings/u1');
    const [, getInit] = fetchMock.mock.calls[0]!;
    expect(getInit?.credentials).toBe('include');
    expect(getInit?.headers).toEqual({ Authorization: `Bearer ${token}` });
    expect(getInit?.body).toBeUndefined();

    await apiRequest('PATCH', '/api/settings/u1', { preferences: { darkMode: true } });
    const [, patchInit] = fetchMock.mock.calls[1]!;
    expect(patchInit?.headers).toEqual({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
    expect(patchInit?.body).toBe('{"preferences":{"darkMode":true}}');
  });

  it('sends a file as its own bytes with its own Content-Type', async () => {
    const token = tokenExpiringIn(900);
    auth.getIdToken.mockResolvedValue(token);
    fetchMock.mockResolvedValue(ok());
    const logo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

    await apiRequest('PUT', '/api/orgs/o1/logo', logo);
    await apiRequest('PUT', '/api/orgs/o1/logo', new Blob(['x']));
    const [, pngInit] = fetchMock.mock.calls[0]!;
    expect(pngInit?.headers).toEqual({ Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' });
    expect(pngInit?.body).toBe(logo);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/octet-stream' });
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    auth.user = null;
    fetchMock.mockResolvedValue(ok());
    await apiRequest('GET', '/api/x');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({});
    expect(auth.getIdToken).not.toHaveBeenCalled();
  });

  it("throws 'status: text' on a non-OK answer, keeping status and code", async () => {
    auth.getIdToken.mockResolvedValue(tokenExpiringIn(900));
    const body = '{"error":{"code":"FORBIDDEN","message":"You can only access your own account"}}';
    fetchMock.mockResolvedValue(new Response(body, { status: 403 }));
    const error = await apiRequest('GET', '/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).message).toBe(`403: ${body}`);
    expect((error as InstanceType<typeof ApiError>).status).toBe(403);
    expect((error as InstanceType<typeof ApiError>).code).toBe('FORBIDDEN');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the status text when the body is empty', async () => {
    auth.user = null;
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it('retries a 401 with a fresh token after 500 ms, then 1000 ms, and gives up with the 401', async () => {
    auth.getIdToken.mockImplementation(async (force) => tokenExpiringIn(900, force ? 'fresh' : 'cached'));
    fetchMock.mockImplementation(async () => new Response('expired', { status: 401 }));

    const result = apiRequest('GET', '/api/x').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(auth.getIdToken).toHaveBeenLastCalledWith(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(((await result) as Error).message).toBe('401: expired');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('succeeds when a retried 401 is answered', async () => {
    auth.getIdToken.mockImplementation(async (force) => tokenExpiringIn(900, force ? 'fresh' : 'cached'));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 })).mockResolvedValueOnce(ok({ fine: true }));
    const result = apiRequest('GET', '/api/x');
    await vi.advanceTimersByTimeAsync(500);
    await expect((await result).json()).resolves.toEqual({ fine: true });
    const retryHeaders = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(retryHeaders.Authorization).toContain('.s');
    expect(auth.getIdToken).toHaveBeenCalledWith(true);
  });

  it('does not retry a 401 when nobody is signed in', async () => {
    auth.user = null;
    fetchMock.mockResolvedValue(new Response('no', { status: 401 }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('401: no');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("retries 'Failed to fetch' twice (500 ms × attempt) and then reports the attempts", async () => {
    auth.getIdToken.mockResolvedValue(tokenExpiringIn(900));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = apiRequest('GET', '/api/x').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(((await result) as Error).message).toBe('Failed to complete request after 3 attempts');
  });

  it('does not retry other errors', async () => {
    auth.user = null;
    fetchMock.mockRejectedValue(new Error('Something else'));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('Something else');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('getBearerToken', () => {
  it('tries 3 times, 500 ms apart, while the user exists', async () => {
    auth.getIdToken.mockResolvedValue(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = getBearerToken();
    await vi.advanceTimersByTimeAsync(0);
    expect(auth.getIdToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(auth.getIdToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(auth.getIdToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(auth.getIdToken).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(auth.getIdToken).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('succeeds on a later attempt after a failure', async () => {
    const token = tokenExpiringIn(900);
    auth.getIdToken.mockRejectedValueOnce(new Error('not yet')).mockResolvedValueOnce(token);
    const result = getBearerToken();
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe(token);
  });

  it('refreshes a token that expires within 5 minutes', async () => {
    const expiring = tokenExpiringIn(4 * 60 + 59);
    const fresh = tokenExpiringIn(900, 'fresh');
    auth.getIdToken.mockImplementation(async (force) => (force ? fresh : expiring));
    await expect(getBearerToken()).resolves.toBe(fresh);
    expect(auth.getIdToken).toHaveBeenLastCalledWith(true);
  });

  it('keeps a token that is valid for more than 5 minutes', async () => {
    const token = tokenExpiringIn(5 * 60 + 1);
    auth.getIdToken.mockResolvedValue(token);
    await expect(getBearerToken()).resolves.toBe(token);
    expect(auth.getIdToken).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing without a user', async () => {
    auth.user = null;
    await expect(getBearerToken()).resolves.toBeNull();
    expect(auth.getIdToken).not.toHaveBeenCalled();
  });
});

describe('defaultQueryFn', () => {
  const run = (url: string) =>
    defaultQueryFn({ queryKey: [url], signal: new AbortController().signal, meta: undefined } as never);

  it.each(['/api/users/undefined', '/api/projects/NaN'])("refuses %s with 'Invalid API endpoint'", async (url) => {
    await expect(run(url)).rejects.toThrow('Invalid API endpoint');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('GETs the first query key and parses JSON', async () => {
    auth.user = null;
    fetchMock.mockResolvedValue(ok({ preferences: { darkMode: true } }));
    await expect(run('/api/settings/u1')).resolves.toEqual({ preferences: { darkMode: true } });
    expect(fetchMock).toHaveBeenCalledWith('/api/settings/u1', expect.objectContaining({ method: 'GET' }));
  });
});
