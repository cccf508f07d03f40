import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationParamsSchema,
  createTaskBodySchema,
  myTasksSchema,
  taskParamsSchema,
  taskSchema,
  updateTaskBodySchema,
} from '@grantpilot/shared/contracts/applications';
import { organizationIdParamsSchema } from '@grantpilot/shared/contracts/organizations';
import { errorResponses } from '../../lib/error-responses';
import { currentActor, currentUser } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import { addTask, deleteTask, listMyTasks, updateTask, type TaskDeps } from './tasks.service';

const errors = errorResponses(400, 403, 404, 409);
const tasksSchema = z.object({ tasks: z.array(taskSchema) });

/** An application's tasks; each change answers with the application's whole task list. */
export function taskRoutes(deps: Omit<TaskDeps, 'log'>) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const mail = { ...deps, log: app.log };

    routes.get('/my-tasks', {
      schema: {
        summary: 'List your open tasks in the organisation, soonest due first',
        tags: ['applications'],
        params: organizationIdParamsSchema,
        response: { 200: myTasksSchema },
      },
      handler: async (request) => ({
        tasks: await listMyTasks(db, currentOrg(request).id, currentUser(request).uid),
      }),
    });

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
        const organizationId = currentOrg(request).id;
        const tasks = await addTask(db, currentActor(request), organizationId, applicationId, request.body, mail);
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
          tasks: await updateTask(mail, currentActor(request), organizationId, applicationId, taskId, request.body),
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
        return { tasks: await deleteTask(mail, currentActor(request), currentOrg(request).id, applicationId, taskId) };
      },
    });
  };
}
