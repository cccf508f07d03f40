import { z } from 'zod';

/** How long before each event of the feed calendar apps remind the user, if at all. */
export const CALENDAR_ALARMS = ['none', 'one_hour', 'one_day', 'one_week'] as const;
export const calendarAlarmSchema = z.enum(CALENDAR_ALARMS);
export type CalendarAlarm = z.infer<typeof calendarAlarmSchema>;

/**
 * The user's calendar feed: whether there is one, its address (so it can be copied again; null
 * for a feed made before addresses were kept — a new one shows it) and the alarm it carries.
 */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
  url: z.string().nullable(),
  alarm: calendarAlarmSchema,
});
export const calendarFeedCreatedSchema = calendarFeedStatusSchema.extend({
  active: z.literal(true),
  createdAt: z.iso.datetime(),
  url: z.string(),
});
export const updateCalendarFeedBodySchema = z.object({ alarm: calendarAlarmSchema });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
export type UpdateCalendarFeedBody = z.infer<typeof updateCalendarFeedBodySchema>;
