// `npm run bench:documents [-- --runs <n>] [-- --samples <n> --large <documents>]`
//
// The document library's benchmarks: text extraction against pdftotext (documents-extraction.ts),
// then search at two library sizes and upload memory (documents-search.ts).
//
// The exit code says only whether the benchmarks could run; it never depends on speed.
import { benchDocumentExtraction } from './documents-extraction';
import { benchDocumentSearch } from './documents-search';

async function main(): Promise<void> {
  await benchDocumentExtraction();
  await benchDocumentSearch(process.argv.slice(2));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench:documents failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
