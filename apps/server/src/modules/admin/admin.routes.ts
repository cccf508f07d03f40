import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminListQuerySchema,
  adminOrganizationDetailSchema,
  adminOrganizationParamsSchema,
  adminOrganizationListSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  systemHealthSchema,
} from '@grantpilot/shared/contracts/admin';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import {
  getOrganization,
  listOrganizations,
  listUsers,
  setUserDisabled,
  systemHealth,
  type HealthSources,
} from './admin.service';

export interface AdminDeps {
  db: Database;
  health: HealthSources;
  /** Applies a disabling at once in this process (the token check); other instances follow. */
  accountDisabled: (uid: string, disabled: boolean) => void;
}

/**
 * Instance administration (PRODUCT.md §1): every route says `auth: 'admin'`, so anyone without
 * the instance administrator's role gets 404 before the request is read.
 */
export function adminRoutes(deps: AdminDeps) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const config = { auth: 'admin' as const };

    routes.get('/api/admin/users', {
      config,
      schema: {
        summary: 'List the accounts of this installation (instance administrators)',
        tags: ['admin'],
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => listUsers(deps.db, request.query),
    });

    for (const [action, disabled] of [
      ['disable', true],
      ['enable', false],
    ] as const) {
      routes.post(`/api/admin/users/:uid/${action}`, {
        config,
        schema: {
          summary: disabled
            ? 'Disable an account: its tokens and sign-ins are refused (instance administrators)'
            : 'Enable a disabled account again (instance administrators)',
          tags: ['admin'],
          params: adminUserParamsSchema,
          response: { 200: adminUserSchema, ...errorResponses(400, 401, 404, 409) },
        },
        handler: async (request) => {
          const admin = currentUser(request);
          const user = await setUserDisabled(deps.db, admin.uid, request.params.uid, disabled);
          deps.accountDisabled(user.uid, disabled);
          // The activity log belongs to organisations; an account is the installation's, so its
          // administration is recorded in the server log.
          request.log.info(
            { audit: { action: `account.${action}`, by: admin.uid, byEmail: admin.email, account: user.uid } },
            `instance administrator ${action}d an account`,
          );
          return user;
        },
      });
    }

    routes.get('/api/admin/organizations', {
      config,
      schema: {
        summary: 'List the organisations of this installation with members and storage (instance administrators)',
        tags: ['admin'],
        querystring: adminListQuerySchema,
        response: { 200: adminOrganizationListSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => listOrganizations(deps.db, request.query),
    });

    routes.get('/api/admin/organizations/:orgId', {
      config,
      schema: {
        summary: 'An organisation with its members and storage (instance administrators)',
        tags: ['admin'],
        params: adminOrganizationParamsSchema,
        response: { 200: adminOrganizationDetailSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => getOrganization(deps.db, request.params.orgId),
    });

    routes.get('/api/admin/health', {
      config,
      schema: {
        summary: "The installation's health: database, migrations, jobs, mail, version (instance administrators)",
        tags: ['admin'],
        response: { 200: systemHealthSchema, ...errorResponses(401, 404) },
      },
      handler: async () => systemHealth(deps.health),
    });
  };
}
