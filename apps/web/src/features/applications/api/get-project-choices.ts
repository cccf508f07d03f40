import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail, ProjectList } from '@grantpilot/shared/contracts/projects';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';

/** The most the API gives in one page; enough to pick from, alphabetical. */
const CHOICES = 100;

export function getProjectChoicesQueryOptions(organizationId: string) {
  const query = new URLSearchParams({ sort: 'name', direction: 'asc', page: '1', pageSize: String(CHOICES) });
  return queryOptions<ProjectList>({ queryKey: [`${organizationPath(organizationId, '/projects')}?${query}`] });
}

/** `GET /api/orgs/{id}/projects`: the projects an application may be linked to, or the table filtered by. */
export function useProjectChoices(organizationId: string) {
  return useQuery(getProjectChoicesQueryOptions(organizationId));
}

/**
 * `GET /api/orgs/{id}/projects/{projectId}`, only for a project asked for by the address that
 * is beyond the first page of choices: its name is needed to show it as chosen.
 */
export function useProjectName(organizationId: string, projectId: string, enabled: boolean) {
  const query = useQuery({
    ...queryOptions<ProjectDetail>({
      queryKey: [organizationPath(organizationId, `/projects/${encodeURIComponent(projectId)}`)],
    }),
    enabled: enabled && Boolean(projectId),
    select: (project) => project.name,
  });
  return query.data;
}
