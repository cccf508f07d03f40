import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedDocumentListQuerySchema,
  deletedDocumentListSchema,
  documentDetailSchema,
  documentListQuerySchema,
  documentListSchema,
  documentParamsSchema,
  documentSchema,
  documentTextQuerySchema,
  documentTextSchema,
  documentVersionParamsSchema,
  updateDocumentBodySchema,
  uploadDocumentQuerySchema,
} from '@grantpilot/shared/contracts/documents';
import { organizationIdParamsSchema } from '@grantpilot/shared/contracts/organizations';
import { errorResponses, fileResponse } from '../../lib/error-responses';
import {
  fileUploadBody,
  incomingFile as readOneFile,
  sendDownload,
  singleFileLimits,
  STORED_FILE_MEDIA_TYPES,
  tooLargeMessage,
} from '../../lib/uploads';
import { currentActor } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import { roleAtLeast } from '@grantpilot/shared/contracts/organizations';
import {
  deleteDocument,
  getDocumentDetail,
  listDeletedDocuments,
  listDocuments,
  openVersionFile,
  readDocumentText,
  restoreDocument,
  updateDocument,
  uploadDocument,
  uploadVersion,
  type DocumentDeps,
} from './documents.service';

const errors = errorResponses(400, 403, 404, 409);
const uploadErrors = errorResponses(400, 403, 404, 409, 413, 415);
const uploadBody = fileUploadBody('multipart/form-data with one file (PDF, DOCX, TXT or Markdown) in the field `file`');

/** The organisation's document library: upload, versions, text, search, bin. */
export function documentRoutes(deps: DocumentDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    await app.register(multipart, singleFileLimits(deps.maxBytes));
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const tooLarge = tooLargeMessage(deps.maxBytes);
    const incomingFile = (request: FastifyRequest) => readOneFile(request, deps.maxBytes);

    const logQueueFailure = (request: FastifyRequest) => (error: unknown) =>
      request.log.warn({ err: error }, 'extraction could not be queued; the sweep will queue it');

    routes.get('/documents', {
      schema: {
        summary: 'List or search the library (websearch syntax over names and text)',
        tags: ['documents'],
        params: organizationIdParamsSchema,
        querystring: documentListQuerySchema,
        response: { 200: documentListSchema, ...errors },
      },
      handler: async (request) => listDocuments(db, currentOrg(request).id, request.query),
    });

    routes.post('/documents', {
      config: { tooLargeMessage: tooLarge },
      schema: {
        summary: 'Upload a document (multipart/form-data, one file)',
        tags: ['documents'],
        params: organizationIdParamsSchema,
        querystring: uploadDocumentQuerySchema,
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: { 201: documentSchema, ...uploadErrors },
      },
      handler: async (request, reply) => {
        const file = await incomingFile(request);
        const document = await uploadDocument(
          deps,
          currentActor(request),
          currentOrg(request).id,
          request.query,
          file,
          logQueueFailure(request),
        );
        return reply.status(201).send(document);
      },
    });

    routes.get('/documents/deleted', {
      config: { minRole: 'admin' },
      schema: {
        summary: 'List the documents in the bin, restorable for 30 days (admins)',
        tags: ['documents'],
        params: organizationIdParamsSchema,
        querystring: deletedDocumentListQuerySchema,
        response: { 200: deletedDocumentListSchema, ...errors },
      },
      handler: async (request) => listDeletedDocuments(db, currentOrg(request).id, request.query),
    });

    routes.get('/documents/:documentId', {
      schema: {
        summary: 'Get a document with its versions (admins also one in the bin)',
        tags: ['documents'],
        params: documentParamsSchema,
        response: { 200: documentDetailSchema, ...errors },
      },
      handler: async (request) => {
        const org = currentOrg(request);
        return getDocumentDetail(db, org.id, request.params.documentId, roleAtLeast(org.role, 'admin'));
      },
    });

    routes.patch('/documents/:documentId', {
      schema: {
        summary: 'Rename a document, change its kind or its links',
        tags: ['documents'],
        params: documentParamsSchema,
        body: updateDocumentBodySchema,
        response: { 200: documentSchema, ...errors },
      },
      handler: async (request) =>
        updateDocument(db, currentActor(request), currentOrg(request).id, request.params.documentId, request.body),
    });

    routes.delete('/documents/:documentId', {
      schema: {
        summary: 'Move a document to the bin (admins can restore it for 30 days)',
        tags: ['documents'],
        params: documentParamsSchema,
        response: { 204: z.null().meta({ description: 'In the bin' }), ...errors },
      },
      handler: async (request, reply) => {
        await deleteDocument(db, currentActor(request), currentOrg(request).id, request.params.documentId, deps.now());
        return reply.status(204).send(null);
      },
    });

    routes.post('/documents/:documentId/restore', {
      config: { minRole: 'admin' },
      schema: {
        summary: 'Restore a document from the bin (admins)',
        tags: ['documents'],
        params: documentParamsSchema,
        response: { 200: documentSchema, ...errors },
      },
      handler: async (request) =>
        restoreDocument(db, currentActor(request), currentOrg(request).id, request.params.documentId),
    });

    routes.post('/documents/:documentId/versions', {
      config: { tooLargeMessage: tooLarge },
      schema: {
        summary: 'Upload a new version of a document (multipart/form-data, one file)',
        tags: ['documents'],
        params: documentParamsSchema,
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: { 201: documentDetailSchema, ...uploadErrors },
      },
      handler: async (request, reply) => {
        const file = await incomingFile(request);
        const detail = await uploadVersion(
          deps,
          currentActor(request),
          currentOrg(request).id,
          request.params.documentId,
          file,
          logQueueFailure(request),
        );
        return reply.status(201).send(detail);
      },
    });

    routes.get('/documents/:documentId/text', {
      schema: {
        summary: "Read a window of a version's extracted text, page by page",
        tags: ['documents'],
        params: documentParamsSchema,
        querystring: documentTextQuerySchema,
        response: { 200: documentTextSchema, ...errors },
      },
      handler: async (request) =>
        readDocumentText(db, currentOrg(request).id, request.params.documentId, request.query),
    });

    const sendFile = async (request: FastifyRequest, reply: FastifyReply, documentId: string, versionId?: string) => {
      const file = await openVersionFile(deps, currentOrg(request).id, documentId, versionId);
      return sendDownload(reply, file, file.version);
    };
    const fileMediaTypes = STORED_FILE_MEDIA_TYPES;

    routes.get('/documents/:documentId/file', {
      schema: {
        summary: "Download the current version's original file (as an attachment)",
        tags: ['documents'],
        params: documentParamsSchema,
        response: { 200: fileResponse('The original file', fileMediaTypes), ...errors },
      },
      handler: async (request, reply) => sendFile(request, reply, request.params.documentId),
    });

    routes.get('/documents/:documentId/versions/:versionId/file', {
      schema: {
        summary: "Download a version's original file (as an attachment)",
        tags: ['documents'],
        params: documentVersionParamsSchema,
        response: { 200: fileResponse('The original file', fileMediaTypes), ...errors },
      },
      handler: async (request, reply) => sendFile(request, reply, request.params.documentId, request.params.versionId),
    });
  };
}
