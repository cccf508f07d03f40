import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail, ProjectList } from '@grantpilot/shared/contracts/projects';
import { apiPaths, queryKeys } from '../../../lib/query-keys';

/** Enough to pick from at a glance; more words narrow it down. */
const PROJECT_CHOICES = 20;

export function getProjectChoicesQueryOptions(organizationId: string, search: string) {
  const q = search.trim();
  const query = new URLSearchParams({
    ...(q ? { q } : {}),
    sort: 'name',
    direction: 'asc',
    page: '1',
    pageSize: String(PROJECT_CHOICES),
  });
  return queryOptions<ProjectList>({ queryKey: queryKeys.projectList(organizationId, query) });
}

/**
 * `GET /api/orgs/{id}/projects?q=…`: the first projects, by name, whose words start with those
 * searched for; what an application may be linked to, or the table filtered by. While the next
 * search loads, the last answer of the same organisation stays on screen.
 */
export function useProjectChoices(organizationId: string, search: string, enabled: boolean) {
  const sameOrganization = `${apiPaths.projects(organizationId)}?`;
  return useQuery({
    ...getProjectChoicesQueryOptions(organizationId, search),
    enabled,
    placeholderData: (previous, previousQuery) =>
      String(previousQuery?.queryKey[0]).startsWith(sameOrganization) ? previous : undefined,
  });
}

/** `GET /api/orgs/{id}/projects/{projectId}`, for the name of a chosen project that nothing else named. */
export function useProjectName(organizationId: string, projectId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions<ProjectDetail>({
      queryKey: queryKeys.project(organizationId, projectId),
    }),
    enabled: enabled && Boolean(projectId),
    select: (project) => project.name,
  });
}

/**
 * The budget currency of a chosen project (`null` when it has no budget), read from the same
 * answer as its name: what a new application's amounts default to.
 */
export function useProjectCurrency(organizationId: string, projectId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions<ProjectDetail>({
      queryKey: queryKeys.project(organizationId, projectId),
    }),
    enabled: enabled && Boolean(projectId),
    select: (project) => project.budget?.currency ?? null,
  });
}
