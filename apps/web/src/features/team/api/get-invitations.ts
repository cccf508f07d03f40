import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@grantpilot/shared/contracts/organizations';
import { queryKeys } from '../../../lib/query-keys';

export function getInvitationsQueryOptions(organizationId: string) {
  return queryOptions<{ invitations: Invitation[] }>({ queryKey: queryKeys.invitations(organizationId) });
}

/** `GET /api/orgs/{id}/invitations` (admins and owners): sent invitations and what became of them. */
export function useInvitations(organizationId: string) {
  return useQuery(getInvitationsQueryOptions(organizationId));
}
