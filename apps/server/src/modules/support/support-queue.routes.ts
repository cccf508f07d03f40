import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTicketDetailSchema,
  adminTicketListQuerySchema,
  adminTicketListSchema,
  ticketAttachmentParamsSchema,
  ticketParamsSchema,
  ticketReplyBodySchema,
} from '@grantpilot/shared/contracts/support';
import { errorResponses, fileResponse } from '../../lib/error-responses';
import { sendDownload, STORED_FILE_MEDIA_TYPES } from '../../lib/uploads';
import { currentActor, currentUser, instanceAdmin } from '../../plugins/auth';
import {
  assignToSelf,
  closeQueueTicket,
  getQueueTicket,
  listQueue,
  openQueueAttachment,
  reopenTicket,
  replyAsSupport,
  type SupportDeps,
} from './support.service';

const errors = errorResponses(400, 404, 409);

/** The instance administrators' support queue: every route is `instanceAdmin` (404 for anyone else). */
export function supportQueueRoutes(deps: SupportDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/admin/support/tickets', {
      config: instanceAdmin,
      schema: {
        summary: 'The support queue: every ticket, by status, category and who handles it (instance administrators)',
        tags: ['support'],
        querystring: adminTicketListQuerySchema,
        response: { 200: adminTicketListSchema, ...errorResponses(400, 404) },
      },
      handler: async (request) => listQueue(db, currentUser(request).uid, request.query),
    });

    routes.get('/api/admin/support/tickets/:ticketId', {
      config: instanceAdmin,
      schema: {
        summary: 'Read a ticket with its conversation (instance administrators)',
        tags: ['support'],
        params: ticketParamsSchema,
        response: { 200: adminTicketDetailSchema, ...errorResponses(400, 404) },
      },
      handler: async (request) => getQueueTicket(db, request.params.ticketId),
    });

    routes.post('/api/admin/support/tickets/:ticketId/messages', {
      config: instanceAdmin,
      schema: {
        summary: 'Answer a ticket: it becomes answered (instance administrators)',
        tags: ['support'],
        params: ticketParamsSchema,
        body: ticketReplyBodySchema,
        response: { 201: adminTicketDetailSchema, ...errors },
      },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await replyAsSupport(deps, currentActor(request), request.params.ticketId, request.body)),
    });

    routes.post('/api/admin/support/tickets/:ticketId/assign', {
      config: instanceAdmin,
      schema: {
        summary: 'Take a ticket: assign it to yourself (instance administrators)',
        tags: ['support'],
        params: ticketParamsSchema,
        response: { 200: adminTicketDetailSchema, ...errors },
      },
      handler: async (request) => assignToSelf(db, currentActor(request), request.params.ticketId),
    });

    routes.post('/api/admin/support/tickets/:ticketId/close', {
      config: instanceAdmin,
      schema: {
        summary: 'Close a ticket (instance administrators)',
        tags: ['support'],
        params: ticketParamsSchema,
        response: { 200: adminTicketDetailSchema, ...errors },
      },
      handler: async (request) => closeQueueTicket(db, request.params.ticketId),
    });

    routes.post('/api/admin/support/tickets/:ticketId/reopen', {
      config: instanceAdmin,
      schema: {
        summary: 'Reopen a closed ticket (instance administrators)',
        tags: ['support'],
        params: ticketParamsSchema,
        response: { 200: adminTicketDetailSchema, ...errors },
      },
      handler: async (request) => reopenTicket(db, request.params.ticketId),
    });

    routes.get('/api/admin/support/tickets/:ticketId/attachments/:attachmentId', {
      config: instanceAdmin,
      schema: {
        summary: 'Download a file attached to a ticket (instance administrators)',
        tags: ['support'],
        params: ticketAttachmentParamsSchema,
        response: { 200: fileResponse('The attached file', STORED_FILE_MEDIA_TYPES), ...errorResponses(400, 404) },
      },
      handler: async (request, reply) => {
        const { attachment, file } = await openQueueAttachment(
          deps,
          request.params.ticketId,
          request.params.attachmentId,
        );
        return sendDownload(reply, file, attachment);
      },
    });
  };
}
