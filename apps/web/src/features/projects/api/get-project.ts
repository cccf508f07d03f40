import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@grantpilot/shared/contracts/projects';
import { projectsPath } from './get-projects';

export function projectApiPath(organizationId: string, projectId: string) {
  return `${projectsPath(organizationId)}/${encodeURIComponent(projectId)}`;
}

export function getProjectQueryOptions(organizationId: string, projectId: string) {
  return queryOptions<ProjectDetail>({ queryKey: [projectApiPath(organizationId, projectId)] });
}

/** `GET /api/orgs/{id}/projects/{projectId}`: the project, its applications and their totals per currency. */
export function useProject(organizationId: string, projectId: string) {
  return useQuery(getProjectQueryOptions(organizationId, projectId));
}
