import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { invalidateAfter, organizationPath } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast/toast-store';
import { getMembersQueryOptions } from '../../../lib/organizations/get-members';

export async function removeMember(organizationId: string, userId: string) {
  const path = organizationPath(organizationId, `/members/${encodeURIComponent(userId)}`);
  return (await apiRequest('DELETE', path)).json() as Promise<{ members: Member[] }>;
}

/** Errors are left to the confirming dialog, which shows them beside its button. */
export function useRemoveMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: Member) => removeMember(organizationId, member.userId),
    onSuccess: (data, member) => {
      queryClient.setQueryData(getMembersQueryOptions(organizationId).queryKey, data);
      void invalidateAfter(queryClient, organizationId, 'member');
      toast({ title: 'Member removed', description: `${member.name} no longer has access.` });
    },
  });
}
