import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateProjectBody } from '@grantpilot/shared/contracts/projects';
import { apiRequest } from '../../../lib/api-request';
import { getProjectQueryOptions, projectApiPath } from './get-project';
import { invalidateAfter } from '../../../lib/query-keys';

export async function updateProject(organizationId: string, projectId: string, body: UpdateProjectBody) {
  return (await apiRequest('PATCH', projectApiPath(organizationId, projectId), body)).json() as Promise<Project>;
}

/**
 * Editors and up: the fields that changed. The page shows the answer at once (its applications
 * are unchanged), and every view that shows the project (its name, its status) is read again.
 */
export function useUpdateProject(organizationId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) => updateProject(organizationId, projectId, body),
    onSuccess: async (project) => {
      queryClient.setQueryData(getProjectQueryOptions(organizationId, projectId).queryKey, (detail) =>
        detail ? { ...detail, ...project } : detail,
      );
      await invalidateAfter(queryClient, organizationId, 'project');
    },
  });
}
