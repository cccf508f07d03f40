import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyOrganizations } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { useOrganizationsChanged } from '../../../lib/organizations/get-my-organizations';
import { getReceivedInvitationsQueryOptions } from './get-received-invitations';

/** By the emailed link's token, or by id from the list of invitations to a verified address. */
export type AcceptBy = { token: string } | { invitationId: string };

export async function acceptInvitation(by: AcceptBy): Promise<MyOrganizations> {
  return (await apiRequest('POST', '/api/invitations/accept', by)).json();
}

/** Joining makes the organisation the active one. Errors are the caller's to show. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  const organizationsChanged = useOrganizationsChanged();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async (organizations) => {
      await organizationsChanged(organizations);
      await queryClient.invalidateQueries(getReceivedInvitationsQueryOptions());
    },
  });
}
