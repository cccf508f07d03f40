import { randomUUID } from 'node:crypto';
import type {
  AdminTicket,
  AdminTicketDetail,
  AdminTicketList,
  Ticket,
  TicketAttachment,
  TicketCategory,
  TicketDetail,
  TicketList,
  TicketMessage,
  TicketStatus,
} from '@grantpilot/shared/contracts/support';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { storeCheckedFile, type IncomingFile } from '../../lib/uploads';
import { invalidField } from '../../lib/validation';
import type { Actor } from '../../plugins/auth';
import { getUserSummaries } from '../users';
import { notifySupport, notifyUser, type SupportMailDeps } from './support-mail';
import * as repo from './support.repo';

export interface SupportDeps extends SupportMailDeps {
  storage: FileStorage;
  /** UPLOAD_MAX_BYTES: attachments take the documents' limit. */
  maxBytes: number;
}

interface Page {
  page: number;
  pageSize: number;
}

const notFound = () => new AppError('NOT_FOUND', 'Ticket not found');

/** The user's own ticket; anyone else's is "not found", whether it exists or not. */
async function requireOwnTicket(db: Database, userId: string, ticketId: string) {
  const ticket = await repo.findTicket(db, ticketId);
  if (!ticket || ticket.userId !== userId) throw notFound();
  return ticket;
}

async function requireTicket(db: Database, ticketId: string) {
  const ticket = await repo.findTicket(db, ticketId);
  if (!ticket) throw notFound();
  return ticket;
}

function toTicket(row: repo.TicketRow, unread: boolean): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread,
  };
}

function toAttachment(row: repo.AttachmentRow): TicketAttachment {
  return { id: row.id, fileName: row.fileName, mimeType: row.mimeType, sizeBytes: row.sizeBytes };
}

async function messagesOf(db: Database, ticketId: string): Promise<TicketMessage[]> {
  const { messages, attachments } = await repo.listMessages(db, ticketId);
  const authors = await getUserSummaries(
    db,
    messages.flatMap((message) => (message.authorId ? [message.authorId] : [])),
  );
  return messages.map((message) => ({
    id: message.id,
    authorName: message.authorId ? (authors.get(message.authorId)?.name ?? null) : null,
    fromSupport: message.fromSupport,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    attachments: attachments.filter((file) => file.messageId === message.id).map(toAttachment),
  }));
}

async function toAdminTickets(db: Database, rows: repo.TicketRow[]): Promise<AdminTicket[]> {
  const people = await getUserSummaries(
    db,
    rows.flatMap((row) => [row.userId, ...(row.assigneeId ? [row.assigneeId] : [])]),
  );
  return rows.map((row) => {
    const { unread: _unread, ...ticket } = toTicket(row, false);
    const requester = people.get(row.userId);
    const assignee = row.assigneeId ? people.get(row.assigneeId) : undefined;
    return {
      ...ticket,
      requester: requester ? { userId: requester.id, name: requester.name, email: requester.email } : null,
      assignee: assignee ? { userId: assignee.id, name: assignee.name } : null,
    };
  });
}

