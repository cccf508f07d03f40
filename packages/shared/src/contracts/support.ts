import { z } from 'zod';
import { listParam, pageQuerySchema, uuidParam } from './common';

/**
 * Support tickets (PRODUCT.md §8): a user's contact form opens one; the user and the instance's
 * administrators talk in its messages. `open` waits for support, `answered` waits for the user,
 * `closed` is done (an administrator can reopen it).
 */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_CATEGORIES = ['question', 'problem', 'account', 'feature_request', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  question: 'Question',
  problem: 'Something does not work',
  account: 'My account',
  feature_request: 'Suggestion',
  other: 'Other',
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const SUPPORT_LIMITS = { subjectMin: 3, subjectMax: 200, messageMax: 10_000, attachmentsPerMessage: 5 } as const;

const subjectSchema = z
  .string()
  .trim()
  .min(SUPPORT_LIMITS.subjectMin, `must be at least ${SUPPORT_LIMITS.subjectMin} characters`)
  .max(SUPPORT_LIMITS.subjectMax, `must be at most ${SUPPORT_LIMITS.subjectMax} characters`);

/** Markdown, shown rendered (never as HTML the sender wrote). */
const messageTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a message')
  .max(SUPPORT_LIMITS.messageMax, `must be at most ${SUPPORT_LIMITS.messageMax.toLocaleString('en')} characters`);

/** Files uploaded first (`POST /api/support/attachments`), then named here. */
const attachmentIdsSchema = z
  .array(uuidParam('attachment'))
  .max(SUPPORT_LIMITS.attachmentsPerMessage, `At most ${SUPPORT_LIMITS.attachmentsPerMessage} files per message`)
  .default([]);

export const ticketAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  /** Null once the author's account is gone. */
  authorName: z.string().nullable(),
  /** Written by an instance administrator. */
  fromSupport: z.boolean(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.iso.datetime(),
  lastMessageAt: z.iso.datetime(),
  /** For the user: support wrote since they last opened it. */
  unread: z.boolean(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketDetailSchema = ticketSchema.extend({ messages: z.array(ticketMessageSchema) });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

const personSchema = z.object({ userId: z.string(), name: z.string() });

/** What administrators see of a ticket: who asked and who handles it. */
export const adminTicketSchema = ticketSchema.omit({ unread: true }).extend({
  requester: personSchema.extend({ email: z.string() }).nullable(),
  assignee: personSchema.nullable(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const adminTicketDetailSchema = adminTicketSchema.extend({ messages: z.array(ticketMessageSchema) });
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

export const ticketListQuerySchema = pageQuerySchema.extend({
  status: listParam(z.enum(TICKET_STATUSES)).optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

export const ticketListSchema = z.object({
  tickets: z.array(ticketSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TicketList = z.infer<typeof ticketListSchema>;

export const TICKET_ASSIGNEE_FILTERS = ['anyone', 'me', 'unassigned'] as const;

export const adminTicketListQuerySchema = ticketListQuerySchema.extend({
  category: listParam(z.enum(TICKET_CATEGORIES)).optional(),
  assignee: z.enum(TICKET_ASSIGNEE_FILTERS).default('anyone'),
});
export type AdminTicketListQuery = z.input<typeof adminTicketListQuerySchema>;

export const adminTicketListSchema = ticketListSchema.extend({ tickets: z.array(adminTicketSchema) });
export type AdminTicketList = z.infer<typeof adminTicketListSchema>;

export const createTicketBodySchema = z.object({
  subject: subjectSchema,
  category: z.enum(TICKET_CATEGORIES, 'Choose a category'),
  message: messageTextSchema,
  attachmentIds: attachmentIdsSchema,
});
export type CreateTicketBody = z.input<typeof createTicketBodySchema>;

export const ticketReplyBodySchema = z.object({
  message: messageTextSchema,
  attachmentIds: attachmentIdsSchema,
});
export type TicketReplyBody = z.input<typeof ticketReplyBodySchema>;

export const ticketParamsSchema = z.object({ ticketId: uuidParam('ticket') });
export const ticketAttachmentParamsSchema = ticketParamsSchema.extend({ attachmentId: uuidParam('attachment') });

/** The navigation's badges: the user's unread tickets; for administrators, tickets waiting for an answer. */
export const supportCountsSchema = z.object({
  unread: z.number().int(),
  /** Null for anyone who is not an instance administrator. */
  waiting: z.number().int().nullable(),
});
export type SupportCounts = z.infer<typeof supportCountsSchema>;
