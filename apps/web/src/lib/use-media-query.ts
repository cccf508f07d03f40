import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches `query`, following it as the window changes; `undefined` where the
 * browser cannot tell (no `matchMedia`, as in tests' DOMs), for the caller to draw what CSS sorts.
 */
export function useMediaQuery(query: string): boolean | undefined {
  // Kept for the query's life: a new function each render would unsubscribe and subscribe again.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : undefined),
    () => undefined,
  );
}
