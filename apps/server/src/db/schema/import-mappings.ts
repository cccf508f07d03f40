import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizationId } from './columns';
import { users } from './identity';

/**
 * The column mapping a user last imported a CSV file with, per organisation (each has its own
 * spreadsheets), so the next import of the same kind of file needs no mapping again. A table of
 * its own rather than the user's preferences: those are read on every page load, hold no
 * organisation and are kept small (PREFERENCE_LIMITS).
 */
export const importMappings = pgTable(
  'import_mappings',
  {
    organizationId: organizationId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
);
