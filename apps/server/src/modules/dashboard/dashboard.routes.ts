import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@grantpilot/shared/contracts/dashboard';
import { organizationIdParamsSchema } from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../../db/client';
import { currentOrg } from '../../plugins/org-context';
import { getDashboard } from './dashboard.service';

/** The dashboard's figures and charts (PRODUCT.md §10), for any member. */
export function dashboardRoutes(db: Database, now: () => Date = () => new Date()) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/dashboard', {
      schema: {
        summary: 'Get the dashboard: pipeline, amounts, awards per quarter, upcoming deadlines',
        tags: ['dashboard'],
        params: organizationIdParamsSchema,
        response: { 200: dashboardSchema },
      },
      handler: async (request) => getDashboard(db, currentOrg(request).id, now()),
    });
  };
}
