import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analysisDetailSchema,
  analysisEnginesSchema,
  analysisListQuerySchema,
  analysisListSchema,
  analysisParamsSchema,
  analysisSummarySchema,
  createdApplicationSchema,
  startAnalysisBodySchema,
} from '@grantpilot/shared/contracts/analyses';
import { organizationIdParamsSchema } from '@grantpilot/shared/contracts/organizations';
import { errorResponses } from '../../lib/error-responses';
import { currentActor } from '../../plugins/auth';
import { currentOrg } from '../../plugins/org-context';
import { createApplicationFromAnalysis } from './analyses-application';
import {
  cancelAnalysis,
  enginesOf,
  getAnalysis,
  listAnalyses,
  retryAnalysis,
  startAnalysis,
  type AnalysisDeps,
} from './analyses.service';

const errors = errorResponses(400, 403, 404, 409);

/** Analyses of the organisation's documents: started here, run by the queue (analyses.jobs.ts). */
export function analysisRoutes(deps: AnalysisDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/analyses/engines', {
      schema: {
        summary: 'The analysis engines this server offers (the LLM engine only when configured)',
        tags: ['analyses'],
        params: organizationIdParamsSchema,
        response: { 200: analysisEnginesSchema, ...errors },
      },
      handler: async () => enginesOf(deps),
    });

    routes.get('/analyses', {
      schema: {
        summary: "List the organisation's analyses, newest first",
        tags: ['analyses'],
        params: organizationIdParamsSchema,
        querystring: analysisListQuerySchema,
        response: { 200: analysisListSchema, ...errors },
      },
      handler: async (request) => listAnalyses(db, currentOrg(request).id, request.query),
    });

    routes.post('/analyses', {
      schema: {
        summary: 'Start an analysis of a document, with the projects to check the fit with',
        tags: ['analyses'],
        params: organizationIdParamsSchema,
        body: startAnalysisBodySchema,
        response: { 201: analysisSummarySchema, ...errors },
      },
      handler: async (request, reply) => {
        const summary = await startAnalysis(deps, currentActor(request), currentOrg(request).id, request.body);
        return reply.status(201).send(summary);
      },
    });

    routes.get('/analyses/:analysisId', {
      schema: {
        summary: 'Get an analysis: its stage, its result with citations and the fit per project',
        tags: ['analyses'],
        params: analysisParamsSchema,
        response: { 200: analysisDetailSchema, ...errors },
      },
      handler: async (request) => getAnalysis(db, currentOrg(request).id, request.params.analysisId),
    });

    routes.post('/analyses/:analysisId/cancel', {
      schema: {
        summary: 'Cancel a running analysis',
        tags: ['analyses'],
        params: analysisParamsSchema,
        response: { 200: analysisSummarySchema, ...errors },
      },
      handler: async (request) =>
        cancelAnalysis(deps, currentActor(request), currentOrg(request).id, request.params.analysisId),
    });

    routes.post('/analyses/:analysisId/retry', {
      schema: {
        summary: 'Run a failed or cancelled analysis again',
        tags: ['analyses'],
        params: analysisParamsSchema,
        response: { 200: analysisSummarySchema, ...errors },
      },
      handler: async (request) =>
        retryAnalysis(deps, currentActor(request), currentOrg(request).id, request.params.analysisId),
    });

    routes.post('/analyses/:analysisId/application', {
      schema: {
        summary: 'Create an application pre-filled from a finished analysis, with a task per required document',
        tags: ['analyses'],
        params: analysisParamsSchema,
        response: { 201: createdApplicationSchema, ...errors },
      },
      handler: async (request, reply) => {
        const created = await createApplicationFromAnalysis(
          db,
          currentActor(request),
          currentOrg(request).id,
          request.params.analysisId,
        );
        return reply.status(201).send(created);
      },
    });
  };
}
