import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInvitationBodySchema,
  invitationParamsSchema,
  invitationSchema,
  invitationsSchema,
  organizationIdParamsSchema,
} from '@grantpilot/shared/contracts/organizations';
import { errorResponses } from '../../lib/error-responses';
import { currentActor } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import {
  createInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  type InvitationDeps,
} from './invitations.service';

const errors = errorResponses(400, 403, 404, 409);

/** Invitations an organisation sends (admins and owners). */
export function invitationRoutes(deps: InvitationDeps) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/invitations', {
      config: { minRole: 'admin' },
      schema: {
        summary: "List the organisation's pending invitations",
        tags: ['team'],
        params: organizationIdParamsSchema,
        response: { 200: invitationsSchema },
      },
      handler: async (request) => ({ invitations: await listInvitations(deps, currentOrg(request).id) }),
    });

    routes.post('/invitations', {
      config: { minRole: 'admin' },
      schema: {
        summary: 'Invite someone by email with a role',
        tags: ['team'],
        params: organizationIdParamsSchema,
        body: createInvitationBodySchema,
        response: { 201: invitationSchema, ...errors },
      },
      handler: async (request, reply) => {
        const invitation = await createInvitation(deps, currentActor(request), currentOrg(request), request.body);
        return reply.status(201).send(invitation);
      },
    });

    routes.post('/invitations/:invitationId/resend', {
      config: { minRole: 'admin' },
      schema: {
        summary: 'Send an invitation again',
        tags: ['team'],
        params: invitationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        await resendInvitation(deps, currentActor(request), currentOrg(request).id, request.params.invitationId);
        return reply.status(204).send(null);
      },
    });

    routes.delete('/invitations/:invitationId', {
      config: { minRole: 'admin' },
      schema: {
        summary: 'Revoke an invitation',
        tags: ['team'],
        params: invitationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        await revokeInvitation(deps, currentActor(request), currentOrg(request).id, request.params.invitationId);
        return reply.status(204).send(null);
      },
    });
  };
}
