import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataExportListSchema, dataExportSchema } from '@grantpilot/shared/contracts/data-exports';
import { PRODUCT_NAME } from '@grantpilot/shared/constants';
import type { Database } from '../../db/client';
import { errorResponses, fileResponse } from '../../lib/error-responses';
import type { FileStorage } from '../../lib/storage';
import { sendDownload } from '../../lib/uploads';
import { currentUser } from '../../plugins/auth';
import { listDataExports, openDataExport, requestDataExport } from './exports.service';

const exportParamsSchema = z.object({ exportId: z.uuid({ error: 'The export id is not valid' }) });

/** "Export my data": the person's own exports (bearer token; nobody else's, not even an admin's). */
export function exportRoutes(deps: {
  db: Database;
  storage: FileStorage;
  queue: (exportId: string) => Promise<void>;
  now: () => Date;
}) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/me/data-exports', {
      schema: {
        summary: 'List your data exports (newest first)',
        tags: ['data exports'],
        response: { 200: dataExportListSchema, ...errorResponses(401) },
      },
      handler: async (request) => listDataExports(deps.db, currentUser(request).uid),
    });

    routes.post('/api/me/data-exports', {
      schema: {
        summary: 'Export your data: a zip of everything of yours, made in the background',
        tags: ['data exports'],
        response: { 202: dataExportSchema, ...errorResponses(401, 409) },
      },
      handler: async (request, reply) =>
        reply.status(202).send(await requestDataExport(deps.db, currentUser(request).uid, deps.queue, deps.now)),
    });

    routes.get('/api/me/data-exports/:exportId/file', {
      schema: {
        summary: 'Download a ready data export (a zip, as an attachment)',
        tags: ['data exports'],
        params: exportParamsSchema,
        response: { 200: fileResponse('The zip', ['application/zip']), ...errorResponses(400, 401, 404) },
      },
      handler: async (request, reply) => {
        const file = await openDataExport(deps, currentUser(request).uid, request.params.exportId);
        const day = file.createdAt.toISOString().slice(0, 10);
        return sendDownload(reply, file, {
          mimeType: 'application/zip',
          fileName: `${PRODUCT_NAME} data export ${day}.zip`,
        });
      },
    });
  };
}
