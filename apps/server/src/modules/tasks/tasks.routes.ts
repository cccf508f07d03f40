import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationParamsSchema,
  createTaskBodySchema,
  taskParamsSchema,
  taskSchema,
  updateTaskBodySchema,
} from '@grantpilot/shared/contracts/applications';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { currentActor } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import { addTask, deleteTask, updateTask } from './tasks.service';

const errors = errorResponses(400, 403, 404, 409);
const tasksSchema = z.object({ tasks: z.array(taskSchema) });

/** An application's tasks; each change answers with the application's whole task list. */
export function taskRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/applications/:applicationId/tasks', {
      schema: {
        summary: 'Add a task to an application',
        tags: ['applications'],
        params: applicationParamsSchema,
        body: createTaskBodySchema,
        response: { 201: tasksSchema, ...errors },
      },
      handler: async (request, reply) => {
        const { applicationId } = request.params;
        const tasks = await addTask(db, currentActor(request), currentOrg(request).id, applicationId, request.body);
        return reply.status(201).send({ tasks });
      },
    });

    routes.patch('/applications/:applicationId/tasks/:taskId', {
      schema: {
        summary: 'Update a task (title, assignee, due date, done)',
        tags: ['applications'],
        params: taskParamsSchema,
        body: updateTaskBodySchema,
        response: { 200: tasksSchema, ...errors },
      },
      handler: async (request) => {
        const { applicationId, taskId } = request.params;
        const organizationId = currentOrg(request).id;
        return {
          tasks: await updateTask(db, currentActor(request), organizationId, applicationId, taskId, request.body),
        };
      },
    });

    routes.delete('/applications/:applicationId/tasks/:taskId', {
      schema: {
        summary: 'Remove a task from an application',
        tags: ['applications'],
        params: taskParamsSchema,
        response: { 200: tasksSchema, ...errors },
      },
      handler: async (request) => {
        const { applicationId, taskId } = request.params;
        return { tasks: await deleteTask(db, currentActor(request), currentOrg(request).id, applicationId, taskId) };
      },
    });
  };
}
