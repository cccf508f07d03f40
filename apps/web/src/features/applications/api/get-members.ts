import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '@grantpilot/shared/contracts/organizations';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';

/** The same key as the team page's, so the pages share one cached list. */
export function getMembersQueryOptions(organizationId: string) {
  return queryOptions<{ members: Member[] }>({ queryKey: [organizationPath(organizationId, '/members')] });
}

/** `GET /api/orgs/{id}/members`: who may own an application or be assigned a task. */
export function useMembers(organizationId: string) {
  return useQuery(getMembersQueryOptions(organizationId));
}
