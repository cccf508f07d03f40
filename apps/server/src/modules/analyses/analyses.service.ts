import type {
  AnalysisDetail,
  AnalysisStage,
  AnalysisSummary,
  StartAnalysisBody,
} from '@grantpilot/shared/contracts/analyses';
import type { AnalysisEngineName } from '@grantpilot/shared/contracts/analysis';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { invalidField } from '../../lib/validation';
import { recordActivity, type Actor } from '../activity';
import { requireDocument, versionPartStarts } from '../documents';
import { requireProject } from '../projects';
import * as repo from './analyses.repo';

/** What the analyses module needs from the app. */
export interface AnalysisDeps {
  db: Database;
  /** Queues the run (a job on the queue; see analyses.jobs.ts). */
  queueRun(analysisId: string): Promise<void>;
  /** The LLM engine's model when one is configured. */
  llmModel: string | null;
}

const RUNNING: AnalysisStage[] = ['queued', 'extracting', 'reading', 'fit'];

type AnalysisView = NonNullable<Awaited<ReturnType<typeof repo.findAnalysis>>>;

function toSummary(view: AnalysisView, projectNames: Map<string, string>): AnalysisSummary {
  const { analysis } = view;
  const fits = analysis.fits ?? [];
  return {
    id: analysis.id,
    document: { id: analysis.documentId, name: view.documentName },
    versionId: analysis.versionId,
    engine: analysis.engine,
    engineVersion: analysis.engineVersion,
    model: analysis.model,
    stage: analysis.stage,
    progress: analysis.progress,
    error: analysis.error,
    projects: analysis.projectIds.flatMap((id) => (projectNames.has(id) ? [{ id, name: projectNames.get(id)! }] : [])),
    bestFit: fits.length ? Math.max(...fits.map((fit) => fit.score)) : null,
    application: analysis.applicationId
      ? { id: analysis.applicationId, name: view.applicationTitle ?? 'Application' }
      : null,
    createdBy: analysis.createdBy ? { userId: analysis.createdBy, name: view.creatorName ?? 'Former member' } : null,
    createdAt: analysis.createdAt.toISOString(),
    finishedAt: analysis.finishedAt?.toISOString() ?? null,
  };
}

/** Summaries of runs, their projects' names read in one query (lists are polled while runs go). */
async function toSummaries(db: Database, organizationId: string, views: AnalysisView[]) {
  const names = await repo.projectNames(db, organizationId, [
    ...new Set(views.flatMap((view) => view.analysis.projectIds)),
  ]);
  return views.map((view) => toSummary(view, names));
}

async function summaryOf(db: Database, organizationId: string, analysisId: string) {
  const [summary] = await toSummaries(db, organizationId, [await requireAnalysis(db, organizationId, analysisId)]);
  return summary!;
}

export async function requireAnalysis(db: Database, organizationId: string, analysisId: string) {
  const view = await repo.findAnalysis(db, organizationId, analysisId);
  if (!view) throw new AppError('NOT_FOUND', 'Analysis not found');
  return view;
}

export async function getAnalysis(db: Database, organizationId: string, analysisId: string): Promise<AnalysisDetail> {
  const view = await requireAnalysis(db, organizationId, analysisId);
  const [summary] = await toSummaries(db, organizationId, [view]);
  return {
    ...summary!,
    result: view.analysis.result,
    fits: view.analysis.fits ?? [],
    textPartStarts: await versionPartStarts(db, view.analysis.versionId),
  };
}

