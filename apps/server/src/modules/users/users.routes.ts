import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uidParamsSchema, userProfileSchema } from '@grantpilot/shared/contracts/users';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { requireSelf } from '../../plugins/auth';
import { deleteAccountData, getUserProfile, type AccountOrganizations } from './users.service';

/** Seed §7: the signed-in user's profile and branding fields. */
export async function usersRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    organizations: AccountOrganizations;
    /**
     * With a hosted identity service the client deletes the identity and asks us to delete the
     * product's data first; the built-in service deletes both behind its password check.
     */
    accountDeletion: boolean;
    /** Forgets the user's verified tokens once their data is gone, so none of them brings it back. */
    forgetTokens: (uid: string) => void;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/users/:uid', {
    schema: {
      summary: "Get your profile and your active organisation's branding",
      tags: ['users'],
      params: uidParamsSchema,
      response: {
        200: userProfileSchema,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => {
      requireSelf(request, request.params.uid);
      return getUserProfile(options.db, options.organizations, request.params.uid);
    },
  });

  if (!options.accountDeletion) return;
  app.withTypeProvider<ZodTypeProvider>().delete('/api/users/:uid', {
    schema: {
      summary: "Delete your account's data (hosted identity service only)",
      tags: ['users'],
      params: uidParamsSchema,
      response: {
        204: z.null(),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request, reply) => {
      requireSelf(request, request.params.uid);
      await deleteAccountData(options.db, options.organizations, request.params.uid);
      options.forgetTokens(request.params.uid);
      return reply.code(204).send(null);
    },
  });
}
