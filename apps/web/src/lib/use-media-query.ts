import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches `query`, following it as the window changes; `undefined` where the
 * browser cannot tell (no `matchMedia`, as in tests' DOMs), for the caller to draw what CSS sorts.
 */
export function useMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : undefined),
    () => undefined,
  );
}
