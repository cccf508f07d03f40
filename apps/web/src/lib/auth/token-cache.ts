import { TOKEN_REFRESH_WINDOW_MS } from '@grantpilot/shared/constants';
import { expiresWithin } from './id-token';

export interface TokenCache {
  /**
   * The ID token: the one held while it lasts beyond the refresh window, else a new one. Callers
   * asking at the same moment share one request; `forceRefresh` never takes the held token nor
   * rides on a request started without it (it may share one with other forced refreshes).
   */
  get(forceRefresh?: boolean): Promise<string>;
  /** Holds a token that arrived another way (with the session); one about to expire is not kept. */
  set(token: string | null): void;
  /** Forgets the token, and the answer of any request still on its way (signed out, another user). */
  clear(): void;
}

export interface TokenCacheOptions {
  /** Asks the identity service for a new token. */
  fetchToken: () => Promise<string>;
  /** The clock, in milliseconds since the epoch; tests pass their own. */
  now?: () => number;
  /** Seed §9: a token expiring within 5 minutes is refreshed first. */
  refreshWindowMs?: number;
}

/**
 * One ID token per lifetime (decision 035): fetched once, kept until shortly before it expires,
 * and fetched again only then, when forced (a 401), or after `clear`. A page's first requests all
 * want a token at the same moment; they share the one request.
 */
export function createTokenCache({
  fetchToken,
  now = () => Date.now(),
  refreshWindowMs = TOKEN_REFRESH_WINDOW_MS,
}: TokenCacheOptions): TokenCache {
  let token: string | null = null;
  let pending: { promise: Promise<string>; forced: boolean } | null = null;
  // Bumped by `clear`: an answer requested before it is handed to its callers but not kept.
  let generation = 0;

  const lasts = (candidate: string) => !expiresWithin(candidate, refreshWindowMs, now());

  function request(forced: boolean) {
    const requestedIn = generation;
    const promise = fetchToken().then((answer) => {
      if (requestedIn === generation) token = answer;
      return answer;
    });
    const entry = { promise, forced };
    pending = entry;
    const settle = () => {
      if (pending === entry) pending = null;
    };
    promise.then(settle, settle);
    return promise;
  }

  return {
    get(forceRefresh = false) {
      if (!forceRefresh && token && lasts(token)) return Promise.resolve(token);
      if (pending && (pending.forced || !forceRefresh)) return pending.promise;
      return request(forceRefresh);
    },
    set(next) {
      token = next && lasts(next) ? next : null;
    },
    clear() {
      generation++;
      token = null;
      pending = null;
    },
  };
}
