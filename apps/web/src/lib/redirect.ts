import { REDIRECT_FALLBACK_MS } from '@grantpilot/shared/constants';

/**
 * Seed §4: navigate in the client, and if the address has not changed within 100 ms (a
 * router that is not mounted yet, a navigation that was swallowed) fall back to a hard redirect.
 *
 * A data router's navigate hands back the navigation while it loads the next page's code. That
 * navigation is not lost, only slower than 100 ms on a busy phone: reloading the whole app then
 * would throw away the signed-in state and download everything again, so the fallback waits for
 * it and redirects hard only if it failed or ended somewhere else.
 */
export function redirectTo(path: string, navigate: (path: string) => void | Promise<void>) {
  const target = new URL(path, window.location.origin).pathname;
  const arrived = () => window.location.pathname === target;
  const hardRedirect = () => window.location.assign(path);
  // Whether the navigation ended (true) or failed (false), read once it has settled.
  const ended = navigate(path)?.then(
    () => true,
    () => false,
  );
  return window.setTimeout(() => {
    if (arrived()) return;
    if (!ended) return hardRedirect();
    void ended.then((ok) => {
      if (!ok || !arrived()) hardRedirect();
    });
  }, REDIRECT_FALLBACK_MS);
}
