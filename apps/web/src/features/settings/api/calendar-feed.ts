import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@grantpilot/shared/contracts/calendar';
import { apiRequest } from '../../../lib/api-request';

const FEED_PATH = '/api/me/calendar-feed';

export function getCalendarFeedQueryOptions() {
  return queryOptions<CalendarFeedStatus>({ queryKey: [FEED_PATH] });
}

/** `GET /api/me/calendar-feed`: whether the user has a feed (its address is shown only when made). */
export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions());
}

export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  return (await apiRequest('POST', FEED_PATH)).json();
}

/** A new secret address; the previous one stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (created) =>
      queryClient.setQueryData(getCalendarFeedQueryOptions().queryKey, { active: true, createdAt: created.createdAt }),
  });
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', FEED_PATH);
    },
    onSuccess: () =>
      queryClient.setQueryData(getCalendarFeedQueryOptions().queryKey, { active: false, createdAt: null }),
  });
}
