// The extraction part of `npm run bench:documents [-- --runs <n>]`
//
// How long the product takes to read a PDF's text, against Poppler's pdftotext on the same file
// in the same run: PDFs of 1, 20 and 200 pages of prose (about 40 lines a page), each read N times,
// interleaved (pdftotext and the product alternate who goes first). The product's figure is
// readDocumentText as the document library's job runs it: the file's bytes read from disk, then
// read by the extraction pool running the built worker (apps/server/dist/extraction-worker.js,
// built first) with its time and heap bounds, the text of every page returned; its threads are
// warm, as on a server that has read a file in the last minute (the first read, which starts a
// thread, is printed apart). The pool has the server's default size (the cores, up to 4), so a
// PDF from 256 KB is read in parts at once; the same pool held to one thread is printed beside
// it, to show what the parts bring. pdftotext is spawned as
// a process writing UTF-8 text to a pipe that is drained and discarded. Printed: the medians and
// the ratio product/pdftotext (the goal is at most 3×). Then the peak memory of reading the
// 200-page PDF: the maximum resident set size (/usr/bin/time %M) of a process that does only that
// (node running the built worker's task in its main thread), next to the same process reading the
// 1-page PDF (the cost of Node, pdf.js and the module) and pdftotext's on the 200-page PDF.
//
// Nothing asserts on time: the exit code says only whether the benchmark could run.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  createExtractionPool,
  readDocumentText,
  type ExtractionPool,
} from '../apps/server/src/lib/extraction/read-document-text';
import { extractionWorkerPath } from '../apps/server/src/lib/extraction/worker-path';
import { positiveInt } from './support/args';
import { prosePdf } from './support/prose-pdf';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PDFTOTEXT = '/usr/bin/pdftotext';
const TIME = '/usr/bin/time';
const PAGE_COUNTS = [1, 20, 200];
/** The bounds the benchmark reads with: generous, so they never decide the figure. */
const BOUNDS = { timeoutMs: 120_000, maxHeapMb: 512 };

interface Sample {
  pages: number;
  file: string;
  bytes: number;
  pdftotext: number[];
  product: number[];
  oneThread: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs pdftotext on the file; resolves with the milliseconds from spawn to exit. */
function timePdftotext(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(PDFTOTEXT, ['-enc', 'UTF-8', file, '-'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let length = 0;
    child.stdout.on('data', (chunk: Buffer) => (length += chunk.length));
    child.on('error', reject);
    child.on('close', (code) => {
      const elapsed = performance.now() - started;
      if (code !== 0 || length === 0) reject(new Error(`pdftotext exited with ${code} after ${length} bytes`));
      else resolve(elapsed);
    });
  });
}

/** Reads the file and its text as the product's job does; resolves with the milliseconds taken. */
async function timeProduct(pool: ExtractionPool, sample: Sample): Promise<number> {
  const started = performance.now();
  const bytes = readFileSync(sample.file);
  const text = await readDocumentText(pool, { bytes, fileType: 'pdf', fileName: 'bench.pdf' }, BOUNDS);
  const elapsed = performance.now() - started;
  if (text.pages.length !== sample.pages || !text.pages[sample.pages - 1]!.includes(`Page ${sample.pages}`)) {
    throw new Error(`the product read ${text.pages.length} pages of ${sample.pages}`);
  }
  return elapsed;
}

/** The maximum resident set size, in MB, of `command` (GNU time's %M, in KB). */
function maxRssMb(command: string[]): number {
  const result = spawnSync(TIME, ['-f', 'maxrss-kb=%M', ...command], { stdio: ['ignore', 'ignore', 'pipe'] });
  const stderr = result.stderr?.toString() ?? '';
  const match = /maxrss-kb=(\d+)/.exec(stderr);
  if (result.status !== 0 || !match) throw new Error(`${command[0]} failed (${result.status}): ${stderr.slice(-500)}`);
  return Number(match[1]) / 1024;
}

/** node reading the file's text with the built worker's task in its main thread, nothing else. */
function extractionOnly(worker: string, file: string): string[] {
  const script =
    `import { readFileSync } from 'node:fs';\n` +
    `const { default: extract } = await import(${JSON.stringify(pathToFileURL(worker).href)});\n` +
    `const file = { bytes: readFileSync(${JSON.stringify(file)}), fileType: 'pdf', fileName: 'bench.pdf' };\n` +
    `const outcome = await extract({ file, part: { index: 0, of: 1 } });\n` +
    `if (!outcome.ok) throw new Error(outcome.message);\n`;
  return [process.execPath, `--max-old-space-size=${BOUNDS.maxHeapMb}`, '--input-type=module', '-e', script];
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  '),
    )
    .join('\n');
}

