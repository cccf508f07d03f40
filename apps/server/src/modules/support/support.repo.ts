import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TicketCategory, TicketStatus } from '@grantpilot/shared/contracts/support';
import type { Database } from '../../db/client';
import { supportAttachments, supportMessages, supportTickets } from '../../db/schema';

export type TicketRow = typeof supportTickets.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type AttachmentRow = typeof supportAttachments.$inferSelect;

/** Support wrote since the user last opened the ticket. */
const unreadForUser = and(
  isNotNull(supportTickets.lastSupportMessageAt),
  or(isNull(supportTickets.userReadAt), gt(supportTickets.lastSupportMessageAt, supportTickets.userReadAt)),
)!;

export async function insertTicket(db: Database, values: typeof supportTickets.$inferInsert) {
  const [row] = await db.insert(supportTickets).values(values).returning();
  return row!;
}

export async function insertMessage(db: Database, values: typeof supportMessages.$inferInsert) {
  const [row] = await db.insert(supportMessages).values(values).returning();
  return row!;
}

export async function insertAttachment(db: Database, values: typeof supportAttachments.$inferInsert) {
  const [row] = await db.insert(supportAttachments).values(values).returning();
  return row!;
}

/**
 * Attaches files `uploadedBy` uploaded and has not attached yet to a message; returns the ids
 * it attached (fewer than asked when some were not theirs or were already used).
 */
export async function attachUploads(
  db: Database,
  ids: string[],
  uploadedBy: string,
  target: { ticketId: string; messageId: string },
) {
  if (ids.length === 0) return [];
  const rows = await db
    .update(supportAttachments)
    .set(target)
    .where(
      and(
        inArray(supportAttachments.id, ids),
        eq(supportAttachments.uploadedBy, uploadedBy),
        isNull(supportAttachments.messageId),
      ),
    )
    .returning({ id: supportAttachments.id });
  return rows.map((row) => row.id);
}

export async function findTicket(db: Database, ticketId: string) {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).limit(1);
  return row;
}

/** The ticket, locked until the transaction ends: a status change reads what it changes. */
export async function lockTicket(db: Database, ticketId: string) {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).for('update').limit(1);
  return row;
}

export async function updateTicket(
  db: Database,
  ticketId: string,
  changes: Partial<typeof supportTickets.$inferInsert>,
) {
  const [row] = await db.update(supportTickets).set(changes).where(eq(supportTickets.id, ticketId)).returning();
  return row!;
}

/** The user opened the ticket: what support wrote until now is read. */
export async function markReadByUser(db: Database, ticketId: string) {
  const [row] = await db
    .update(supportTickets)
    .set({ userReadAt: sql`now()` })
    .where(eq(supportTickets.id, ticketId))
    .returning();
  return row!;
}

export async function listMessages(db: Database, ticketId: string) {
  const [messages, attachments] = await Promise.all([
    db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticketId))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id)),
    db
      .select()
      .from(supportAttachments)
      .where(and(eq(supportAttachments.ticketId, ticketId), isNotNull(supportAttachments.messageId)))
      .orderBy(asc(supportAttachments.createdAt)),
  ]);
  return { messages, attachments };
}

export async function findAttachment(db: Database, ticketId: string, attachmentId: string) {
  const [row] = await db
    .select()
    .from(supportAttachments)
    .where(
      and(
        eq(supportAttachments.id, attachmentId),
        eq(supportAttachments.ticketId, ticketId),
        isNotNull(supportAttachments.messageId),
      ),
    )
    .limit(1);
  return row;
}

interface Page {
  page: number;
  pageSize: number;
}

async function pageOf(db: Database, where: SQL | undefined, page: Page) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ticket: supportTickets, unread: sql<boolean>`coalesce(${unreadForUser}, false)` })
      .from(supportTickets)
      .where(where)
      .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(supportTickets).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A user's tickets, the latest conversation first. */
export function listUserTickets(db: Database, userId: string, query: Page & { status?: TicketStatus[] | undefined }) {
  return pageOf(
    db,
    and(
      eq(supportTickets.userId, userId),
      query.status?.length ? inArray(supportTickets.status, query.status) : undefined,
    ),
    query,
  );
}

/** The administrators' queue: every ticket, narrowed by status, category and who handles it. */
export function listQueue(
  db: Database,
  adminId: string,
  query: Page & {
    status?: TicketStatus[] | undefined;
    category?: TicketCategory[] | undefined;
    assignee: 'anyone' | 'me' | 'unassigned';
  },
) {
  return pageOf(
    db,
    and(
      query.status?.length ? inArray(supportTickets.status, query.status) : undefined,
      query.category?.length ? inArray(supportTickets.category, query.category) : undefined,
      query.assignee === 'me' ? eq(supportTickets.assigneeId, adminId) : undefined,
      query.assignee === 'unassigned' ? isNull(supportTickets.assigneeId) : undefined,
    ),
    query,
  );
}

export async function countUnread(db: Database, userId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), unreadForUser));
  return row?.value ?? 0;
}

/** Tickets whose last word is the user's: waiting for support. */
export async function countWaiting(db: Database) {
  const [row] = await db.select({ value: count() }).from(supportTickets).where(eq(supportTickets.status, 'open'));
  return row?.value ?? 0;
}

/** An upload without a message: none took it yet, or its ticket (with the message) was deleted. */
const withoutMessage = or(
  isNull(supportAttachments.messageId),
  sql`not exists (select 1 from ${supportMessages} where ${supportMessages.id} = ${supportAttachments.messageId})`,
)!;

/** Uploads without a message, uploaded before `before`. */
export function listUnattachedBefore(db: Database, before: Date, limit: number) {
  return db
    .select({ id: supportAttachments.id, storageKey: supportAttachments.storageKey })
    .from(supportAttachments)
    .where(and(withoutMessage, lt(supportAttachments.createdAt, before)))
    .orderBy(asc(supportAttachments.createdAt))
    .limit(limit);
}

/** Deletes an upload's row while it has no message; false when a message has taken it (or it is gone). */
export async function deleteUnattached(db: Database, attachmentId: string) {
  const rows = await db
    .delete(supportAttachments)
    .where(and(eq(supportAttachments.id, attachmentId), withoutMessage))
    .returning({ id: supportAttachments.id });
  return rows.length > 0;
}
