import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences, Settings } from '@grantpilot/shared/contracts/settings';
import { apiRequest } from '../api-request';

export function settingsKey(uid: string | undefined) {
  return [`/api/settings/${uid}`];
}

/** `GET /api/settings/{uid}`, read only once authentication is ready (PRODUCT.md §13). */
export function useSettings(uid: string | undefined, enabled: boolean) {
  return useQuery<Settings>({ queryKey: settingsKey(uid), enabled: enabled && Boolean(uid) });
}

/** `PATCH /api/settings/{uid}`: the server merges and keeps preferences it does not know. */
export function useUpdatePreferences(uid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: Preferences) =>
      (await (await apiRequest('PATCH', `/api/settings/${uid}`, { preferences })).json()) as Settings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(uid), settings),
  });
}
