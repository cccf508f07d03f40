import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CALENDAR_FEED_PATH, getCalendarFeedQueryOptions } from './get-calendar-feed';

/** `DELETE /api/me/calendar-feed`: the feed is turned off and its address stops working. */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', CALENDAR_FEED_PATH);
    },
    onSuccess: () =>
      queryClient.setQueryData(getCalendarFeedQueryOptions().queryKey, {
        active: false,
        createdAt: null,
        url: null,
        alarm: 'none',
      }),
  });
}
