import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';

const PAGE_SIZE = 10;

interface ActivityPage {
  entries: ActivityEntry[];
  nextCursor: string | null;
}

export function getProjectActivityQueryOptions(organizationId: string, projectId: string) {
  const query = new URLSearchParams({ entityType: 'project', entityId: projectId });
  const path = `${organizationPath(organizationId, '/activity')}?${query}`;
  return infiniteQueryOptions({
    queryKey: [path],
    queryFn: async ({ pageParam }): Promise<ActivityPage> => {
      const page = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) page.set('cursor', pageParam);
      return (await apiRequest('GET', `${path}&${page}`)).json();
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Colleagues change the project too: read the feed afresh whenever the page is shown.
    staleTime: 0,
  });
}

/** `GET /api/orgs/{id}/activity?entityType=project&entityId=…`: the project's history, newest first. */
export function useProjectActivity(organizationId: string, projectId: string) {
  return useInfiniteQuery(getProjectActivityQueryOptions(organizationId, projectId));
}
