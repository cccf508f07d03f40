import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, CreateApplicationBody } from '@grantpilot/shared/contracts/applications';
import { apiRequest } from '../../../lib/api-request';
import { invalidateAfter } from '../../../lib/query-keys';
import { applicationsPath } from './get-applications';

export async function createApplication(organizationId: string, body: CreateApplicationBody): Promise<Application> {
  return (await apiRequest('POST', applicationsPath(organizationId), body)).json();
}

/** Editors and up. Errors are left to the form, which puts field errors beside their fields. */
export function useCreateApplication(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApplicationBody) => createApplication(organizationId, body),
    onSuccess: () => invalidateAfter(queryClient, organizationId, 'application'),
  });
}
