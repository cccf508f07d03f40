import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders a page on the server (the build's prerender, decisions 035 and 041)
 * and while the browser hydrates that HTML, true from the render after: what only the browser
 * knows (storage, a working form) waits for it, so the first render matches the HTML.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
