import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport, DataExportList } from '@grantpilot/shared/contracts/data-exports';
import { apiRequest } from '../../../lib/api-request';
import { downloadFile } from '../../../lib/download-file';

const EXPORTS_PATH = '/api/me/data-exports';
/** How often the list is read again while an export is being made. */
const POLL_MS = 2_000;

const unfinished = (list: DataExportList | undefined) =>
  list?.exports.some((item) => item.status === 'queued' || item.status === 'building') ?? false;

export function getDataExportsQueryOptions() {
  return queryOptions<DataExportList>({
    queryKey: [EXPORTS_PATH],
    refetchInterval: (query) => (unfinished(query.state.data) ? POLL_MS : false),
  });
}

/** `GET /api/me/data-exports`: the person's exports, read again every 2 s while one is being made. */
export function useDataExports() {
  return useQuery(getDataExportsQueryOptions());
}

export async function requestDataExport(): Promise<DataExport> {
  return (await apiRequest('POST', EXPORTS_PATH)).json();
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

export function downloadDataExport(item: DataExport) {
  return downloadFile(
    `${EXPORTS_PATH}/${encodeURIComponent(item.id)}/file`,
    `GrantPilot data export ${item.createdAt.slice(0, 10)}.zip`,
  );
}
