import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { notifyError } from '../../../lib/notify-error';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';
import { toast } from '../../../lib/toast/toast-store';
import { getInvitationsQueryOptions } from './get-invitations';

export async function resendInvitation(organizationId: string, invitationId: string) {
  await apiRequest('POST', organizationPath(organizationId, `/invitations/${encodeURIComponent(invitationId)}/resend`));
}

/** A new link, valid for another 7 days; the previous link stops working. */
export function useResendInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => resendInvitation(organizationId, invitation.id),
    onSuccess: async (_data, invitation) => {
      await queryClient.invalidateQueries(getInvitationsQueryOptions(organizationId));
      toast({ title: 'Invitation sent again', description: `A new link is on its way to ${invitation.email}.` });
    },
    onError: (error) => notifyError(error, 'Invitation Not Sent'),
  });
}
