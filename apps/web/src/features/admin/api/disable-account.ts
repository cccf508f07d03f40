import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@grantpilot/shared/contracts/admin';
import { apiRequest } from '../../../lib/api-request';
import { ADMIN_API_PATH } from '../../../lib/query-keys';
import { refreshAccountLists } from './refresh-account-lists';

export async function disableAccount(uid: string) {
  return (
    await apiRequest('POST', `${ADMIN_API_PATH}/users/${encodeURIComponent(uid)}/disable`)
  ).json() as Promise<AdminUser>;
}

/** Refuses the account's tokens and sign-ins; the account lists are read again. */
export function useDisableAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableAccount, onSuccess: () => refreshAccountLists(queryClient) });
}
