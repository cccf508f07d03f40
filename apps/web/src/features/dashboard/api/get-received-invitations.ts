import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceivedInvitation } from '@grantpilot/shared/contracts/organizations';

export function getReceivedInvitationsQueryOptions() {
  return queryOptions<{ invitations: ReceivedInvitation[] }>({ queryKey: ['/api/invitations'] });
}

/** `GET /api/invitations`: open invitations to the user's (verified) email address. */
export function useReceivedInvitations() {
  return useQuery(getReceivedInvitationsQueryOptions());
}
