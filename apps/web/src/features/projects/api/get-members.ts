import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '@grantpilot/shared/contracts/organizations';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';

/** The same key as the team page's, so the two share one cached list. */
export function getMembersQueryOptions(organizationId: string) {
  return queryOptions<{ members: Member[] }>({ queryKey: [organizationPath(organizationId, '/members')] });
}

/** `GET /api/orgs/{id}/members`: who may lead a project. */
export function useMembers(organizationId: string, enabled = true) {
  return useQuery({ ...getMembersQueryOptions(organizationId), enabled });
}
