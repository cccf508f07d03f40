import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uidParamsSchema, userProfileSchema } from '@grantpilot/shared/contracts/users';
import { errorBodySchema } from '@grantpilot/shared/errors';
import type { Database } from '../../db/client';
import { requireSelf } from '../../plugins/auth';
import { getUserProfile } from './users.service';

/** Seed §7: the signed-in user's profile and branding fields. */
export async function usersRoutes(app: FastifyInstance, options: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/users/:uid', {
    schema: {
      tags: ['users'],
      params: uidParamsSchema,
      response: {
        200: userProfileSchema,
        400: errorBodySchema,
        401: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
      },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      requireSelf(request, request.params.uid);
      return getUserProfile(options.db, request.params.uid);
    },
  });
}
