import type { DefineOptions, JobHandler } from '../../lib/jobs';
import { buildDataExport, purgeExpiredExports, type ExportDeps } from './exports.service';

export const BUILD_EXPORT_JOB = 'build-data-export';
export const PURGE_EXPORTS_JOB = 'purge-data-exports';

export type ExportJobs = {
  [BUILD_EXPORT_JOB]: { exportId: string };
  [PURGE_EXPORTS_JOB]: Record<string, never>;
};

interface JobDefiner {
  define<Name extends keyof ExportJobs & string>(
    name: Name,
    handler: JobHandler<Name, ExportJobs[Name]>,
    options?: DefineOptions,
  ): void;
}

/**
 * The export is built on the queue (pg-boss), not in the request: a large organisation's zip takes
 * minutes, survives a restart (the job is taken up again) and is built once with several
 * instances. `server.ts` schedules the daily purge.
 */
export function defineExportJobs(jobs: JobDefiner, deps: ExportDeps) {
  jobs.define(BUILD_EXPORT_JOB, async (job) => buildDataExport(deps, job.data.exportId), {
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
  });
  jobs.define(PURGE_EXPORTS_JOB, async () => purgeExpiredExports(deps));
}
