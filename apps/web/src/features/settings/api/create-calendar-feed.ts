import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated } from '@grantpilot/shared/contracts/calendar';
import { apiRequest } from '../../../lib/api-request';
import { CALENDAR_FEED_PATH, getCalendarFeedQueryOptions } from './get-calendar-feed';

export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  return (await apiRequest('POST', CALENDAR_FEED_PATH)).json();
}

/** `POST /api/me/calendar-feed`: a new secret address; the previous one stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (created) => queryClient.setQueryData(getCalendarFeedQueryOptions().queryKey, created),
  });
}
