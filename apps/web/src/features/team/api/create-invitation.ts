import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationBody, Invitation } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { invalidateAfter, organizationPath } from '../../../lib/query-keys';

export async function createInvitation(organizationId: string, body: CreateInvitationBody): Promise<Invitation> {
  return (await apiRequest('POST', organizationPath(organizationId, '/invitations'), body)).json();
}

export function useCreateInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) => createInvitation(organizationId, body),
    onSuccess: () => invalidateAfter(queryClient, organizationId, 'invitation'),
  });
}
