import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationParamsSchema,
  applicationSchema,
  changeStatusBodySchema,
  createApplicationBodySchema,
  currencyTotalsSchema,
  IMPORT_MAX_BYTES,
  importApplicationsBodySchema,
  importResultSchema,
  statusMoveSchema,
  undoStatusChangeBodySchema,
  updateApplicationBodySchema,
} from '@grantpilot/shared/contracts/applications';
import { organizationIdParamsSchema } from '@grantpilot/shared/contracts/organizations';
import type { Database } from '../../db/client';
import { errorResponses, fileResponse } from '../../lib/error-responses';
import { currentActor } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import { importApplicationsCsv } from './application-import.service';
import { applicationImportTemplate, csvContentType, exportApplicationsCsv } from './applications-csv.service';
import * as commands from './application-commands.service';
import { getApplicationDetail } from './application-detail.service';
import * as queries from './application-queries.service';

const errors = errorResponses(400, 403, 404, 409);

/** Grant applications and their pipeline (PRODUCT.md §5); their tasks are the tasks module's. */
export function applicationRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/applications', {
      schema: {
        summary: 'List applications (search, filters, sorting, paging)',
        tags: ['applications'],
        params: organizationIdParamsSchema,
        querystring: applicationListQuerySchema,
        response: { 200: applicationListSchema, ...errors },
      },
      handler: async (request) => queries.listApplications(db, currentOrg(request).id, request.query),
    });

    routes.get('/applications/totals', {
      schema: {
        summary: 'Get requested and awarded totals per currency for the same filters',
        tags: ['applications'],
        params: organizationIdParamsSchema,
        querystring: applicationListQuerySchema,
        response: { 200: z.object({ totals: currencyTotalsSchema }), ...errors },
      },
      handler: async (request) => ({
        totals: await queries.applicationTotals(db, currentOrg(request).id, request.query),
      }),
    });

    routes.get('/applications/export.csv', {
      schema: {
        summary: 'Export the filtered applications as CSV',
        tags: ['applications'],
        params: organizationIdParamsSchema,
        querystring: applicationListQuerySchema,
        response: { 200: fileResponse("The applications, in the import's columns", ['text/csv']), ...errors },
      },
      handler: async (request, reply) => {
        const csv = await exportApplicationsCsv(db, currentOrg(request).id, request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('Content-Type', csvContentType)
          .header('Content-Disposition', `attachment; filename="applications-${day}.csv"`)
          .send(csv);
      },
    });

    routes.get('/applications/import-template.csv', {
      schema: {
        summary: 'Download a CSV file to fill in for an import',
        tags: ['applications'],
        params: organizationIdParamsSchema,
        response: { 200: fileResponse('Every column the import reads, with one example row', ['text/csv']), ...errors },
      },
      handler: async (_request, reply) =>
        reply
          .header('Content-Type', csvContentType)
          .header('Content-Disposition', 'attachment; filename="applications-template.csv"')
          .send(applicationImportTemplate()),
    });

    routes.post('/applications/import', {
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      config: { tooLargeMessage: 'The file must be at most 5 MB' },
      schema: {
        summary: 'Import applications from CSV (a dry run that checks every row, then the import)',
        tags: ['applications'],
        params: organizationIdParamsSchema,
        body: importApplicationsBodySchema,
        response: { 200: importResultSchema, ...errors },
      },
      handler: async (request) =>
        importApplicationsCsv(db, currentActor(request), currentOrg(request).id, request.body),
    });

    routes.post('/applications', {
      schema: {
        summary: 'Create an application',
        tags: ['applications'],
        params: organizationIdParamsSchema,
        body: createApplicationBodySchema,
        response: { 201: applicationSchema, ...errors },
      },
      handler: async (request, reply) => {
        const created = await commands.createApplication(
          db,
          currentActor(request),
          currentOrg(request).id,
          request.body,
        );
        return reply.status(201).send(created);
      },
    });

    routes.get('/applications/:applicationId', {
      schema: {
        summary: 'Get an application with its status history and tasks',
        tags: ['applications'],
        params: applicationParamsSchema,
        response: { 200: applicationDetailSchema, ...errors },
      },
      handler: async (request) => getApplicationDetail(db, currentOrg(request).id, request.params.applicationId),
    });

    routes.patch('/applications/:applicationId', {
      schema: {
        summary: 'Update an application',
        tags: ['applications'],
        params: applicationParamsSchema,
        body: updateApplicationBodySchema,
        response: { 200: applicationSchema, ...errors },
      },
      handler: async (request) =>
        commands.updateApplication(
          db,
          currentActor(request),
          currentOrg(request).id,
          request.params.applicationId,
          request.body,
        ),
    });

    routes.put('/applications/:applicationId/status', {
      schema: {
        summary: 'Move an application along the pipeline (an award with its amount, a move back with a reason)',
        tags: ['applications'],
        params: applicationParamsSchema,
        body: changeStatusBodySchema,
        response: { 200: statusMoveSchema, ...errors },
      },
      handler: async (request) =>
        commands.changeStatus(
          db,
          currentActor(request),
          currentOrg(request).id,
          request.params.applicationId,
          request.body,
        ),
    });

    routes.post('/applications/:applicationId/status/undo', {
      schema: {
        summary: 'Undo the latest move of an application',
        tags: ['applications'],
        params: applicationParamsSchema,
        body: undoStatusChangeBodySchema,
        response: { 200: statusMoveSchema, ...errors },
      },
      handler: async (request) =>
        commands.undoStatusChange(
          db,
          currentActor(request),
          currentOrg(request).id,
          request.params.applicationId,
          request.body.changeId,
        ),
    });

    routes.delete('/applications/:applicationId', {
      config: { minRole: 'admin' },
      schema: {
        summary: 'Delete an application (admins and owners)',
        tags: ['applications'],
        params: applicationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        await commands.deleteApplication(
          db,
          currentActor(request),
          currentOrg(request).id,
          request.params.applicationId,
        );
        return reply.status(204).send(null);
      },
    });
  };
}
