import { setTimeout as sleep } from 'node:timers/promises';
import type { ProjectFit } from '@grantpilot/shared/contracts/analyses';
import { createEngine, EngineUnavailableError } from '../../analysis/engines';
import type { LlmConfig } from '../../config';
import type { Database } from '../../db/client';
import type { DefineOptions, JobHandler } from '../../lib/jobs';
import { projectDocumentsExcerpt, readVersionText } from '../documents';
import { requireProject } from '../projects';
import * as repo from './analyses.repo';
import { computeFit, type FitProfile } from './fit';

export const ANALYZE_JOB = 'analyze-document';

export type AnalysisJobs = { [ANALYZE_JOB]: { analysisId: string } };

interface JobDefiner {
  define(
    name: typeof ANALYZE_JOB,
    handler: JobHandler<typeof ANALYZE_JOB, { analysisId: string }>,
    options?: DefineOptions,
  ): void;
}

export interface AnalysisJobDeps {
  db: Database;
  llm: LlmConfig | null;
  /** The organisation's profile, for eligibility (organisation settings). */
  profileOf(organizationId: string): Promise<FitProfile>;
  now(): Date;
  /** How long a run waits for its document's text before it gives up. */
  textWaitMs: number;
  log: { warn(details: object, message: string): void };
}

/** How much of a project's own documents thematic relevance reads. */
const PROJECT_DOCUMENTS_CHARACTERS = 20_000;
const CANCEL_POLL_MS = 1_000;
const RETRIES = 2;

class RunStopped extends Error {}

/** One analysis run: wait for the text, read it with the engine, judge the fit, store it all. */
export async function runAnalysis(deps: AnalysisJobDeps, analysisId: string, jobSignal: AbortSignal) {
  const start = await repo.findAnalysisById(deps.db, analysisId);
  if (!start || !['queued', 'extracting', 'reading', 'fit'].includes(start.stage)) return;
  // A cancel (the stage in the database) or the job's own end stops the engine.
  const controller = new AbortController();
  const stopOn = () => controller.abort(jobSignal.reason);
  jobSignal.addEventListener('abort', stopOn, { once: true });
  const watcher = setInterval(() => {
    void repo.findAnalysisById(deps.db, analysisId).then(
      (row) => {
        if (row?.stage === 'cancelled') controller.abort(new RunStopped('cancelled'));
      },
      () => {},
    );
  }, CANCEL_POLL_MS);
  const advance = async (changes: Partial<repo.NewAnalysis>) => {
    if (controller.signal.aborted || !(await repo.advanceAnalysis(deps.db, analysisId, changes))) {
      throw new RunStopped('cancelled');
    }
  };
  const fail = (error: string) =>
    repo.advanceAnalysis(deps.db, analysisId, { stage: 'failed', error, finishedAt: deps.now() });

  try {
    await advance({ stage: 'extracting', progress: 10 });
    const deadline = Date.now() + deps.textWaitMs;
    let read = await readVersionText(deps.db, start.versionId);
    while (read.version.state === 'processing' && Date.now() < deadline) {
      await sleep(500, undefined, { signal: controller.signal });
      read = await readVersionText(deps.db, start.versionId);
    }
    if (read.version.state === 'processing') {
      await fail("The document's text is not ready yet: try again once the library shows it as ready.");
      return;
    }
    if (read.version.state === 'failed') {
      await fail(`The document's text could not be read: ${read.version.problemMessage ?? 'see the document'}`);
      return;
    }

    await advance({ stage: 'reading', progress: 30 });
    let engine;
    try {
      engine = await createEngine(start.engine, deps.llm);
    } catch (error) {
      if (error instanceof EngineUnavailableError) {
        await fail(error.message);
        return;
      }
      throw error;
    }
    let result;
    try {
      result = await engine.analyze(read.text, { sha256: read.version.sha256, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) throw new RunStopped('cancelled');
      await fail(
        start.engine === 'llm'
          ? `The language model could not analyse the document: ${(error as Error).message}`
          : `The analysis failed: ${(error as Error).message}`,
      );
      return;
    }

    await advance({
      stage: 'fit',
      progress: 80,
      result,
      engineVersion: engine.version,
      model: engine.model ?? null,
    });
    const profile = await deps.profileOf(start.organizationId);
    const today = deps.now().toISOString().slice(0, 10);
    const fits: ProjectFit[] = [];
    for (const projectId of start.projectIds) {
      const project = await requireProject(deps.db, start.organizationId, projectId).catch(() => null);
      if (!project) continue;
      const documentsText = await projectDocumentsExcerpt(
        deps.db,
        start.organizationId,
        projectId,
        PROJECT_DOCUMENTS_CHARACTERS,
      );
      fits.push(
        computeFit(
          { result, text: read.text },
          {
            id: project.id,
            name: project.name,
            summary: project.summary,
            description: project.description,
            budget:
              project.budgetAmount && project.budgetCurrency
                ? { amount: project.budgetAmount, currency: project.budgetCurrency }
                : null,
            startDate: project.startDate,
            endDate: project.endDate,
            documentsText,
          },
          profile,
          today,
        ),
      );
    }
    fits.sort((a, b) => b.score - a.score || a.project.name.localeCompare(b.project.name));
    await advance({ stage: 'done', progress: 100, fits, finishedAt: deps.now() });
  } catch (error) {
    if (error instanceof RunStopped || controller.signal.aborted) {
      // Cancelled by a person: the stage says so already. The job's own end: retried by the queue.
      if (jobSignal.aborted) throw error;
      return;
    }
    throw error;
  } finally {
    clearInterval(watcher);
    jobSignal.removeEventListener('abort', stopOn);
  }
}

export function defineAnalysisJobs(jobs: JobDefiner, deps: AnalysisJobDeps) {
  jobs.define(
    ANALYZE_JOB,
    async (job) => {
      try {
        await runAnalysis(deps, job.data.analysisId, job.signal);
      } catch (error) {
        // Trouble that is not the document's (the database, a lost worker): after the last try, say so.
        if (job.retryCount >= RETRIES) {
          await repo.advanceAnalysis(deps.db, job.data.analysisId, {
            stage: 'failed',
            error: 'The analysis could not finish because of a problem on our side. Try it again.',
            finishedAt: deps.now(),
          });
        }
        throw error;
      }
    },
    {
      policy: 'stately',
      retryLimit: RETRIES,
      retryDelaySeconds: 5,
      retryBackoff: true,
      // An LLM may take minutes on a long call; the engine has its own time-outs below this.
      expireInSeconds: 15 * 60,
    },
  );
}
