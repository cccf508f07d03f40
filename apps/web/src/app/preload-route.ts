import { matchRoutes } from 'react-router';

/**
 * Loads the code of the pages `path` shows (their lazy route modules) before navigating there.
 * Seed §4's redirect falls back to a full reload when a client navigation has not completed within
 * 100 ms; after sign-in the next page is a chunk not yet downloaded, which on a slow phone takes
 * longer than that. With its code loaded first the navigation completes at once, so signing in
 * moves on inside the app. Resolves (never rejects) when done or when loading failed: the
 * navigation then loads, or fails, as it would have.
 */
export async function preloadRoute(path: string): Promise<void> {
  // Imported here, not at the top: the router imports the guards that call this.
  const { router } = await import('./router');
  const matches = matchRoutes(router.routes, new URL(path, window.location.origin).pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy().catch(() => undefined) : undefined)),
  );
}
