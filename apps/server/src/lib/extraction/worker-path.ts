import { fileURLToPath } from 'node:url';

/**
 * Where the extraction worker's module is, next to the code that starts it: in the production
 * bundle, `import.meta.url` is dist/server.js and the worker is dist/extraction-worker.js (its own
 * esbuild entry); run from the TypeScript source (tests, tsx), it is extraction-worker.ts beside
 * this file, which the worker pool loads through tsx.
 */
export function extractionWorkerPath(baseUrl: string = import.meta.url): string {
  const name = new URL(baseUrl).pathname.endsWith('.ts') ? './extraction-worker.ts' : './extraction-worker.js';
  return fileURLToPath(new URL(name, baseUrl));
}
