import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@grantpilot/shared/contracts/admin';
import { queryKeys } from '../../../lib/query-keys';
import { accountListApiQuery, type AccountListState } from '../admin-list-params';

export function getAdminUsersQueryOptions(list: AccountListState) {
  return queryOptions<AdminUserList>({ queryKey: queryKeys.adminUsers(accountListApiQuery(list)) });
}

/** `GET /api/admin/users?q=&state=&page=&pageSize=`: the installation's accounts, by email. */
export function useAdminUsers(list: AccountListState) {
  return useQuery({ ...getAdminUsersQueryOptions(list), placeholderData: keepPreviousData });
}
