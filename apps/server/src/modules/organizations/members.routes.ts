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
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { currentActor } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import { changeRole, listMembers, removeMember, transferOwnership } from './members.service';

const errors = errorResponses(400, 403, 404, 409);

/** The team: members, their roles, ownership. */
export function memberRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/members', {
      schema: {
        summary: "List the organisation's members and their roles",
        tags: ['team'],
        params: organizationIdParamsSchema,
        response: { 200: membersSchema },
      },
      handler: async (request) => ({ members: await listMembers(db, currentOrg(request).id) }),
    });

    routes.patch('/members/:userId', {
      config: { minRole: 'admin' },
      schema: {
        summary: "Change a member's role",
        tags: ['team'],
        params: memberParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: membersSchema, ...errors },
      },
      handler: async (request) => {
        const org = currentOrg(request);
        await changeRole(db, currentActor(request), org, request.params.userId, request.body.role);
        return { members: await listMembers(db, org.id) };
      },
    });

    routes.delete('/members/:userId', {
      config: { minRole: 'admin' },
      schema: {
        summary: 'Remove a member',
        tags: ['team'],
        params: memberParamsSchema,
        response: { 200: membersSchema, ...errors },
      },
      handler: async (request) => {
        const org = currentOrg(request);
        await removeMember(db, currentActor(request), org, request.params.userId);
        return { members: await listMembers(db, org.id) };
      },
    });

    routes.post('/transfer-ownership', {
      config: { minRole: 'owner' },
      schema: {
        summary: 'Hand ownership to another member (owner)',
        tags: ['team'],
        params: organizationIdParamsSchema,
        body: transferOwnershipBodySchema,
        response: { 200: membersSchema, ...errors, 204: z.null() },
      },
      handler: async (request) => {
        const org = currentOrg(request);
        await transferOwnership(db, currentActor(request), org, request.body.userId);
        return { members: await listMembers(db, org.id) };
      },
    });
  };
}
