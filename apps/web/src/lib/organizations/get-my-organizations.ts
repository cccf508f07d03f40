import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyOrganizations } from '@grantpilot/shared/contracts/organizations';
import { useAuth } from '../auth/auth-context';
import { queryKeys } from '../query-keys';

export function getMyOrganizationsQueryOptions() {
  return queryOptions<MyOrganizations>({ queryKey: queryKeys.myOrganizations() });
}

/** `GET /api/orgs`: the user's organisations and the active one (remembered on the server). */
export function useMyOrganizations() {
  const { status } = useAuth();
  return useQuery({ ...getMyOrganizationsQueryOptions(), enabled: status === 'authenticated' });
}

/** The organisation the user works in now, or null while loading or before they have one. */
export function useActiveOrganization() {
  const query = useMyOrganizations();
  const organizations = query.data?.organizations ?? [];
  const organization = organizations.find(({ id }) => id === query.data?.activeOrganizationId) ?? null;
  return { ...query, organizations, organization };
}

/**
 * After the user's memberships or active organisation changed (switch, join, leave, create):
 * keep the new list and read the profile again, since the navigation's branding comes from it.
 * Every organisation query is keyed by its organisation's id, so none needs clearing.
 */
export function useOrganizationsChanged() {
  const queryClient = useQueryClient();
  const { refreshProfile } = useAuth();
  return async (organizations?: MyOrganizations) => {
    const { queryKey } = getMyOrganizationsQueryOptions();
    if (organizations) queryClient.setQueryData(queryKey, organizations);
    else await queryClient.invalidateQueries({ queryKey });
    await refreshProfile().catch(() => undefined);
  };
}
