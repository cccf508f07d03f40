import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTicketBodySchema,
  supportCountsSchema,
  ticketAttachmentParamsSchema,
  ticketAttachmentSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketParamsSchema,
  ticketReplyBodySchema,
} from '@grantpilot/shared/contracts/support';
import { errorResponses, fileResponse } from '../../lib/error-responses';
import {
  fileUploadBody,
  incomingFile,
  sendDownload,
  singleFileLimits,
  STORED_FILE_MEDIA_TYPES,
  tooLargeMessage,
} from '../../lib/uploads';
import { currentActor, currentUser, isInstanceAdmin } from '../../plugins/auth';
import {
  closeOwnTicket,
  createTicket,
  getCounts,
  getOwnTicket,
  listOwnTickets,
  openOwnAttachment,
  replyAsUser,
  uploadAttachment,
  type SupportDeps,
} from './support.service';

const errors = errorResponses(400, 404, 409);

/** A user's own support tickets (PRODUCT §8): anyone else's answer 404. */
export function supportRoutes(deps: SupportDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    await app.register(multipart, singleFileLimits(deps.maxBytes));
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/support/attachments', {
      config: { tooLargeMessage: tooLargeMessage(deps.maxBytes) },
      schema: {
        summary: 'Upload a file to attach to a support message (multipart/form-data, one file)',
        tags: ['support'],
        consumes: ['multipart/form-data'],
        body: fileUploadBody('multipart/form-data with one file (PDF, DOCX, TXT or Markdown) in the field `file`'),
        response: { 201: ticketAttachmentSchema, ...errorResponses(400, 413, 415) },
      },
      handler: async (request, reply) => {
        const file = await incomingFile(request, deps.maxBytes);
        return reply.status(201).send(await uploadAttachment(deps, currentActor(request), file));
      },
    });

    routes.get('/api/support/counts', {
      schema: {
        summary: 'Unread tickets, and for instance administrators the tickets waiting for an answer',
        tags: ['support'],
        response: { 200: supportCountsSchema },
      },
      handler: async (request) => {
        const user = currentUser(request);
        return getCounts(db, user.uid, isInstanceAdmin(user));
      },
    });

    routes.get('/api/support/tickets', {
      schema: {
        summary: 'List my support tickets, the latest conversation first',
        tags: ['support'],
        querystring: ticketListQuerySchema,
        response: { 200: ticketListSchema, ...errorResponses(400) },
      },
      handler: async (request) => listOwnTickets(db, currentUser(request).uid, request.query),
    });

    routes.post('/api/support/tickets', {
      schema: {
        summary: 'Open a support ticket (the contact form)',
        tags: ['support'],
        body: createTicketBodySchema,
        response: { 201: ticketDetailSchema, ...errorResponses(400) },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await createTicket(deps, currentActor(request), request.body)),
    });

    routes.get('/api/support/tickets/:ticketId', {
      schema: {
        summary: 'Read one of my tickets with its conversation (marks it read)',
        tags: ['support'],
        params: ticketParamsSchema,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 404) },
      },
      handler: async (request) => getOwnTicket(db, currentUser(request).uid, request.params.ticketId),
    });

    routes.post('/api/support/tickets/:ticketId/messages', {
      schema: {
        summary: 'Reply on one of my tickets',
        tags: ['support'],
        params: ticketParamsSchema,
        body: ticketReplyBodySchema,
        response: { 201: ticketDetailSchema, ...errors },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await replyAsUser(deps, currentActor(request), request.params.ticketId, request.body)),
    });

    routes.post('/api/support/tickets/:ticketId/close', {
      schema: {
        summary: 'Close one of my tickets',
        tags: ['support'],
        params: ticketParamsSchema,
        response: { 200: ticketDetailSchema, ...errors },
      },
      handler: async (request) => closeOwnTicket(db, currentUser(request).uid, request.params.ticketId),
    });

    routes.get('/api/support/tickets/:ticketId/attachments/:attachmentId', {
      schema: {
        summary: 'Download a file attached to one of my tickets (as an attachment)',
        tags: ['support'],
        params: ticketAttachmentParamsSchema,
        response: { 200: fileResponse('The attached file', STORED_FILE_MEDIA_TYPES), ...errorResponses(400, 404) },
      },
      handler: async (request, reply) => {
        const { attachment, file } = await openOwnAttachment(
          deps,
          currentUser(request).uid,
          request.params.ticketId,
          request.params.attachmentId,
        );
        return sendDownload(reply, file, attachment);
      },
    });
  };
}
