import { useEffect, useState } from 'react';

/** How long a search waits for typing to pause: long enough to finish a word, short enough to feel live. */
export const SEARCH_DELAY_MS = 300;

/** The value as it was when it last stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
