import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_API_PATH } from '../../../lib/query-keys';

/**
 * An account was disabled or enabled: every page of the account list is read again. Not in
 * `REFRESHES`, which maps an organisation's views; these belong to the installation.
 */
export function refreshAccountLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(`${ADMIN_API_PATH}/users`),
  });
}
