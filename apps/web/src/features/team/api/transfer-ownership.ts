import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { useOrganizationsChanged } from '../../../lib/organizations/get-my-organizations';
import { organizationPath } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast/toast-store';
import { getMembersQueryOptions } from '../../../lib/organizations/get-members';

export async function transferOwnership(organizationId: string, userId: string) {
  const path = organizationPath(organizationId, '/transfer-ownership');
  return (await apiRequest('POST', path, { userId })).json() as Promise<{ members: Member[] }>;
}

/** The new owner takes over; the previous owner stays on as admin, so the user's role changes too. */
export function useTransferOwnership(organizationId: string) {
  const queryClient = useQueryClient();
  const organizationsChanged = useOrganizationsChanged();
  return useMutation({
    mutationFn: (member: Member) => transferOwnership(organizationId, member.userId),
    onSuccess: async (data, member) => {
      queryClient.setQueryData(getMembersQueryOptions(organizationId).queryKey, data);
      await organizationsChanged();
      toast({ title: 'Ownership transferred', description: `${member.name} now owns the organisation.` });
    },
  });
}
