import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@grantpilot/shared/contracts/dashboard';
import { queryKeys } from '../../../lib/query-keys';

export function getDashboardQueryOptions(organizationId: string) {
  return queryOptions<Dashboard>({ queryKey: queryKeys.dashboard(organizationId) });
}

/**
 * `GET /api/orgs/{id}/dashboard`. Shown at once from the cache, and read again each time the
 * dashboard opens: any page may have changed the figures since.
 */
export function useDashboard(organizationId: string) {
  return useQuery({ ...getDashboardQueryOptions(organizationId), refetchOnMount: 'always' });
}
