import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** One row per user who has stored a preference (seed §3: the user settings record). */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
