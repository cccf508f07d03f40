import { z } from 'zod';

/** Whether the user has a calendar feed; its address is only ever shown when it is made. */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.iso.datetime().nullable() });
export const calendarFeedCreatedSchema = z.object({ url: z.string(), createdAt: z.iso.datetime() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
