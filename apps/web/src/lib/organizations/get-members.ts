import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '@grantpilot/shared/contracts/organizations';
import { queryKeys } from '../query-keys';

/** One key for every page that lists the members, so they share one cached list. */
export function getMembersQueryOptions(organizationId: string) {
  return queryOptions<{ members: Member[] }>({ queryKey: queryKeys.members(organizationId) });
}

/**
 * `GET /api/orgs/{id}/members`: everyone in the organisation, owners first; the team page
 * manages them, projects choose a lead among them, applications an owner and task assignees.
 */
export function useMembers(organizationId: string) {
  return useQuery(getMembersQueryOptions(organizationId));
}
