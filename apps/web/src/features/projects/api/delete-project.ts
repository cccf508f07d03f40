import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { getProjectQueryOptions, projectApiPath } from './get-project';
import { getActivityQueryOptions } from '../../../lib/activity/get-activity';
import { invalidateAfter } from '../../../lib/query-keys';

export async function deleteProject(organizationId: string, projectId: string) {
  await apiRequest('DELETE', projectApiPath(organizationId, projectId));
}

/** Admins and owners. Errors are left to the confirming dialog, which shows them beside its button. */
export function useDeleteProject(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => deleteProject(organizationId, projectId),
    onSuccess: (_nothing, projectId) => invalidateAfter(queryClient, organizationId, 'project', { gone: projectId }),
  });
}

/**
 * Drops a deleted project's cached page. Called once the page has left it: a query still on
 * screen would be fetched again at once, and answer 404.
 */
export function forgetProject(queryClient: QueryClient, organizationId: string, projectId: string) {
  queryClient.removeQueries(getProjectQueryOptions(organizationId, projectId));
  queryClient.removeQueries(getActivityQueryOptions(organizationId, { type: 'project', id: projectId }));
}
