import { z } from 'zod';
import { analysisEngineNameSchema, analysisResultSchema, citationSchema } from './analysis';
import { pageQuerySchema, uuidParam } from './common';
import { organizationIdParamsSchema } from './organizations';

/**
 * Analyses of the organisation's documents (PRODUCT §7): a run of an engine over a document's
 * text, in the background, with the §7.1 result and the fit of the call to chosen projects.
 */

/** queued → extracting (waiting for the text) → reading (the engine) → fit → done | failed | cancelled */
export const ANALYSIS_STAGES = ['queued', 'extracting', 'reading', 'fit', 'done', 'failed', 'cancelled'] as const;
export const analysisStageSchema = z.enum(ANALYSIS_STAGES);
export type AnalysisStage = z.infer<typeof analysisStageSchema>;

/** Evidence for a fit component: a passage of the call (a citation) or a fact of the project. */
export const fitEvidenceSchema = z.object({
  /** From the call: where the text says it. */
  call: citationSchema.nullable(),
  /** From the project or the organisation's profile, in words ("Budget: GBP 180,000.00"). */
  project: z.string().nullable(),
});
export type FitEvidence = z.infer<typeof fitEvidenceSchema>;

export const FIT_COMPONENTS = ['eligibility', 'budget', 'timeline', 'theme'] as const;
export const fitComponentSchema = z.object({
  component: z.enum(FIT_COMPONENTS),
  /** 0–100 for this component; null when the call or the project says nothing to judge it by. */
  score: z.number().int().min(0).max(100).nullable(),
  /** True for a hard eligibility rule the organisation or project does not meet. */
  blocker: z.boolean(),
  /** One sentence for a person: why this score. */
  summary: z.string(),
  evidence: z.array(fitEvidenceSchema),
  /** Theme only: the words the call and the project share, strongest first. */
  matchingTerms: z.array(z.string()),
});
export type FitComponent = z.infer<typeof fitComponentSchema>;

export const projectFitSchema = z.object({
  project: z.object({ id: z.string(), name: z.string() }),
  /** 0–100: the components' weighted mean; 0 when there is a blocker. */
  score: z.number().int().min(0).max(100),
  /** 0–100: how much of the fit could be judged (components with a score, evidence found). */
  confidence: z.number().int().min(0).max(100),
  /** Blockers first, then the rest in FIT_COMPONENTS order. */
  components: z.array(fitComponentSchema),
});
export type ProjectFit = z.infer<typeof projectFitSchema>;

export const analysisSummarySchema = z.object({
  id: z.string(),
  document: z.object({ id: z.string(), name: z.string() }),
  versionId: z.string(),
  engine: analysisEngineNameSchema,
  /** The engine's version and model once the run has read the text. */
  engineVersion: z.string().nullable(),
  model: z.string().nullable(),
  stage: analysisStageSchema,
  /** 0–100, for the progress bar. */
  progress: z.number().int().min(0).max(100),
  /** Why a failed run failed, for a person ("The document's text is not ready: …"). */
  error: z.string().nullable(),
  projects: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The best project fit's score once done. */
  bestFit: z.number().int().min(0).max(100).nullable(),
  /** The application made from this analysis, if any. */
  application: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

export const analysisDetailSchema = analysisSummarySchema.extend({
  result: analysisResultSchema.nullable(),
  fits: z.array(projectFitSchema),
  /**
   * For a text without pages (citation page null): where each of the document's text parts
   * starts in the whole text, so a citation's offset opens the right part of the preview.
   */
  textPartStarts: z.array(z.number().int().min(0)).nullable(),
});
export type AnalysisDetail = z.infer<typeof analysisDetailSchema>;

export const analysisListQuerySchema = pageQuerySchema.extend({
  documentId: uuidParam('document').optional(),
  /** The analysis an application was made from (its page links back to it). */
  applicationId: uuidParam('application').optional(),
});
export const analysisListSchema = z.object({
  analyses: z.array(analysisSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AnalysisList = z.infer<typeof analysisListSchema>;

export const startAnalysisBodySchema = z.object({
  documentId: z.uuid('is not a valid document id'),
  /** The projects to check the fit with (at most 10). */
  projectIds: z.array(z.uuid('is not a valid project id')).max(10, 'at most 10 projects').default([]),
  engine: analysisEngineNameSchema.default('builtin'),
});
export type StartAnalysisBody = z.input<typeof startAnalysisBodySchema>;

export const analysisParamsSchema = organizationIdParamsSchema.extend({ analysisId: uuidParam('analysis') });

/** The engines this instance offers: the LLM engine only when configured, with its model. */
export const analysisEnginesSchema = z.object({
  engines: z.array(z.object({ name: analysisEngineNameSchema, model: z.string().nullable() })),
});
export type AnalysisEngines = z.infer<typeof analysisEnginesSchema>;

/** The application made from an analysis (201), to open. */
export const createdApplicationSchema = z.object({ applicationId: z.string(), tasks: z.number().int() });
