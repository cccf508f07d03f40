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
import { errorBodySchema } from '@grantpilot/shared/errors';
import type { Database } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import { funderStats, listApplicationsOfFunder } from '../applications';
import { actorOf } from '../organizations/organizations.routes';
import { createFunder, listFunderChoices, listFunders, requireFunder, toFunder, updateFunder } from './funders.service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Funders: a light record, mostly created from the application form by typing a new name. */
export function funderRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/funders', {
      schema: {
        tags: ['funders'],
        params: organizationIdParamsSchema,
        querystring: funderListQuerySchema,
        response: { 200: funderListSchema, ...errors },
      },
      handler: async (request) => {
        const organizationId = currentOrg(request).id;
        const list = await listFunders(db, organizationId, request.query);
        const stats = await funderStats(
          db,
          organizationId,
          list.funders.map((funder) => funder.id),
        );
        return {
          ...list,
          funders: list.funders.map((funder) => ({
            ...funder,
            stats: stats.get(funder.id) ?? { applications: 0, decided: 0, awarded: 0, successRate: null },
          })),
        };
      },
    });

    routes.get('/funders/choices', {
      schema: { tags: ['funders'], params: organizationIdParamsSchema, response: { 200: funderChoicesSchema } },
      handler: async (request) => ({ funders: await listFunderChoices(db, currentOrg(request).id) }),
    });

    routes.post('/funders', {
      schema: {
        tags: ['funders'],
        params: organizationIdParamsSchema,
        body: funderBodySchema,
        response: { 201: funderSchema, ...errors },
      },
      handler: async (request, reply) => {
        const funder = await createFunder(db, actorOf(currentUser(request)), currentOrg(request).id, request.body);
        return reply.status(201).send(funder);
      },
    });

    routes.get('/funders/:funderId', {
      schema: { tags: ['funders'], params: funderParamsSchema, response: { 200: funderDetailSchema, ...errors } },
      handler: async (request) => {
        const organizationId = currentOrg(request).id;
        const funder = toFunder(await requireFunder(db, organizationId, request.params.funderId));
        return { ...funder, ...(await listApplicationsOfFunder(db, organizationId, funder.id)) };
      },
    });

    routes.patch('/funders/:funderId', {
      schema: {
        tags: ['funders'],
        params: funderParamsSchema,
        body: updateFunderBodySchema,
        response: { 200: funderSchema, ...errors },
      },
      handler: async (request) =>
        updateFunder(db, actorOf(currentUser(request)), currentOrg(request).id, request.params.funderId, request.body),
    });
  };
}
