import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrganizationList } from '@grantpilot/shared/contracts/admin';
import { queryKeys } from '../../../lib/query-keys';
import { adminListApiQuery, type AdminListState } from '../admin-list-params';

export function getAdminOrganizationsQueryOptions(list: AdminListState) {
  return queryOptions<AdminOrganizationList>({ queryKey: queryKeys.adminOrganizations(adminListApiQuery(list)) });
}

/** `GET /api/admin/organizations?q=&page=&pageSize=`: every organisation with members and storage. */
export function useAdminOrganizations(list: AdminListState) {
  return useQuery({ ...getAdminOrganizationsQueryOptions(list), placeholderData: keepPreviousData });
}
