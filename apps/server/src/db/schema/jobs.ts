import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { users } from './identity';

/**
 * The deadline reminders sent: one row per application, stage (14, 7 or 1 day) and deadline.
 * Claiming the row before sending makes each reminder go out once, across restarts and
 * instances; a moved deadline is a new deadline and gets reminders of its own.
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    recipientId: text('recipient_id').references(() => users.id, { onDelete: 'set null', onUpdate: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.daysBefore, table.deadlineAt] }),
    // A user deleted or carried over: the rows naming them are found without a scan.
    index('deadline_reminders_recipient_idx').on(table.recipientId),
  ],
);

/**
 * The weekly digests handled: one row per user and ISO week ("2026-W23") of the Monday it came
 * on in their time zone. Claimed before the digest is built, like the reminders, so it goes out
 * once across runs, restarts and instances; a week with nothing to say keeps its row too.
 */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    week: text('week').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.week] })],
);
