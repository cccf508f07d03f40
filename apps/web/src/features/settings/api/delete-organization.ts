import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { useOrganizationsChanged } from '../../../lib/organizations/get-my-organizations';
import { organizationPath } from '../../../lib/query-keys';

export async function deleteOrganization(organizationId: string, confirmName: string) {
  await apiRequest('DELETE', organizationPath(organizationId), { confirmName });
}

/** Owners only; the name typed again is checked on the server too. */
export function useDeleteOrganization(organizationId: string) {
  const organizationsChanged = useOrganizationsChanged();
  return useMutation({
    mutationFn: (confirmName: string) => deleteOrganization(organizationId, confirmName),
    onSuccess: () => organizationsChanged(),
  });
}
