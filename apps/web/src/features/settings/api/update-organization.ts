import { useMutation } from '@tanstack/react-query';
import type { Organization, UpdateOrganizationBody } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { useOrganizationsChanged } from '../../../lib/organizations/get-my-organizations';
import { organizationPath } from '../../../lib/query-keys';

export async function updateOrganization(organizationId: string, body: UpdateOrganizationBody): Promise<Organization> {
  return (await apiRequest('PATCH', organizationPath(organizationId), body)).json();
}

/** Name and branding; the navigation shows the branding, so the profile is read again. */
export function useUpdateOrganization(organizationId: string) {
  const organizationsChanged = useOrganizationsChanged();
  return useMutation({
    mutationFn: (body: UpdateOrganizationBody) => updateOrganization(organizationId, body),
    onSuccess: () => organizationsChanged(),
  });
}
