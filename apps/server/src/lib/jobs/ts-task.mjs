// The module a pool's thread loads when its task module is TypeScript (tests and tsx runs of the
// source; the production bundle's task modules are JavaScript): it registers tsx's loader in the
// thread, then hands piscina the task module's default export.
import { workerData } from 'node:worker_threads';

const { taskModule, tsxApi } = workerData;

export default (async () => {
  (await import(tsxApi)).register();
  const module = await import(taskModule);
  return module.default;
})();
