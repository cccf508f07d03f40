import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@grantpilot/shared/contracts/dashboard';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';

export function getDashboardQueryOptions(organizationId: string) {
  return queryOptions<Dashboard>({ queryKey: [organizationPath(organizationId, '/dashboard')] });
}

/**
 * `GET /api/orgs/{id}/dashboard`. Shown at once from the cache, and read again each time the
 * dashboard opens: any page may have changed the figures since.
 */
export function useDashboard(organizationId: string) {
  return useQuery({ ...getDashboardQueryOptions(organizationId), refetchOnMount: 'always' });
}
