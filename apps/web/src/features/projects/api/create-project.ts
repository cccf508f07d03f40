import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, Project } from '@grantpilot/shared/contracts/projects';
import { apiRequest } from '../../../lib/api-request';
import { invalidateAfter } from '../../../lib/query-keys';
import { projectsPath } from './get-projects';

export async function createProject(organizationId: string, body: CreateProjectBody): Promise<Project> {
  return (await apiRequest('POST', projectsPath(organizationId), body)).json();
}

/** Editors and up. Errors are left to the form, which puts field errors beside their fields. */
export function useCreateProject(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => createProject(organizationId, body),
    onSuccess: () => invalidateAfter(queryClient, organizationId, 'project'),
  });
}
