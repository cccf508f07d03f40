import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExportList } from '@grantpilot/shared/contracts/data-exports';

export const DATA_EXPORTS_PATH = '/api/me/data-exports';
/** How often the list is read again while an export is being made. */
const POLL_MS = 2_000;

const unfinished = (list: DataExportList | undefined) =>
  list?.exports.some((item) => item.status === 'queued' || item.status === 'building') ?? false;

export function getDataExportsQueryOptions() {
  return queryOptions<DataExportList>({
    queryKey: [DATA_EXPORTS_PATH],
    refetchInterval: (query) => (unfinished(query.state.data) ? POLL_MS : false),
  });
}

/** `GET /api/me/data-exports`: the person's exports, read again every 2 s while one is being made. */
export function useDataExports() {
  return useQuery(getDataExportsQueryOptions());
}
