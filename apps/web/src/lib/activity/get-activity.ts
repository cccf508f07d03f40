import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@grantpilot/shared/contracts/organizations';
import { apiRequest } from '../api-request';
import { queryKeys } from '../query-keys';

const PAGE_SIZE = 10;

interface ActivityPage {
  entries: ActivityEntry[];
  nextCursor: string | null;
}

/** One project's or application's feed; without it, the whole organisation's. */
export interface ActivityEntity {
  type: 'project' | 'application';
  id: string;
}

export function getActivityQueryOptions(organizationId: string, entity?: ActivityEntity) {
  const queryKey = queryKeys.activity(organizationId, entity);
  const [path] = queryKey;
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam }): Promise<ActivityPage> => {
      const page = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) page.set('cursor', pageParam);
      return (await apiRequest('GET', `${path}${entity ? '&' : '?'}${page}`)).json();
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Every change anywhere in the app adds an entry: read it afresh whenever the feed is shown.
    staleTime: 0,
  });
}

/** `GET /api/orgs/{id}/activity`: newest first, a page at a time. */
export function useActivity(organizationId: string, entity?: ActivityEntity) {
  return useInfiniteQuery(getActivityQueryOptions(organizationId, entity));
}
