import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarAlarm, CalendarFeedStatus } from '@grantpilot/shared/contracts/calendar';
import { apiRequest } from '../../../lib/api-request';
import { CALENDAR_FEED_PATH, getCalendarFeedQueryOptions } from './get-calendar-feed';

export async function updateCalendarAlarm(alarm: CalendarAlarm): Promise<CalendarFeedStatus> {
  return (await apiRequest('PATCH', CALENDAR_FEED_PATH, { alarm })).json();
}

/** `PATCH /api/me/calendar-feed`: the reminder the feed gives before each event. */
export function useUpdateCalendarAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarAlarm,
    onSuccess: (feed) => queryClient.setQueryData(getCalendarFeedQueryOptions().queryKey, feed),
  });
}
