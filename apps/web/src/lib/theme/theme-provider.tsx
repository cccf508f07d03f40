import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSettings } from '../api/get-settings';
import { useUpdatePreferences } from '../api/update-settings';
import { useAuth } from '../auth/auth-context';
import { notifyError } from '../notify-error';
import { applyTheme, readStoredTheme, storeTheme, type Theme } from './apply-theme';
import { ThemeContext, type ThemeContextValue } from './theme-context';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const settings = useSettings(user?.uid, status === 'authenticated');
  const updatePreferences = useUpdatePreferences(user?.uid);
  const appliedServerFor = useRef<string | null>(null);
  const firstPaint = useRef(true);

  useEffect(() => {
    applyTheme(theme, { animate: !firstPaint.current });
    firstPaint.current = false;
  }, [theme]);

  // Seed §4: once per signed-in user, the stored darkMode wins over the local value.
  const serverDarkMode = settings.data?.preferences.darkMode;
  useEffect(() => {
    if (!user || serverDarkMode === undefined || appliedServerFor.current === user.uid) return;
    appliedServerFor.current = user.uid;
    const serverTheme: Theme = serverDarkMode ? 'dark' : 'light';
    storeTheme(serverTheme);
    setThemeState(serverTheme);
  }, [user, serverDarkMode]);

  const preferences = settings.data?.preferences;
  const { mutate } = updatePreferences;
  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      setTheme(next) {
        setThemeState(next);
        storeTheme(next);
        const darkMode = next === 'dark';
        // Only a real change is sent: the server is patched when it holds something else.
        if (user && status === 'authenticated' && preferences?.darkMode !== darkMode) {
          mutate({ ...preferences, darkMode }, { onError: (error) => notifyError(error) });
        }
      },
    }),
    [theme, user, status, preferences, mutate],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
