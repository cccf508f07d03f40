import { useMutation } from '@tanstack/react-query';
import type { CreateOrganizationBody, Organization } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../api-request';
import { MY_ORGANIZATIONS_PATH } from '../query-keys';
import { useOrganizationsChanged } from './get-my-organizations';

export async function createOrganization(body: CreateOrganizationBody): Promise<Organization> {
  return (await apiRequest('POST', MY_ORGANIZATIONS_PATH, body)).json();
}

/** A new organisation, owned by its creator, becomes the active one. */
export function useCreateOrganization() {
  const organizationsChanged = useOrganizationsChanged();
  return useMutation({ mutationFn: createOrganization, onSuccess: () => organizationsChanged() });
}
