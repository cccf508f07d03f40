import { describe, expect, it, vi } from 'vitest';
import { createTokenCache } from './token-cache';

const MINUTE = 60_000;
const WINDOW = 5 * MINUTE;

/** A clock that moves only when the test says so. */
function testClock(start = Date.UTC(2026, 2, 1, 9)) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** An unsigned JWT that expires `lifetimeMs` after `issuedAt` (the cache reads `exp`, never checks). */
function jwt(issuedAt: number, lifetimeMs: number, id = 'a') {
  const payload = btoa(JSON.stringify({ sub: 'u1', jti: id, exp: Math.floor((issuedAt + lifetimeMs) / 1000) }));
  return `h.${payload.replace(/=+$/, '')}.s`;
}

/** A token service whose answers the test releases one at a time. */
function tokenService(clock: ReturnType<typeof testClock>, lifetimeMs = 15 * MINUTE) {
  const waiting: { resolve: (token: string) => void; reject: (error: Error) => void }[] = [];
  let issued = 0;
  const fetchToken = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        waiting.push({ resolve, reject });
      }),
  );
  return {
    fetchToken,
    /** Answers the oldest request with a new token, issued now. */
    answer() {
      const token = jwt(clock.now(), lifetimeMs, String(++issued));
      waiting.shift()!.resolve(token);
      return token;
    },
    fail(error = new Error('service down')) {
      waiting.shift()!.reject(error);
    },
  };
}

function setup(lifetimeMs?: number) {
  const clock = testClock();
  const service = tokenService(clock, lifetimeMs);
  const cache = createTokenCache({ fetchToken: service.fetchToken, now: clock.now, refreshWindowMs: WINDOW });
  return { clock, service, cache };
}

describe('token cache', () => {
  it('fetches a token once per lifetime: kept until 5 minutes before it expires, then fetched again', async () => {
    const { clock, service, cache } = setup(15 * MINUTE);
    const first = cache.get();
    const token = service.answer();
    expect(await first).toBe(token);

    // Ten minutes of requests, up to a moment before the refresh window: no new request.
    for (let minute = 0; minute < 10; minute++) {
      expect(await cache.get()).toBe(token);
      clock.advance(MINUTE - 1);
    }
    expect(service.fetchToken).toHaveBeenCalledTimes(1);

    // Inside the window: the next caller gets a new token, which is then kept in turn.
    clock.advance(11);
    const second = cache.get();
    expect(service.fetchToken).toHaveBeenCalledTimes(2);
    const next = service.answer();
    expect(next).not.toBe(token);
    expect(await second).toBe(next);
    expect(await cache.get()).toBe(next);
    expect(service.fetchToken).toHaveBeenCalledTimes(2);
  });

  it('lets callers asking at the same moment share one request', async () => {
    const { service, cache } = setup();
    const callers = [cache.get(), cache.get(), cache.get()];
    expect(service.fetchToken).toHaveBeenCalledTimes(1);
    const token = service.answer();
    expect(await Promise.all(callers)).toEqual([token, token, token]);
    expect(await cache.get()).toBe(token);
    expect(service.fetchToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes an expired token, also when the page slept past its whole lifetime', async () => {
    const { clock, service, cache } = setup(15 * MINUTE);
    const first = cache.get();
    const old = service.answer();
    await first;
    clock.advance(3 * 60 * MINUTE);
    const callers = [cache.get(), cache.get()];
    expect(service.fetchToken).toHaveBeenCalledTimes(2);
    const fresh = service.answer();
    expect(await Promise.all(callers)).toEqual([fresh, fresh]);
    expect(fresh).not.toBe(old);
  });

  it('takes the token that came with the session, unless it is about to expire', async () => {
    const { clock, service, cache } = setup();
    const fromSession = jwt(clock.now(), 15 * MINUTE, 'session');
    cache.set(fromSession);
    expect(await cache.get()).toBe(fromSession);
    expect(service.fetchToken).not.toHaveBeenCalled();

    cache.set(jwt(clock.now(), 4 * MINUTE, 'expiring'));
    const fetched = cache.get();
    expect(service.fetchToken).toHaveBeenCalledTimes(1);
    const answered = service.answer();
    expect(await fetched).toBe(answered);
  });

  it('fetches when forced, without riding on a request started before; forced callers share theirs', async () => {
    const { service, cache } = setup();
    const ordinary = cache.get();
    const forced = [cache.get(true), cache.get(true)];
    expect(service.fetchToken).toHaveBeenCalledTimes(2);
    const older = service.answer();
    const newer = service.answer();
    expect(await ordinary).toBe(older);
    expect(await Promise.all(forced)).toEqual([newer, newer]);
    // The held token is the newest one, and it is not fetched again.
    expect(await cache.get()).toBe(newer);
    expect(service.fetchToken).toHaveBeenCalledTimes(2);
    // A forced refresh never takes the held token.
    const again = cache.get(true);
    expect(service.fetchToken).toHaveBeenCalledTimes(3);
    const answered = service.answer();
    expect(await again).toBe(answered);
  });

  it('keeps nothing from a failed request: every caller hears of it, the next one asks again', async () => {
    const { service, cache } = setup();
    const callers = [cache.get(), cache.get()];
    service.fail();
    for (const caller of callers) await expect(caller).rejects.toThrow('service down');
    const retry = cache.get();
    expect(service.fetchToken).toHaveBeenCalledTimes(2);
    const answered = service.answer();
    expect(await retry).toBe(answered);
  });

  it('does not keep an answer requested before it was cleared (a sign-out on the way)', async () => {
    const { service, cache } = setup();
    const before = cache.get();
    cache.clear();
    const token = service.answer();
    // Its callers still get it; the next caller (another user, say) asks afresh.
    expect(await before).toBe(token);
    const after = cache.get();
    expect(service.fetchToken).toHaveBeenCalledTimes(2);
    const answered = service.answer();
    expect(await after).toBe(answered);
  });
});
