import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsPath } from './get-projects';

export function getProjectTagsQueryOptions(organizationId: string) {
  return queryOptions<{ tags: string[] }>({ queryKey: [`${projectsPath(organizationId)}/tags`] });
}

/** `GET /api/orgs/{id}/projects/tags`: the tags in use, alphabetical, for the list's filter. */
export function useProjectTags(organizationId: string) {
  return useQuery(getProjectTagsQueryOptions(organizationId));
}
