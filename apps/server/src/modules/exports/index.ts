export { exportRoutes } from './exports.routes';
export { defineExportJobs, BUILD_EXPORT_JOB, PURGE_EXPORTS_JOB, type ExportJobs } from './exports.jobs';
export { deleteDataExportsOf } from './exports.service';
