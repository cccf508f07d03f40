import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { withClient } from '../../../testing/query-views';
import { useDisableAccount } from './disable-account';
import { useEnableAccount } from './enable-account';

vi.mock('../../../lib/api-request', () => ({
  apiRequest: vi.fn(async () => new Response(JSON.stringify({ uid: 'u1', disabledAt: null }))),
}));

/** A client holding one query per administration view (two pages of accounts). */
function clientWithAdminViews() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of [
    queryKeys.adminUsers('page=1&pageSize=25'),
    queryKeys.adminUsers('q=grace&page=2&pageSize=25'),
    queryKeys.adminOrganizations('page=1&pageSize=25'),
    queryKeys.adminOrganization('org-1'),
    queryKeys.systemHealth(),
  ]) {
    queryClient.setQueryData(key, {});
  }
  return queryClient;
}

const stale = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale())
    .map((query) => query.queryKey[0]);

describe('what disabling or enabling an account refreshes', () => {
  for (const [action, useAction] of [
    ['disabling', useDisableAccount],
    ['enabling', useEnableAccount],
  ] as const) {
    it(`${action}: every page of the account list and the organisations' members, nothing else`, async () => {
      const queryClient = clientWithAdminViews();
      const { result } = renderHook(() => useAction(), { wrapper: withClient(queryClient) });
      await act(async () => {
        await result.current.mutateAsync('u1');
      });
      expect(stale(queryClient)).toEqual([
        '/api/admin/users?page=1&pageSize=25',
        '/api/admin/users?q=grace&page=2&pageSize=25',
        '/api/admin/organizations/org-1',
      ]);
    });
  }
});
