import { useMutation } from '@tanstack/react-query';
import type { MyOrganizations } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { useOrganizationsChanged } from '../../../lib/organizations/get-my-organizations';

export async function leaveOrganization(organizationId: string): Promise<MyOrganizations> {
  return (await apiRequest('DELETE', `/api/me/memberships/${encodeURIComponent(organizationId)}`)).json();
}

export function useLeaveOrganization() {
  const organizationsChanged = useOrganizationsChanged();
  return useMutation({ mutationFn: leaveOrganization, onSuccess: organizationsChanged });
}
