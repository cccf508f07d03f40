import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemHealth } from '@grantpilot/shared/contracts/admin';
import { queryKeys } from '../../../lib/query-keys';

export function getSystemHealthQueryOptions() {
  // Figures of a running installation: read afresh each time the page is opened.
  return queryOptions<SystemHealth>({ queryKey: queryKeys.systemHealth(), staleTime: 0 });
}

/** `GET /api/admin/health`: database, migrations, jobs, mail and version. */
export function useSystemHealth() {
  return useQuery(getSystemHealthQueryOptions());
}