export async function listAnalyses(
  db: Database,
  organizationId: string,
  query: { page: number; pageSize: number; documentId?: string | undefined; applicationId?: string | undefined },
) {
  const { rows, total } = await repo.listAnalyses(db, organizationId, query);
  return {
    analyses: await toSummaries(db, organizationId, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function enginesOf(deps: Pick<AnalysisDeps, 'llmModel'>) {
  return {
    engines: [
      { name: 'builtin' as const, model: null },
      ...(deps.llmModel ? [{ name: 'llm' as const, model: deps.llmModel }] : []),
    ],
  };
}

function assertEngine(deps: AnalysisDeps, engine: AnalysisEngineName) {
  if (engine === 'llm' && !deps.llmModel) {
    throw invalidField('body.engine', 'is not available: no language model is configured on this server');
  }
}

/** Starts a run over the document's current version; the work happens in the background. */
export async function startAnalysis(
  deps: AnalysisDeps,
  actor: Actor,
  organizationId: string,
  body: Required<StartAnalysisBody>,
): Promise<AnalysisSummary> {
  assertEngine(deps, body.engine);
  const document = await requireDocument(deps.db, organizationId, body.documentId).catch(() => {
    throw invalidField('body.documentId', 'is not a document of this organisation');
  });
  const projectIds = [...new Set(body.projectIds)];
  for (const [index, projectId] of projectIds.entries()) {
    await requireProject(deps.db, organizationId, projectId).catch(() => {
      throw invalidField(`body.projectIds.${index}`, 'is not a project of this organisation');
    });
  }
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertAnalysis(tx, {
      organizationId,
      documentId: document.document.id,
      versionId: document.version.id,
      engine: body.engine,
      projectIds,
      createdBy: actor.uid,
    });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'analysis.started',
      entityType: 'document',
      entityId: document.document.id,
      summary: `started an analysis of ${document.document.name}`,
    });
    return inserted;
  });
  await queueOrFail(deps, row.id);
  return summaryOf(deps.db, organizationId, row.id);
}

export async function cancelAnalysis(deps: AnalysisDeps, actor: Actor, organizationId: string, analysisId: string) {
  const view = await requireAnalysis(deps.db, organizationId, analysisId);
  if (!RUNNING.includes(view.analysis.stage)) {
    throw new AppError('CONFLICT', 'This analysis has finished: there is nothing to cancel.');
  }
  // A running job sees the stage within a second and stops (analyses.jobs.ts); a queued one
  // finds it cancelled when it starts.
  await deps.db.transaction(async (tx) => {
    await repo.advanceAnalysis(tx, analysisId, { stage: 'cancelled', finishedAt: new Date() });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'analysis.cancelled',
      entityType: 'document',
      entityId: view.analysis.documentId,
      summary: `cancelled an analysis of ${view.documentName}`,
    });
  });
  return summaryOf(deps.db, organizationId, analysisId);
}

/** A failed or cancelled run starts again, on the document's current version. */
export async function retryAnalysis(deps: AnalysisDeps, actor: Actor, organizationId: string, analysisId: string) {
  const view = await requireAnalysis(deps.db, organizationId, analysisId);
  if (view.analysis.stage !== 'failed' && view.analysis.stage !== 'cancelled') {
    throw new AppError('CONFLICT', 'Only a failed or cancelled analysis can be tried again.');
  }
  assertEngine(deps, view.analysis.engine);
  const document = await requireDocument(deps.db, organizationId, view.analysis.documentId).catch(() => {
    throw new AppError('CONFLICT', 'The document of this analysis is in the bin: restore it first.');
  });
  await deps.db.transaction(async (tx) => {
    await repo.updateAnalysis(tx, analysisId, {
      stage: 'queued',
      progress: 0,
      error: null,
      result: null,
      fits: null,
      finishedAt: null,
      versionId: document.version.id,
    });
    await recordActivity(tx, actor, {
      organizationId,
      action: 'analysis.retried',
      entityType: 'document',
      entityId: view.analysis.documentId,
      summary: `ran an analysis of ${view.documentName} again`,
    });
  });
  await queueOrFail(deps, analysisId);
  return summaryOf(deps.db, organizationId, analysisId);
}

/** A run the queue did not take is failed at once, so the person can try again. */
async function queueOrFail(deps: AnalysisDeps, analysisId: string) {
  try {
    await deps.queueRun(analysisId);
  } catch {
    await repo.advanceAnalysis(deps.db, analysisId, {
      stage: 'failed',
      error: 'The analysis could not be queued: the server is starting or stopping. Try again in a moment.',
      finishedAt: new Date(),
    });
  }
}
