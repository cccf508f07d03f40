import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@grantpilot/shared/contracts/organizations';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';

export function getInvitationsQueryOptions(organizationId: string) {
  return queryOptions<{ invitations: Invitation[] }>({ queryKey: [organizationPath(organizationId, '/invitations')] });
}

/** `GET /api/orgs/{id}/invitations` (admins and owners): sent invitations and what became of them. */
export function useInvitations(organizationId: string) {
  return useQuery(getInvitationsQueryOptions(organizationId));
}
