import { Outlet } from 'react-router';
import { getSettingsQueryOptions } from '../lib/api/get-settings';
import { authClient, whenAuthClientChosen } from '../lib/auth/auth-client-instance';
import { getMyOrganizationsQueryOptions } from '../lib/organizations/get-my-organizations';
import { appQueryClient, QueryProvider } from '../lib/query-provider';

/**
 * Every page but the landing, sign-in and create-account pages: they read the API through the
 * query client, which comes with this layout's chunk (decision 035). The router loads it in
 * parallel with the page's own chunk.
 */
export function DataLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}

let prefetching = false;

/**
 * A signed-in page's first screen needs the user's organisations: the active one's id comes with
 * them, and every organisation page's reads need it. The router calls this as it loads the
 * layout, so they are asked for as soon as the session names the user: beside the profile read,
 * not after it, and before the page has rendered (decision 035). The user's settings (the theme
 * held on the server, seed §4) are asked for beside them: read by the theme's sync once it has
 * mounted, they used to leave only after the page's first render (decision 053). The pages'
 * queries find them in the cache or on their way. Once per page: a later sign-in asks again.
 */
export function prefetchFirstScreen() {
  if (prefetching) return;
  prefetching = true;
  // The router loads this layout before the app has chosen its identity client (Firebase's loads).
  void whenAuthClientChosen().then(() =>
    authClient.onAuthStateChanged((identity) => {
      if (!identity) return;
      const client = appQueryClient();
      void client.prefetchQuery(getMyOrganizationsQueryOptions());
      void client.prefetchQuery(getSettingsQueryOptions(identity.uid));
    }),
  );
}
