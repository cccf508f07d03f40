import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, Settings } from '@grantpilot/shared/contracts/settings';
import { apiRequest } from '../api-request';
import { getSettingsQueryOptions, settingsPath } from './get-settings';

/** `PATCH /api/settings/{uid}`: the server merges and keeps preferences it does not know. */
export async function updatePreferences(uid: string, preferences: Preferences): Promise<Settings> {
  return (await apiRequest('PATCH', settingsPath(uid), { preferences })).json();
}

export function useUpdatePreferences(uid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => updatePreferences(uid!, preferences),
    onSuccess: (settings) => queryClient.setQueryData(getSettingsQueryOptions(uid).queryKey, settings),
  });
}
