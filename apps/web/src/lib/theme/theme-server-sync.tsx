import { useCallback, useEffect } from 'react';
import { useSettings } from '../api/get-settings';
import { useUpdatePreferences } from '../api/update-settings';
import { notifyError } from '../notify-error';
import { QueryProvider } from '../query-provider';
import type { Theme } from './apply-theme';

/** Saves a theme chosen here on the server, when it holds another one. */
export type ServerThemeWriter = (theme: Theme) => void;

interface ThemeServerSyncProps {
  uid: string;
  /**
   * The theme the server stores for the user, once read; answers the theme that holds, which is the
   * user's own when they chose one here before the read arrived.
   */
  onServerTheme: (uid: string, theme: Theme) => Theme;
  /** How a theme chosen here reaches the server while this is mounted; null once it is not. */
  onWriter: (writer: ServerThemeWriter | null) => void;
}

/**
 * The signed-in user's theme on the server (seed §4, §7): read once authentication is ready, and
 * patched when the theme chosen here differs from it. Its own chunk, with the query client.
 */
export function ThemeServerSync(props: ThemeServerSyncProps) {
  return (
    <QueryProvider>
      <Sync {...props} />
    </QueryProvider>
  );
}

function Sync({ uid, onServerTheme, onWriter }: ThemeServerSyncProps) {
  // Started with the first screen's reads (decision 053): a refusal is not asked for twice.
  const settings = useSettings(uid, true, { retryOnMount: false });
  const { mutate } = useUpdatePreferences(uid);
  const preferences = settings.data?.preferences;

  const save = useCallback<ServerThemeWriter>(
    (theme) => {
      const darkMode = theme === 'dark';
      // Only a real change is sent: the server is patched when it holds something else. Before the
      // read there is nothing to compare with, nor the other preferences to keep: the read settles it.
      if (preferences && preferences.darkMode !== darkMode) {
        mutate({ ...preferences, darkMode }, { onError: (error) => notifyError(error) });
      }
    },
    [preferences, mutate],
  );

  useEffect(() => {
    if (!preferences) return;
    // A choice made here before the read arrived holds, and is saved with the preferences read.
    save(onServerTheme(uid, preferences.darkMode ? 'dark' : 'light'));
  }, [uid, preferences, onServerTheme, save]);

  useEffect(() => {
    onWriter(save);
    return () => onWriter(null);
  }, [save, onWriter]);

  return null;
}
