import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../../../lib/api-request';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';

const PAGE_SIZE = 10;

interface ActivityPage {
  entries: ActivityEntry[];
  nextCursor: string | null;
}

export function getActivityQueryOptions(organizationId: string) {
  const path = organizationPath(organizationId, '/activity');
  return infiniteQueryOptions({
    queryKey: [path],
    queryFn: async ({ pageParam }): Promise<ActivityPage> => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return (await apiRequest('GET', `${path}?${query}`)).json();
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Every change anywhere in the app adds an entry: read it afresh whenever the feed is shown.
    staleTime: 0,
  });
}

/** `GET /api/orgs/{id}/activity`: the newest changes first, a page at a time. */
export function useActivity(organizationId: string) {
  return useInfiniteQuery(getActivityQueryOptions(organizationId));
}
