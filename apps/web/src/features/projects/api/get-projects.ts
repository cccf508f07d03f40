import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList } from '@grantpilot/shared/contracts/projects';
import { apiPaths, queryKeys } from '../../../lib/query-keys';
import { projectListApiQuery, type ProjectListState } from '../project-list-params';

export function projectsPath(organizationId: string) {
  return apiPaths.projects(organizationId);
}

/** The key is the API path with its query, so the default fetch serves it as it is. */
export function getProjectsQueryOptions(organizationId: string, list: ProjectListState) {
  return queryOptions<ProjectList>({ queryKey: queryKeys.projectList(organizationId, projectListApiQuery(list)) });
}

/**
 * `GET /api/orgs/{id}/projects`: one page of the list, searched, filtered and sorted by the
 * server. The previous page stays on screen while the next one loads, so the list does not jump.
 */
export function useProjects(organizationId: string, list: ProjectListState) {
  return useQuery({ ...getProjectsQueryOptions(organizationId, list), placeholderData: keepPreviousData });
}
