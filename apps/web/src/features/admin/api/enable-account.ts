import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@grantpilot/shared/contracts/admin';
import { apiRequest } from '../../../lib/api-request';
import { ADMIN_API_PATH } from '../../../lib/query-keys';
import { refreshAccountLists } from './refresh-account-lists';

export async function enableAccount(uid: string) {
  return (
    await apiRequest('POST', `${ADMIN_API_PATH}/users/${encodeURIComponent(uid)}/enable`)
  ).json() as Promise<AdminUser>;
}

/** Lets a disabled account sign in again; the account lists are read again. */
export function useEnableAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableAccount, onSuccess: () => refreshAccountLists(queryClient) });
}
