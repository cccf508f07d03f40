import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@grantpilot/shared/contracts/calendar';

export const CALENDAR_FEED_PATH = '/api/me/calendar-feed';

export function getCalendarFeedQueryOptions() {
  return queryOptions<CalendarFeedStatus>({ queryKey: [CALENDAR_FEED_PATH] });
}

/** `GET /api/me/calendar-feed`: the user's feed, its address and alarm, if it is on. */
export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions());
}
