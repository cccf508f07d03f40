import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, OrganizationRole } from '@grantpilot/shared/contracts/organizations';
import { roleWithArticle } from '@grantpilot/shared/organization-roles';
import { apiRequest } from '../../../lib/api-request';
import { notifyError } from '../../../lib/notify-error';
import { invalidateAfter, organizationPath } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast/toast-store';
import { getMembersQueryOptions } from '../../../lib/organizations/get-members';

export async function changeMemberRole(organizationId: string, userId: string, role: OrganizationRole) {
  const path = organizationPath(organizationId, `/members/${encodeURIComponent(userId)}`);
  return (await apiRequest('PATCH', path, { role })).json() as Promise<{ members: Member[] }>;
}

export function useChangeMemberRole(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, role }: { member: Member; role: OrganizationRole }) =>
      changeMemberRole(organizationId, member.userId, role),
    onSuccess: (data, { member, role }) => {
      queryClient.setQueryData(getMembersQueryOptions(organizationId).queryKey, data);
      void invalidateAfter(queryClient, organizationId, 'member');
      toast({ title: 'Role changed', description: `${member.name} is now ${roleWithArticle(role)}.` });
    },
    onError: (error) => notifyError(error, 'Role Change Failed'),
  });
}