export async function benchDocumentExtraction(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { runs: { type: 'string' } }, strict: false });
  const runs = positiveInt('runs', typeof values.runs === 'string' ? values.runs : undefined, 9);

  if (!existsSync(PDFTOTEXT)) throw new Error(`${PDFTOTEXT} is missing: install Poppler's utilities (poppler-utils)`);
  console.log('build: bundling the server and the extraction worker (apps/server/build.mjs)…');
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const worker = extractionWorkerPath(pathToFileURL(path.join(ROOT, 'apps/server/dist/server.js')).href);

  const directory = mkdtempSync(path.join(os.tmpdir(), 'bench-documents-'));
  const pool = createExtractionPool({ maxHeapMb: BOUNDS.maxHeapMb, module: worker });
  const onePool = createExtractionPool({ maxHeapMb: BOUNDS.maxHeapMb, module: worker, threads: 1 });
  try {
    const samples: Sample[] = PAGE_COUNTS.map((pages) => {
      const file = path.join(directory, `prose-${pages}.pdf`);
      const bytes = prosePdf(pages);
      writeFileSync(file, bytes);
      return { pages, file, bytes: bytes.length, pdftotext: [], product: [], oneThread: [] };
    });

    // One unmeasured round: the page cache, pdf.js's first compile, the threads' first start
    // (the very first read, a thread started for it, is printed on its own).
    const firstStarted = performance.now();
    await timeProduct(pool, samples[0]!);
    const firstRead = performance.now() - firstStarted;
    for (const sample of samples) {
      await timePdftotext(sample.file);
      await timeProduct(pool, sample);
      await timeProduct(onePool, sample);
    }
    for (let run = 0; run < runs; run++) {
      for (const sample of samples) {
        const turns = [
          async () => sample.pdftotext.push(await timePdftotext(sample.file)),
          async () => sample.product.push(await timeProduct(pool, sample)),
          async () => sample.oneThread.push(await timeProduct(onePool, sample)),
        ];
        // Who goes first turns round each run.
        for (let turn = 0; turn < turns.length; turn++) await turns[(turn + run) % turns.length]!();
      }
    }

    console.log(`\nGrantPilot document extraction benchmark, ${new Date().toISOString()}`);
    console.log(`node ${process.version}; ${os.cpus().length} CPUs; ${runs} runs per file, interleaved, medians\n`);
    console.log(`product: the extraction pool, ${pool.threads} threads; one thread: the same pool held to one\n`);
    const rows = [['PDF', 'size', 'pdftotext ms', 'product ms', 'product/pdftotext', 'one thread ms', 'one/pdftotext']];
    for (const sample of samples) {
      const a = median(sample.pdftotext);
      const b = median(sample.product);
      const c = median(sample.oneThread);
      rows.push([
        `${sample.pages} page${sample.pages === 1 ? '' : 's'}`,
        `${Math.round(sample.bytes / 1024)} KB`,
        a.toFixed(1),
        b.toFixed(1),
        `${(b / a).toFixed(2)}×`,
        c.toFixed(1),
        `${(c / a).toFixed(2)}×`,
      ]);
    }
    console.log(table(rows));
    console.log('goal: product/pdftotext ≤ 3×');
    console.log(
      `the first read of all, 1 page, starting a thread: ${firstRead.toFixed(0)} ms ` +
        `(${(firstRead / median(samples[0]!.pdftotext)).toFixed(1)}× pdftotext; later reads find the thread warm)`,
    );

    if (!existsSync(TIME)) {
      console.log(`\npeak memory: skipped, ${TIME} (GNU time) is missing`);
      return;
    }
    const [small, , large] = samples as [Sample, Sample, Sample];
    const baseline = maxRssMb(extractionOnly(worker, small.file));
    const product = maxRssMb(extractionOnly(worker, large.file));
    const poppler = maxRssMb([PDFTOTEXT, '-enc', 'UTF-8', large.file, '/dev/null']);
    console.log('\npeak memory (maximum RSS of a process doing only this, /usr/bin/time %M):');
    console.log(
      table([
        ['', 'max RSS'],
        ['product, 1-page PDF (Node + pdf.js + the module)', `${baseline.toFixed(0)} MB`],
        ['product, 200-page PDF', `${product.toFixed(0)} MB`],
        ['product, 200 pages over 1 page', `+${(product - baseline).toFixed(0)} MB`],
        ['pdftotext, 200-page PDF', `${poppler.toFixed(0)} MB`],
      ]),
    );
  } finally {
    await Promise.all([pool.close(), onePool.close()]);
    rmSync(directory, { recursive: true, force: true });
  }
}