/** Files uploaded for a message that is not written yet (the contact form, a reply). */
export async function uploadAttachment(deps: SupportDeps, actor: Actor, file: IncomingFile): Promise<TicketAttachment> {
  const id = randomUUID();
  const key = `support/${id}`;
  const { fileName, detected, stored } = await storeCheckedFile(deps.storage, key, file, deps.maxBytes);
  try {
    const row = await repo.insertAttachment(deps.db, {
      id,
      uploadedBy: actor.uid,
      fileName,
      mimeType: detected.mimeType,
      sizeBytes: stored.size,
      storageKey: key,
    });
    return toAttachment(row);
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}

/** Writes a message with its files in the caller's transaction; refuses files that are not the writer's. */
async function writeMessage(
  tx: Database,
  ticketId: string,
  actor: Actor,
  fromSupport: boolean,
  body: { message: string; attachmentIds: string[] },
) {
  const message = await repo.insertMessage(tx, { ticketId, authorId: actor.uid, fromSupport, body: body.message });
  const wanted = [...new Set(body.attachmentIds)];
  const attached = await repo.attachUploads(tx, wanted, actor.uid, { ticketId, messageId: message.id });
  const missing = wanted.findIndex((id) => !attached.includes(id));
  if (missing !== -1) {
    throw invalidField(
      `body.attachmentIds.${missing}`,
      'is not a file you uploaded for this message (or it is attached already)',
    );
  }
  return message;
}

export async function createTicket(
  deps: SupportDeps,
  actor: Actor,
  body: { subject: string; category: TicketCategory; message: string; attachmentIds: string[] },
): Promise<TicketDetail> {
  const ticket = await deps.db.transaction(async (tx) => {
    const row = await repo.insertTicket(tx, { userId: actor.uid, subject: body.subject, category: body.category });
    await writeMessage(tx, row.id, actor, false, body);
    return row;
  });
  await notifySupport(deps, ticket, { body: body.message, isNew: true });
  return getOwnTicket(deps.db, actor.uid, ticket.id);
}

export async function listOwnTickets(
  db: Database,
  userId: string,
  query: Page & { status?: TicketStatus[] | undefined },
): Promise<TicketList> {
  const { rows, total } = await repo.listUserTickets(db, userId, query);
  return {
    tickets: rows.map((row) => toTicket(row.ticket, row.unread)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The user's ticket with its conversation; opening it marks support's messages read. */
export async function getOwnTicket(db: Database, userId: string, ticketId: string): Promise<TicketDetail> {
  await requireOwnTicket(db, userId, ticketId);
  const ticket = await repo.markReadByUser(db, ticketId);
  return { ...toTicket(ticket, false), messages: await messagesOf(db, ticketId) };
}

/** A closed ticket takes no more messages: support reopens it, or the user opens a new one. */
function refuseClosed(ticket: repo.TicketRow, who: 'user' | 'support') {
  if (ticket.status !== 'closed') return;
  throw new AppError(
    'CONFLICT',
    who === 'user'
      ? 'This ticket is closed. Open a new ticket to ask something else.'
      : 'This ticket is closed. Reopen it to reply.',
  );
}

/** The user writes: the ticket waits for support again. */
export async function replyAsUser(
  deps: SupportDeps,
  actor: Actor,
  ticketId: string,
  body: { message: string; attachmentIds: string[] },
): Promise<TicketDetail> {
  const ticket = await deps.db.transaction(async (tx) => {
    const row = await repo.lockTicket(tx, ticketId);
    if (!row || row.userId !== actor.uid) throw notFound();
    refuseClosed(row, 'user');
    const message = await writeMessage(tx, ticketId, actor, false, body);
    return repo.updateTicket(tx, ticketId, { status: 'open', lastMessageAt: message.createdAt });
  });
  await notifySupport(deps, ticket, { body: body.message, isNew: false });
  return getOwnTicket(deps.db, actor.uid, ticketId);
}

async function close(db: Database, ticketId: string, isAllowed: (row: repo.TicketRow) => boolean) {
  return db.transaction(async (tx) => {
    const row = await repo.lockTicket(tx, ticketId);
    if (!row || !isAllowed(row)) throw notFound();
    if (row.status === 'closed') throw new AppError('CONFLICT', 'This ticket is already closed.');
    return repo.updateTicket(tx, ticketId, { status: 'closed' });
  });
}

export async function closeOwnTicket(db: Database, userId: string, ticketId: string): Promise<TicketDetail> {
  await close(db, ticketId, (row) => row.userId === userId);
  return getOwnTicket(db, userId, ticketId);
}

export async function openOwnAttachment(deps: SupportDeps, userId: string, ticketId: string, attachmentId: string) {
  await requireOwnTicket(deps.db, userId, ticketId);
  return openAttachment(deps, ticketId, attachmentId);
}

async function openAttachment(deps: SupportDeps, ticketId: string, attachmentId: string) {
  const attachment = await repo.findAttachment(deps.db, ticketId, attachmentId);
  if (!attachment) throw new AppError('NOT_FOUND', 'Attachment not found');
  return { attachment, file: await deps.storage.get(attachment.storageKey) };
}

export async function getCounts(db: Database, userId: string, isAdmin: boolean) {
  const [unread, waiting] = await Promise.all([
    repo.countUnread(db, userId),
    isAdmin ? repo.countWaiting(db) : Promise.resolve(null),
  ]);
  return { unread, waiting };
}

// The administrators' side (routes declared `instanceAdmin`).

export async function listQueue(
  db: Database,
  adminId: string,
  query: Page & {
    status?: TicketStatus[] | undefined;
    category?: TicketCategory[] | undefined;
    assignee: 'anyone' | 'me' | 'unassigned';
  },
): Promise<AdminTicketList> {
  const { rows, total } = await repo.listQueue(db, adminId, query);
  return {
    tickets: await toAdminTickets(
      db,
      rows.map((row) => row.ticket),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getQueueTicket(db: Database, ticketId: string): Promise<AdminTicketDetail> {
  const [ticket] = await toAdminTickets(db, [await requireTicket(db, ticketId)]);
  return { ...ticket!, messages: await messagesOf(db, ticketId) };
}

/** Support answers: the ticket waits for the user; whoever answers an unassigned ticket takes it. */
export async function replyAsSupport(
  deps: SupportDeps,
  actor: Actor,
  ticketId: string,
  body: { message: string; attachmentIds: string[] },
): Promise<AdminTicketDetail> {
  const ticket = await deps.db.transaction(async (tx) => {
    const row = await repo.lockTicket(tx, ticketId);
    if (!row) throw notFound();
    refuseClosed(row, 'support');
    const message = await writeMessage(tx, ticketId, actor, true, body);
    return repo.updateTicket(tx, ticketId, {
      status: 'answered',
      lastMessageAt: message.createdAt,
      lastSupportMessageAt: message.createdAt,
      assigneeId: row.assigneeId ?? actor.uid,
    });
  });
  await notifyUser(deps, ticket, { body: body.message });
  return getQueueTicket(deps.db, ticketId);
}

export async function assignToSelf(db: Database, actor: Actor, ticketId: string): Promise<AdminTicketDetail> {
  await requireTicket(db, ticketId);
  await repo.updateTicket(db, ticketId, { assigneeId: actor.uid });
  return getQueueTicket(db, ticketId);
}

export async function closeQueueTicket(db: Database, ticketId: string): Promise<AdminTicketDetail> {
  await close(db, ticketId, () => true);
  return getQueueTicket(db, ticketId);
}

/** A closed ticket back in the queue: it waits for support again. */
export async function reopenTicket(db: Database, ticketId: string): Promise<AdminTicketDetail> {
  await db.transaction(async (tx) => {
    const row = await repo.lockTicket(tx, ticketId);
    if (!row) throw notFound();
    if (row.status !== 'closed') throw new AppError('CONFLICT', 'Only a closed ticket can be reopened.');
    await repo.updateTicket(tx, ticketId, { status: 'open' });
  });
  return getQueueTicket(db, ticketId);
}

export async function openQueueAttachment(deps: SupportDeps, ticketId: string, attachmentId: string) {
  await requireTicket(deps.db, ticketId);
  return openAttachment(deps, ticketId, attachmentId);
}
