import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityPageSchema,
  activityQuerySchema,
  organizationIdParamsSchema,
} from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../../db/client';
import { currentOrg } from '../../plugins/org-context';
import { getActivityPage } from './activity.service';

/** The organisation's activity feed, newest first, a page at a time. */
export function activityRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/activity', {
      schema: {
        summary: "List the organisation's activity, newest first, a page at a time",
        tags: ['activity'],
        params: organizationIdParamsSchema,
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
      handler: async (request) => getActivityPage(db, currentOrg(request).id, request.query),
    });
  };
}
