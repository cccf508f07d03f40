import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteOrganizationBodySchema,
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  organizationIdParamsSchema,
  organizationSchema,
  updateOrganizationBodySchema,
} from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../../db/client';
import { errorResponses, fileResponse } from '../../lib/error-responses';
import { LOGO_PREFIX } from '../../lib/links';
import { currentActor } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import {
  deleteOrganization,
  getLogo,
  getOrganization,
  removeLogo,
  setLogo,
  updateOrganization,
} from './organizations.service';

/** Organisation routes under /api/orgs/:orgId (membership and role are checked by the scope). */
export function organizationRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const errors = errorResponses(400, 403, 404);

    routes.get('', {
      schema: {
        summary: 'Get the organisation (your role included)',
        tags: ['organizations'],
        params: organizationIdParamsSchema,
        response: { 200: organizationSchema },
      },
      handler: async (request) => {
        const org = currentOrg(request);
        return getOrganization(db, org.id, org.role);
      },
    });

    routes.patch('', {
      config: { minRole: 'admin' },
      schema: {
        summary: "Update the organisation's name and branding (admins)",
        tags: ['organizations'],
        params: organizationIdParamsSchema,
        body: updateOrganizationBodySchema,
        response: { 200: organizationSchema, ...errors },
      },
      handler: async (request) => updateOrganization(db, currentActor(request), currentOrg(request), request.body),
    });

    routes.delete('', {
      config: { minRole: 'owner' },
      schema: {
        summary: 'Delete the organisation and everything in it (owner; confirm its name)',
        tags: ['organizations'],
        params: organizationIdParamsSchema,
        body: deleteOrganizationBodySchema,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        await deleteOrganization(db, currentOrg(request).id, request.body.confirmName);
        return reply.status(204).send(null);
      },
    });

    // The logo is sent as the raw image body; its type is decided from its bytes.
    app.addContentTypeParser(
      [...LOGO_CONTENT_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    routes.put('/logo', {
      config: { minRole: 'admin', tooLargeMessage: 'The logo must be at most 1 MB' },
      bodyLimit: LOGO_MAX_BYTES,
      schema: {
        summary: "Upload the organisation's logo as the raw image body (admins)",
        tags: ['organizations'],
        params: organizationIdParamsSchema,
        response: { 200: organizationSchema, ...errors },
      },
      handler: async (request) => {
        const org = currentOrg(request);
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw Object.assign(new Error('Send the logo image as the request body'), { statusCode: 400 });
        }
        await setLogo(db, currentActor(request), org.id, request.body);
        return getOrganization(db, org.id, org.role);
      },
    });

    routes.delete('/logo', {
      config: { minRole: 'admin' },
      schema: {
        summary: "Remove the organisation's logo (admins)",
        tags: ['organizations'],
        params: organizationIdParamsSchema,
        response: { 200: organizationSchema, ...errors },
      },
      handler: async (request) => {
        const org = currentOrg(request);
        await removeLogo(db, currentActor(request), org.id);
        return getOrganization(db, org.id, org.role);
      },
    });
  };
}

/**
 * Logos are fetched by `<img>` tags, which carry no bearer token, so they are public behind an
 * unguessable id that changes with every upload. They are served so they can never run script.
 */
export function logoRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(`${LOGO_PREFIX}:logoId`, {
      config: { auth: 'public' },
      schema: {
        summary: 'Get a logo image by its unguessable id',
        tags: ['organizations'],
        params: z.object({ logoId: z.uuid() }),
        response: { 200: fileResponse('The logo image', LOGO_CONTENT_TYPES), ...errorResponses(404) },
      },
      handler: async (request, reply) => {
        const logo = await getLogo(db, request.params.logoId);
        return reply
          .header('Content-Type', logo.contentType)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('Content-Disposition', 'inline; filename="logo"')
          .send(logo.bytes);
      },
    });
  };
}
