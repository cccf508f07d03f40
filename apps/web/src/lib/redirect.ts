import { REDIRECT_FALLBACK_MS } from '@grantpilot/shared/constants';

/**
 * Seed §4: navigate in the client, and if the address has not changed within 100 ms (a
 * router that is not mounted yet, a navigation that was swallowed) fall back to a hard redirect.
 */
export function redirectTo(path: string, navigate: (path: string) => void) {
  const target = new URL(path, window.location.origin).pathname;
  navigate(path);
  return window.setTimeout(() => {
    if (window.location.pathname !== target) window.location.assign(path);
  }, REDIRECT_FALLBACK_MS);
}
