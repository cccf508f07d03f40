import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '@grantpilot/shared/contracts/organizations';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';

export function getMembersQueryOptions(organizationId: string) {
  return queryOptions<{ members: Member[] }>({ queryKey: [organizationPath(organizationId, '/members')] });
}

/** `GET /api/orgs/{id}/members`: everyone in the organisation, owners first. */
export function useMembers(organizationId: string) {
  return useQuery(getMembersQueryOptions(organizationId));
}
