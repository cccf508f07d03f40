import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { applicationApiPath, getApplicationQueryOptions } from './get-application';
import { invalidateAfter } from '../../../lib/query-keys';

export async function deleteApplication(organizationId: string, applicationId: string) {
  await apiRequest('DELETE', applicationApiPath(organizationId, applicationId));
}

/** Admins and owners. Errors are left to the confirming dialog, which shows them beside its button. */
export function useDeleteApplication(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => deleteApplication(organizationId, applicationId),
    onSuccess: (_nothing, applicationId) =>
      invalidateAfter(queryClient, organizationId, 'application', { gone: applicationId }),
  });
}

/**
 * Drops a deleted application's cached page. Called once the page has left it: a query still on
 * screen would be fetched again at once, and answer 404.
 */
export function forgetApplication(queryClient: QueryClient, organizationId: string, applicationId: string) {
  queryClient.removeQueries(getApplicationQueryOptions(organizationId, applicationId));
}
