import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@grantpilot/shared/contracts/projects';
import { apiPaths, queryKeys } from '../../../lib/query-keys';

export function projectApiPath(organizationId: string, projectId: string) {
  return apiPaths.project(organizationId, projectId);
}

export function getProjectQueryOptions(organizationId: string, projectId: string) {
  return queryOptions<ProjectDetail>({ queryKey: queryKeys.project(organizationId, projectId) });
}

/** `GET /api/orgs/{id}/projects/{projectId}`: the project, its applications and their totals per currency. */
export function useProject(organizationId: string, projectId: string) {
  return useQuery(getProjectQueryOptions(organizationId, projectId));
}
