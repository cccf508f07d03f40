import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context';
import { applyTheme, readStoredTheme, storeTheme, type Theme } from './apply-theme';
import { ThemeContext, type ThemeContextValue } from './theme-context';
import type { ServerThemeWriter } from './theme-server-sync';

// With the query client: a signed-out visitor's pages load neither (decision 035).
const ThemeServerSync = lazy(() => import('./theme-server-sync').then((m) => ({ default: m.ThemeServerSync })));

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const appliedServerFor = useRef<string | null>(null);
  const serverWriter = useRef<ServerThemeWriter | null>(null);
  const chosenBeforeRead = useRef<{ uid: string; theme: Theme } | null>(null);
  const firstPaint = useRef(true);

  useEffect(() => {
    applyTheme(theme, { animate: !firstPaint.current });
    firstPaint.current = false;
  }, [theme]);

  // Seed §4: once per signed-in user, the stored darkMode wins over the local value, unless the
  // user chose a theme here while its read was on the way: then theirs holds (and is saved).
  const adoptServerTheme = useCallback((uid: string, serverTheme: Theme): Theme => {
    if (appliedServerFor.current === uid) return serverTheme;
    appliedServerFor.current = uid;
    const chosen = chosenBeforeRead.current?.uid === uid ? chosenBeforeRead.current.theme : null;
    chosenBeforeRead.current = null;
    if (chosen) return chosen;
    storeTheme(serverTheme);
    setThemeState(serverTheme);
    return serverTheme;
  }, []);
  const setServerWriter = useCallback((writer: ServerThemeWriter | null) => {
    serverWriter.current = writer;
  }, []);

  const uid = status === 'authenticated' ? user?.uid : undefined;
  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      setTheme(next) {
        setThemeState(next);
        storeTheme(next);
        if (uid && appliedServerFor.current !== uid) chosenBeforeRead.current = { uid, theme: next };
        // Only while signed in; the writer patches the server only when it holds something else.
        serverWriter.current?.(next);
      },
    }),
    [theme, uid],
  );

  return (
    <ThemeContext.Provider value={value}>
      {children}
      {uid ? (
        <Suspense fallback={null}>
          <ThemeServerSync uid={uid} onServerTheme={adoptServerTheme} onWriter={setServerWriter} />
        </Suspense>
      ) : null}
    </ThemeContext.Provider>
  );
}
