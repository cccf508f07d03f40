import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsSchema, updateSettingsBodySchema } from '@grantpilot/shared/contracts/settings';
import { uidParamsSchema } from '@grantpilot/shared/contracts/users';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { requireSelf } from '../../plugins/auth';
import { getSettings, updatePreferences } from './settings.service';

const errors = errorResponses(400, 401, 403, 404);

/** Seed §7: the user's settings record, hardened as PRODUCT.md §13 (own uid only). */
export async function settingsRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/settings/:uid', {
    schema: {
      summary: 'Get your settings',
      tags: ['settings'],
      params: uidParamsSchema,
      response: { 200: settingsSchema, ...errors },
    },
    handler: async (request) => {
      requireSelf(request, request.params.uid);
      return getSettings(options.db, request.params.uid);
    },
  });

  routes.patch('/api/settings/:uid', {
    schema: {
      summary: 'Update your preferences',
      tags: ['settings'],
      params: uidParamsSchema,
      body: updateSettingsBodySchema,
      response: { 200: settingsSchema, ...errors },
    },
    handler: async (request) => {
      requireSelf(request, request.params.uid);
      return updatePreferences(options.db, request.params.uid, request.body.preferences);
    },
  });
}
