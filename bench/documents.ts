// `npm run bench:documents [-- --runs <n>]`
//
// The document library's benchmarks: text extraction (documents-extraction.ts), then search
// (documents-search.ts, when it exists: it exports `benchDocumentSearch(argv)`).
//
// The exit code says only whether the benchmarks could run; it never depends on speed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchDocumentExtraction } from './documents-extraction';

const SEARCH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'documents-search.ts');

async function main(): Promise<void> {
  await benchDocumentExtraction();
  // ── search: bench/documents-search.ts, written separately ──
  if (!existsSync(SEARCH)) {
    console.log('\nsearch: bench/documents-search.ts does not exist yet, skipped');
    return;
  }
  const search = (await import(pathToFileURL(SEARCH).href)) as { benchDocumentSearch?: (argv: string[]) => unknown };
  if (typeof search.benchDocumentSearch !== 'function') {
    throw new Error('bench/documents-search.ts exports no benchDocumentSearch(argv)');
  }
  await search.benchDocumentSearch(process.argv.slice(2));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench:documents failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
