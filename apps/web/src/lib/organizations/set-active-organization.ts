import { useMutation } from '@tanstack/react-query';
import type { MyOrganizations } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../api-request';
import { notifyError } from '../notify-error';
import { useOrganizationsChanged } from './get-my-organizations';

export async function setActiveOrganization(organizationId: string): Promise<MyOrganizations> {
  return (await apiRequest('PUT', '/api/me/active-organization', { organizationId })).json();
}

/** Switches the organisation the user works in (remembered on the server). */
export function useSetActiveOrganization() {
  const organizationsChanged = useOrganizationsChanged();
  return useMutation({
    mutationFn: setActiveOrganization,
    onSuccess: organizationsChanged,
    onError: (error) => notifyError(error),
  });
}
