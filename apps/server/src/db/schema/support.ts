import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '@grantpilot/shared/contracts/support';
import { person } from './columns';
import { users } from './identity';

/**
 * Support tickets (PRODUCT §8). A ticket belongs to a user, not to an organisation: it may be
 * about the account itself, and the instance's administrators answer it.
 */
export const ticketStatus = pgEnum('support_ticket_status', TICKET_STATUSES);
export const ticketCategory = pgEnum('support_ticket_category', TICKET_CATEGORIES);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    subject: text('subject').notNull(),
    category: ticketCategory('category').notNull(),
    status: ticketStatus('status').notNull().default('open'),
    assigneeId: person('assignee_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** When support last wrote; with `userReadAt`, what makes the ticket unread for its user. */
    lastSupportMessageAt: timestamp('last_support_message_at', { withTimezone: true }),
    userReadAt: timestamp('user_read_at', { withTimezone: true }),
  },
  (table) => [
    index('support_tickets_user_idx').on(table.userId, table.lastMessageAt),
    index('support_tickets_queue_idx').on(table.status, table.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: person('author_id'),
    fromSupport: boolean('from_support').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);

/**
 * A file uploaded for a message: uploaded first (no message yet), then attached when the message
 * is sent. The bytes live in the file storage under `support/<attachmentId>`. When its ticket (and
 * so its message) or its uploader's account goes, the row stays, so the daily sweep of uploads
 * without a message removes the bytes too. The ticket and message columns have no foreign key on
 * purpose: a cascade that set them null would update a row twice in one statement (with the
 * uploader's), which PostgreSQL refuses; only `attachUploads` writes them, from rows it has just
 * written.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey(),
    uploadedBy: person('uploaded_by'),
    ticketId: uuid('ticket_id'),
    messageId: uuid('message_id'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_attachments_message_idx').on(table.messageId),
    index('support_attachments_pending_idx')
      .on(table.uploadedBy)
      .where(sql`${table.messageId} is null`),
  ],
);
