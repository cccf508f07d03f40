import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_API_PATH } from '../../../lib/query-keys';

/** The views that show whether an account is disabled: the account list, an organisation's members. */
const SHOWS_ACCOUNTS = [`${ADMIN_API_PATH}/users`, `${ADMIN_API_PATH}/organizations/`];

/**
 * An account was disabled or enabled: every page of the account list and every organisation's
 * members are read again. Not in `REFRESHES`, which maps an organisation's views; these belong
 * to the installation.
 */
export function refreshAccountLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' && SHOWS_ACCOUNTS.some((prefix) => path.startsWith(prefix)),
  });
}
