import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceivedInvitation } from '@grantpilot/shared/contracts/organizations';
import { queryKeys } from '../../../lib/query-keys';

export function getReceivedInvitationsQueryOptions() {
  return queryOptions<{ invitations: ReceivedInvitation[] }>({ queryKey: queryKeys.receivedInvitations() });
}

/** `GET /api/invitations`: open invitations to the user's (verified) email address. */
export function useReceivedInvitations() {
  return useQuery(getReceivedInvitationsQueryOptions());
}
