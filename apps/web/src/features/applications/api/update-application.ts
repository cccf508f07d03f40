import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, UpdateApplicationBody } from '@grantpilot/shared/contracts/applications';
import { apiRequest } from '../../../lib/api-request';
import { applicationApiPath, getApplicationQueryOptions } from './get-application';
import { invalidateAfter } from '../../../lib/query-keys';

export async function updateApplication(organizationId: string, applicationId: string, body: UpdateApplicationBody) {
  return (
    await apiRequest('PATCH', applicationApiPath(organizationId, applicationId), body)
  ).json() as Promise<Application>;
}

/**
 * Editors and up: the fields that changed. The page shows the answer at once (its history and
 * tasks are unchanged), and the lists are read again.
 */
export function useUpdateApplication(organizationId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateApplicationBody) => updateApplication(organizationId, applicationId, body),
    onSuccess: async (application) => {
      queryClient.setQueryData(getApplicationQueryOptions(organizationId, applicationId).queryKey, (detail) =>
        detail ? { ...detail, ...application } : detail,
      );
      await invalidateAfter(queryClient, organizationId, 'application');
    },
  });
}
