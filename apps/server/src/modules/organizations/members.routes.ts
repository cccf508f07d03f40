import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeRoleBodySchema,
  memberParamsSchema,
  membersSchema,
  organizationIdParamsSchema,
  transferOwnershipBodySchema,
} from '@grantpilot/shared/contracts/organizations';
import { errorBodySchema } from '@grantpilot/shared/errors';
import type { Database } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import { changeRole, listMembers, removeMember, transferOwnership } from './members.service';
import { actorOf } from './organizations.routes';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The team: members, their roles, ownership. */
export function memberRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/members', {
      schema: { tags: ['team'], params: organizationIdParamsSchema, response: { 200: membersSchema } },
      handler: async (request) => ({ members: await listMembers(db, currentOrg(request).id) }),
    });

    routes.patch('/members/:userId', {
      config: { minRole: 'admin' },
      schema: {
        tags: ['team'],
        params: memberParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: membersSchema, ...errors },
      },
      handler: async (request) => {
        const org = currentOrg(request);
        await changeRole(db, actorOf(currentUser(request)), org, request.params.userId, request.body.role);
        return { members: await listMembers(db, org.id) };
      },
    });

    routes.delete('/members/:userId', {
      config: { minRole: 'admin' },
      schema: { tags: ['team'], params: memberParamsSchema, response: { 200: membersSchema, ...errors } },
      handler: async (request) => {
        const org = currentOrg(request);
        await removeMember(db, actorOf(currentUser(request)), org, request.params.userId);
        return { members: await listMembers(db, org.id) };
      },
    });

    routes.post('/transfer-ownership', {
      config: { minRole: 'owner' },
      schema: {
        tags: ['team'],
        params: organizationIdParamsSchema,
        body: transferOwnershipBodySchema,
        response: { 200: membersSchema, ...errors, 204: z.null() },
      },
      handler: async (request) => {
        const org = currentOrg(request);
        await transferOwnership(db, actorOf(currentUser(request)), org, request.body.userId);
        return { members: await listMembers(db, org.id) };
      },
    });
  };
}
