import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProjectBodySchema,
  projectDetailSchema,
  projectListQuerySchema,
  projectListSchema,
  projectParamsSchema,
  projectSchema,
  projectTagsSchema,
  updateProjectBodySchema,
} from '@grantpilot/shared/contracts/projects';
import { organizationIdParamsSchema } from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { currentActor } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import { listApplicationsOfProject } from '../applications';
import {
  createProject,
  deleteProject,
  listProjects,
  listProjectTags,
  requireProject,
  toProject,
  updateProject,
} from './projects.service';

const errors = errorResponses(400, 403, 404, 409);

/** Projects: the work grants pay for (PRODUCT.md §4). Deleting one is for admins and owners. */
export function projectRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/projects', {
      schema: {
        summary: 'List projects (search, filters, paging)',
        tags: ['projects'],
        params: organizationIdParamsSchema,
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema, ...errors },
      },
      handler: async (request) => listProjects(db, currentOrg(request).id, request.query),
    });

    routes.get('/projects/tags', {
      schema: {
        summary: 'List the tags used on projects',
        tags: ['projects'],
        params: organizationIdParamsSchema,
        response: { 200: projectTagsSchema },
      },
      handler: async (request) => ({ tags: await listProjectTags(db, currentOrg(request).id) }),
    });

    routes.post('/projects', {
      schema: {
        summary: 'Create a project',
        tags: ['projects'],
        params: organizationIdParamsSchema,
        body: createProjectBodySchema,
        response: { 201: projectSchema, ...errors },
      },
      handler: async (request, reply) => {
        const project = await createProject(db, currentActor(request), currentOrg(request).id, request.body);
        return reply.status(201).send(project);
      },
    });

    routes.get('/projects/:projectId', {
      schema: {
        summary: 'Get a project with its applications and their totals',
        tags: ['projects'],
        params: projectParamsSchema,
        response: { 200: projectDetailSchema, ...errors },
      },
      handler: async (request) => {
        const organizationId = currentOrg(request).id;
        const row = await requireProject(db, organizationId, request.params.projectId);
        const { applications, totals } = await listApplicationsOfProject(db, organizationId, row.id);
        return { ...(await toProject(db, row)), applications, totals };
      },
    });

    routes.patch('/projects/:projectId', {
      schema: {
        summary: 'Update a project',
        tags: ['projects'],
        params: projectParamsSchema,
        body: updateProjectBodySchema,
        response: { 200: projectSchema, ...errors },
      },
      handler: async (request) =>
        updateProject(db, currentActor(request), currentOrg(request).id, request.params.projectId, request.body),
    });

    routes.delete('/projects/:projectId', {
      config: { minRole: 'admin' },
      schema: {
        summary: 'Delete a project (admins and owners)',
        tags: ['projects'],
        params: projectParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        await deleteProject(db, currentActor(request), currentOrg(request).id, request.params.projectId);
        return reply.status(204).send(null);
      },
    });
  };
}
