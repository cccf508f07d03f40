import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function getProjectTagsQueryOptions(organizationId: string) {
  return queryOptions<{ tags: string[] }>({ queryKey: queryKeys.projectTags(organizationId) });
}

/** `GET /api/orgs/{id}/projects/tags`: the tags in use, alphabetical, for the list's filter. */
export function useProjectTags(organizationId: string) {
  return useQuery(getProjectTagsQueryOptions(organizationId));
}
