import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@grantpilot/shared/contracts/admin';
import { queryKeys } from '../../../lib/query-keys';
import { adminListApiQuery, type AdminListState } from '../admin-list-params';

export function getAdminUsersQueryOptions(list: AdminListState) {
  return queryOptions<AdminUserList>({ queryKey: queryKeys.adminUsers(adminListApiQuery(list)) });
}

/** `GET /api/admin/users?q=&page=&pageSize=`: the installation's accounts, by email. */
export function useAdminUsers(list: AdminListState) {
  return useQuery({ ...getAdminUsersQueryOptions(list), placeholderData: keepPreviousData });
}
