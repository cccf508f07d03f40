import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { roleAtLeast, type OrganizationRole } from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { findMembership } from '../modules/organizations/organizations.service';
import { currentUser } from './auth';
import { isUuid } from '../lib/uuid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The organisation of an `/api/orgs/:orgId` route, from the user's membership. */
    org: { id: string; role: OrganizationRole } | null;
  }
  interface FastifyContextConfig {
    /**
     * The weakest role that may call the route. Reads default to viewer, changes to editor: a
     * route added later is closed to viewers unless it says otherwise.
     */
    minRole?: OrganizationRole;
  }
}

export const ORG_ROUTE_PREFIX = '/api/orgs/:orgId';

/** The minimum role a route needs, with the safe default for its method. */
export function requiredRole(method: string, configured?: OrganizationRole): OrganizationRole {
  return configured ?? (method === 'GET' || method === 'HEAD' ? 'viewer' : 'editor');
}

export function currentOrg(request: FastifyRequest) {
  if (!request.org) throw new AppError('NOT_FOUND', 'Organisation not found');
  return request.org;
}

/**
 * Registers organisation routes under `/api/orgs/:orgId`. Before anything else (body validation
 * included) the user's membership is resolved: a non-member gets the same 404 whether the
 * organisation exists or not, and a role below the route's minimum gets 403.
 */
export function organizationScope(db: Database, routes: FastifyPluginAsync[]) {
  return async (app: FastifyInstance) => {
    app.decorateRequest('org', null);
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', app.requireUser);
        scope.addHook('onRequest', async (request) => {
          const { orgId } = request.params as { orgId?: string };
          const user = currentUser(request);
          const membership = orgId && isUuid(orgId) ? await findMembership(db, orgId, user.uid) : undefined;
          if (!membership) throw new AppError('NOT_FOUND', 'Organisation not found');
          const needed = requiredRole(request.method, request.routeOptions.config.minRole);
          if (!roleAtLeast(membership.role, needed)) {
            throw new AppError('FORBIDDEN', `This needs the ${needed} role or higher; you are ${membership.role}.`);
          }
          request.org = { id: orgId!, role: membership.role };
        });
        for (const route of routes) await scope.register(route);
      },
      { prefix: ORG_ROUTE_PREFIX },
    );
  };
}
