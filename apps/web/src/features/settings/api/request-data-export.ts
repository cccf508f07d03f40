import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataExport } from '@grantpilot/shared/contracts/data-exports';
import { apiRequest } from '../../../lib/api-request';
import { DATA_EXPORTS_PATH, getDataExportsQueryOptions } from './get-data-exports';

export async function requestDataExport(): Promise<DataExport> {
  return (await apiRequest('POST', DATA_EXPORTS_PATH)).json();
}

/** `POST /api/me/data-exports`: starts an export; the list shows it at once and follows it. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (created) => {
      const key = getDataExportsQueryOptions().queryKey;
      queryClient.setQueryData(key, (list) => ({ exports: [created, ...(list?.exports ?? [])] }));
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
