import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A user's secret calendar feed. Only the SHA-256 of its token is kept: the address is shown
 * once, when made; making a new one stops the old one.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
