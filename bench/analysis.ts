// `npm run bench:analysis`
//
// Judges the grant-analysis engines (PRODUCT §7) on the evaluation set in bench/analysis: real,
// public calls for proposals with hand-made truth, split into dev and holdout (manifest.json).
// For each engine it prints precision, recall and F1 per field and in total, for dev, holdout
// and all; the counts of not-deadline dates reported as deadlines and of award figures reported
// where the call states none; and how many citations fail `citationHolds`. Then the built-in
// engine's time on a 50-page call (median of several runs) against a plain regex scan of the same
// text. The built-in engine always runs; the LLM engine only when LLM_BASE_URL is set (with
// LLM_MODEL, and LLM_API_KEY when the endpoint needs one). See bench/analysis/README.md.
//
// `--split dev|dev2|dev3|dev4|dev5|dev6|dev7|holdout|holdout2|holdout3|holdout4|holdout5|holdout6|all`
// (default all) scores only that split: the other splits' files are not even read. Rule writers run `npm run bench:analysis -- --split dev`.
//
// The exit code says only whether the benchmark could run; it never depends on the scores.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnalysisEngine } from '../apps/server/src/analysis/engine';
import {
  ANALYSIS_DIR,
  evaluateEngine,
  formatReport,
  loadCalls,
  longDocument,
  regexScan,
  splitsFromArgs,
  timeMedian,
} from './analysis/harness';
import { SPLITS } from './analysis/truth';

const SERVER_ANALYSIS = path.resolve(ANALYSIS_DIR, '../../apps/server/src/analysis');
const TIMING_RUNS = 7;

/** Imports a module that may not exist yet (the engines are written in parallel with this bench). */
async function importOptional(file: string): Promise<Record<string, unknown> | null> {
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    console.log(
      `engine not found: ${path.relative(process.cwd(), file)} (${error instanceof Error ? error.message.split('\n')[0] : error})`,
    );
    return null;
  }
}

async function builtinEngine(): Promise<AnalysisEngine | null> {
  const module = await importOptional(path.join(SERVER_ANALYSIS, 'builtin/index.ts'));
  if (!module) return null;
  if (typeof module.createBuiltinEngine !== 'function') {
    console.log('engine not found: builtin/index.ts exports no createBuiltinEngine');
    return null;
  }
  return (module.createBuiltinEngine as () => AnalysisEngine)();
}

async function llmEngine(): Promise<AnalysisEngine | null> {
  const baseUrl = process.env.LLM_BASE_URL;
  if (!baseUrl) {
    console.log('LLM engine skipped: LLM_BASE_URL is not set');
    return null;
  }
  const model = process.env.LLM_MODEL;
  if (!model) {
    console.log('LLM engine skipped: LLM_BASE_URL is set but LLM_MODEL is not');
    return null;
  }
  const module = await importOptional(path.join(SERVER_ANALYSIS, 'llm/index.ts'));
  if (!module) return null;
  if (typeof module.createLlmEngine !== 'function') {
    console.log('engine not found: llm/index.ts exports no createLlmEngine');
    return null;
  }
  const create = module.createLlmEngine as (options: {
    baseUrl: string;
    model: string;
    apiKey?: string;
  }) => AnalysisEngine;
  return create({ baseUrl, model, ...(process.env.LLM_API_KEY ? { apiKey: process.env.LLM_API_KEY } : {}) });
}

async function main() {
  const splits = splitsFromArgs(process.argv.slice(2));
  const calls = loadCalls(undefined, splits);
  const counts = SPLITS.filter((split) => splits.includes(split))
    .map((split) => `${calls.filter((call) => call.split === split).length} ${split}`)
    .join(', ');
  console.log(`Grant-analysis benchmark: ${calls.length} calls (${counts})`);
  console.log(`Node ${process.version}, ${new Date().toISOString()}\n`);

  const builtin = await builtinEngine();
  const engines = [builtin, await llmEngine()].filter((engine): engine is AnalysisEngine => engine !== null);
  for (const engine of engines) console.log(`\n${formatReport(await evaluateEngine(engine, calls))}\n`);

  if (builtin) {
    const text = longDocument(calls);
    const document = { kind: 'plain' as const, text };
    const engineMs = await timeMedian(() => builtin.analyze(document, { sha256: '0'.repeat(64) }), TIMING_RUNS);
    const regexMs = await timeMedian(() => regexScan(text), TIMING_RUNS);
    console.log(`Built-in engine on a 50-page call (${text.length} characters, median of ${TIMING_RUNS} runs):`);
    console.log(
      `  engine ${engineMs.toFixed(1)} ms; baseline regex scan ${regexMs.toFixed(2)} ms; ratio ${(engineMs / regexMs).toFixed(1)}×`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
