import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { notifyError } from '../../../lib/notify-error';
import { invalidateAfter, organizationPath } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast/toast-store';

export async function resendInvitation(organizationId: string, invitationId: string) {
  await apiRequest('POST', organizationPath(organizationId, `/invitations/${encodeURIComponent(invitationId)}/resend`));
}

/** A new link, valid for another 7 days; the previous link stops working. */
export function useResendInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => resendInvitation(organizationId, invitation.id),
    onSuccess: async (_data, invitation) => {
      await invalidateAfter(queryClient, organizationId, 'invitation');
      toast({ title: 'Invitation sent again', description: `A new link is on its way to ${invitation.email}.` });
    },
    onError: (error) => notifyError(error, 'Invitation Not Sent'),
  });
}
