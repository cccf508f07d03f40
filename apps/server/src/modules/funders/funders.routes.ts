import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  funderBodySchema,
  funderChoicesSchema,
  funderDetailSchema,
  funderListQuerySchema,
  funderListSchema,
  funderParamsSchema,
  funderSchema,
  updateFunderBodySchema,
} from '@grantpilot/shared/contracts/funders';
import { organizationIdParamsSchema } from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { currentActor } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import { listApplicationsOfFunder } from '../applications';
import {
  createFunder,
  listFunderChoices,
  listFundersWithStats,
  requireFunder,
  toFunder,
  updateFunder,
} from './funders.service';

const errors = errorResponses(400, 403, 404, 409);

/** Funders: a light record, mostly created from the application form by typing a new name. */
export function funderRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/funders', {
      schema: {
        summary: "List the organisation's funders with their applications and success rate",
        tags: ['funders'],
        params: organizationIdParamsSchema,
        querystring: funderListQuerySchema,
        response: { 200: funderListSchema, ...errors },
      },
      handler: async (request) => listFundersWithStats(db, currentOrg(request).id, request.query),
    });

    routes.get('/funders/choices', {
      schema: {
        summary: "Every funder's name, for choosing one (at most 1,000)",
        tags: ['funders'],
        params: organizationIdParamsSchema,
        response: { 200: funderChoicesSchema, ...errors },
      },
      handler: async (request) => ({ funders: await listFunderChoices(db, currentOrg(request).id) }),
    });

    routes.post('/funders', {
      schema: {
        summary: 'Add a funder',
        tags: ['funders'],
        params: organizationIdParamsSchema,
        body: funderBodySchema,
        response: { 201: funderSchema, ...errors },
      },
      handler: async (request, reply) => {
        const funder = await createFunder(db, currentActor(request), currentOrg(request).id, request.body);
        return reply.status(201).send(funder);
      },
    });

    routes.get('/funders/:funderId', {
      schema: {
        summary: 'Get a funder with its applications, totals and success rate',
        tags: ['funders'],
        params: funderParamsSchema,
        response: { 200: funderDetailSchema, ...errors },
      },
      handler: async (request) => {
        const organizationId = currentOrg(request).id;
        const funder = toFunder(await requireFunder(db, organizationId, request.params.funderId));
        return { ...funder, ...(await listApplicationsOfFunder(db, organizationId, funder.id)) };
      },
    });

    routes.patch('/funders/:funderId', {
      schema: {
        summary: 'Update a funder',
        tags: ['funders'],
        params: funderParamsSchema,
        body: updateFunderBodySchema,
        response: { 200: funderSchema, ...errors },
      },
      handler: async (request) =>
        updateFunder(db, currentActor(request), currentOrg(request).id, request.params.funderId, request.body),
    });
  };
}
