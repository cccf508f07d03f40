import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { invalidateAfter, organizationPath } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast/toast-store';

export async function revokeInvitation(organizationId: string, invitationId: string) {
  await apiRequest('DELETE', organizationPath(organizationId, `/invitations/${encodeURIComponent(invitationId)}`));
}

/** Errors are left to the confirming dialog. */
export function useRevokeInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => revokeInvitation(organizationId, invitation.id),
    onSuccess: async (_data, invitation) => {
      await invalidateAfter(queryClient, organizationId, 'invitation');
      toast({ title: 'Invitation revoked', description: `The link sent to ${invitation.email} no longer works.` });
    },
  });
}
