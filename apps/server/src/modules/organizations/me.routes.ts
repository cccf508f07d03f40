import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationBodySchema,
  createOrganizationBodySchema,
  invitationPublicPreviewSchema,
  invitationTokenQuerySchema,
  myOrganizationsSchema,
  organizationIdParamsSchema,
  organizationSchema,
  receivedInvitationSchema,
  receivedInvitationsSchema,
  setActiveOrganizationBodySchema,
} from '@grantpilot/shared/contracts/organizations';
import { errorResponses } from '../../lib/error-responses';
import { currentActor, currentUser } from '../../plugins/auth';
import {
  acceptInvitation,
  listReceivedInvitations,
  previewInvitation,
  previewInvitationPublicly,
  type InvitationDeps,
} from './invitations.service';
import { leaveOrganization } from './members.service';
import { createOrganization, listMyOrganizations, setActiveOrganization } from './organizations.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** What a signed-in user does for themself: their organisations, the active one, invitations. */
export function meRoutes(deps: InvitationDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/orgs', {
      schema: {
        summary: 'List your organisations and which one is active',
        tags: ['organizations'],
        response: { 200: myOrganizationsSchema, ...errors },
      },
      handler: async (request) => listMyOrganizations(db, currentUser(request).uid),
    });

    routes.post('/api/orgs', {
      schema: {
        summary: 'Create an organisation; you become its owner',
        tags: ['organizations'],
        body: createOrganizationBodySchema,
        response: { 201: organizationSchema, ...errors },
      },
      handler: async (request, reply) => {
        const organization = await createOrganization(db, currentActor(request), request.body.name);
        return reply.status(201).send(organization);
      },
    });

    routes.put('/api/me/active-organization', {
      schema: {
        summary: 'Choose your active organisation',
        tags: ['organizations'],
        body: setActiveOrganizationBodySchema,
        response: { 200: myOrganizationsSchema, ...errors },
      },
      handler: async (request) => setActiveOrganization(db, currentUser(request).uid, request.body.organizationId),
    });

    routes.delete('/api/me/memberships/:orgId', {
      schema: {
        summary: 'Leave an organisation',
        tags: ['organizations'],
        params: organizationIdParamsSchema,
        response: { 200: myOrganizationsSchema, ...errors },
      },
      handler: async (request) => {
        await leaveOrganization(db, currentActor(request), request.params.orgId);
        return listMyOrganizations(db, currentUser(request).uid);
      },
    });

    routes.get('/api/invitations', {
      schema: {
        summary: 'List the invitations sent to your email address',
        tags: ['team'],
        response: { 200: receivedInvitationsSchema, ...errors },
      },
      handler: async (request) => ({ invitations: await listReceivedInvitations(deps, currentUser(request)) }),
    });

    routes.get('/api/invitations/preview', {
      schema: {
        summary: 'Preview an invitation from its emailed link',
        tags: ['team'],
        querystring: invitationTokenQuerySchema,
        response: { 200: receivedInvitationSchema, ...errors },
      },
      handler: async (request) => previewInvitation(deps, request.query.token),
    });

    routes.get('/api/invitations/public-preview', {
      // The token is the key: it was emailed to the invited address and only its hash is stored.
      config: { auth: 'public' },
      schema: {
        summary: 'Preview an invitation from its emailed link, before signing in',
        tags: ['team'],
        querystring: invitationTokenQuerySchema,
        response: { 200: invitationPublicPreviewSchema, ...errorResponses(400, 404, 409) },
      },
      handler: async (request) => previewInvitationPublicly(deps, request.query.token),
    });

    routes.post('/api/invitations/accept', {
      schema: {
        summary: 'Accept an invitation',
        tags: ['team'],
        body: acceptInvitationBodySchema,
        response: { 200: myOrganizationsSchema, ...errors, 204: z.null() },
      },
      handler: async (request) => {
        const user = currentUser(request);
        await acceptInvitation(deps, user, request.body);
        return listMyOrganizations(db, user.uid);
      },
    });
  };
}
