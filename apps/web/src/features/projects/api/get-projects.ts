import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ProjectList } from '@grantpilot/shared/contracts/projects';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';
import { projectListApiQuery, type ProjectListState } from '../project-list-params';

export function projectsPath(organizationId: string) {
  return organizationPath(organizationId, '/projects');
}

/** The key is the API path with its query, so the default fetch serves it as it is. */
export function getProjectsQueryOptions(organizationId: string, list: ProjectListState) {
  return queryOptions<ProjectList>({ queryKey: [`${projectsPath(organizationId)}?${projectListApiQuery(list)}`] });
}

/**
 * `GET /api/orgs/{id}/projects`: one page of the list, searched, filtered and sorted by the
 * server. The previous page stays on screen while the next one loads, so the list does not jump.
 */
export function useProjects(organizationId: string, list: ProjectListState) {
  return useQuery({ ...getProjectsQueryOptions(organizationId, list), placeholderData: keepPreviousData });
}

/** Every page of every list and the tags in use: what a new, changed or deleted project changes. */
export function invalidateProjectLists(queryClient: QueryClient, organizationId: string) {
  const path = projectsPath(organizationId);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [key] }) =>
      typeof key === 'string' && (key.startsWith(`${path}?`) || key === `${path}/tags`),
  });
}
