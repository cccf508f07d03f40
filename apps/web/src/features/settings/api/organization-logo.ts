import { useMutation } from '@tanstack/react-query';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { useOrganizationsChanged } from '../../../lib/organizations/get-my-organizations';
import { organizationPath } from '../../../lib/query-keys';

/** `PUT /api/orgs/{id}/logo` with the image as the body; the server decides its type from its bytes. */
export async function uploadLogo(organizationId: string, file: File): Promise<Organization> {
  return (await apiRequest('PUT', organizationPath(organizationId, '/logo'), file)).json();
}

export async function removeLogo(organizationId: string): Promise<Organization> {
  return (await apiRequest('DELETE', organizationPath(organizationId, '/logo'))).json();
}

export function useUploadLogo(organizationId: string) {
  const organizationsChanged = useOrganizationsChanged();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(organizationId, file),
    onSuccess: () => organizationsChanged(),
  });
}

export function useRemoveLogo(organizationId: string) {
  const organizationsChanged = useOrganizationsChanged();
  return useMutation({ mutationFn: () => removeLogo(organizationId), onSuccess: () => organizationsChanged() });
}
