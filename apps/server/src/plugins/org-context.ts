import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { roleAtLeast, type OrganizationRole } from '@grantpilot/shared/contracts/organizations';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';
import { currentUser } from './auth';

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

/** The user's role in an organisation, or undefined when they are not a member. */
export type MembershipLookup = (
  organizationId: string,
  userId: string,
) => Promise<{ role: OrganizationRole } | undefined>;

/**
 * Registers organisation routes under `/api/orgs/:orgId`. Right after the token check (the auth
 * plugin's `onRequest` hook comes first on every route) and before the body is read, the
 * user's membership is resolved: a non-member gets the same 404 whether the organisation
 * exists or not, and a role below the route's minimum gets 403. Memberships are the
 * organisations module's: the app hands its lookup in, so this plugin imports no module.
 */
export function organizationScope(findMembership: MembershipLookup, routes: FastifyPluginAsync[]) {
  const resolveMembership = async (request: FastifyRequest) => {
    const { orgId } = request.params as { orgId?: string };
    const user = currentUser(request);
    const membership = orgId && isUuid(orgId) ? await findMembership(orgId, user.uid) : undefined;
    if (!membership) throw new AppError('NOT_FOUND', 'Organisation not found');
    const needed = requiredRole(request.method, request.routeOptions.config.minRole);
    if (!roleAtLeast(membership.role, needed)) {
      throw new AppError('FORBIDDEN', `This needs the ${needed} role or higher; you are ${membership.role}.`);
    }
    request.org = { id: orgId!, role: membership.role };
  };
  return async (app: FastifyInstance) => {
    app.decorateRequest('org', null);
    await app.register(
      async (scope) => {
        scope.addHook('onRoute', (route) => {
          route.onRequest = [...[route.onRequest ?? []].flat(), resolveMembership];
        });
        for (const route of routes) await scope.register(route);
      },
      { prefix: ORG_ROUTE_PREFIX },
    );
  };
}
