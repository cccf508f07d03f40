import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrganizationDetail } from '@grantpilot/shared/contracts/admin';
import { queryKeys } from '../../../lib/query-keys';

export function getAdminOrganizationQueryOptions(organizationId: string) {
  return queryOptions<AdminOrganizationDetail>({ queryKey: queryKeys.adminOrganization(organizationId) });
}

/** `GET /api/admin/organizations/{id}`: one organisation with its members and storage. */
export function useAdminOrganization(organizationId: string) {
  return useQuery(getAdminOrganizationQueryOptions(organizationId));
}
