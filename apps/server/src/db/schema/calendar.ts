import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CalendarAlarm } from '@grantpilot/shared/contracts/calendar';
import { users } from './identity';

/**
 * A user's secret calendar feed; making a new one stops the old one. The address is looked up by
 * the SHA-256 of its token. The token itself is kept too, so the user can see and copy the address
 * again (as calendar services show their own secret addresses); feeds made before it was kept
 * have none until a new address is made.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  token: text('token'),
  /** The reminder calendar apps raise before each event. */
  alarm: text('alarm').$type<CalendarAlarm>().notNull().default('none'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
