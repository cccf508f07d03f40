// The evaluation harness behind `npm run bench:analysis`: reads the manifest, the calls and their
// truth, runs an engine on every call and sums the scores per split. No side effects on import.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalysisEngine } from '../../apps/server/src/analysis/engine';
import {
  analysisResultSchema,
  citationHolds,
  emptyFindings,
  type AnalysisResult,
  type Citation,
  type DocumentText,
} from '../../packages/shared/src/contracts/analysis';
import {
  add,
  prf,
  scoreResult,
  totalOf,
  zero,
  zeroTallies,
  type Counts,
  type FieldScores,
  type Tallies,
} from './score';
import { callBody, manifestSchema, SPLITS, truthSchema, type Split, type Truth } from './truth';

export const ANALYSIS_DIR = path.dirname(fileURLToPath(import.meta.url));

export type Call = {
  slug: string;
  split: Split;
  /** The text the engine reads: the file without its metadata header. */
  text: string;
  /** SHA-256 of the call file's bytes. */
  sha256: string;
  truth: Truth;
};

/**
 * The calls of the manifest, or only those of `splits`: the files of the other splits are not
 * read at all (`--split dev` while writing rules keeps the held-out texts unseen).
 */
export function loadCalls(dir = ANALYSIS_DIR, splits: readonly Split[] = SPLITS): Call[] {
  const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')));
  return manifest.calls
    .filter(({ split }) => splits.includes(split))
    .map(({ slug, split }) => {
      const bytes = fs.readFileSync(path.join(dir, 'calls', `${slug}.md`));
      const truth = truthSchema.parse(
        JSON.parse(fs.readFileSync(path.join(dir, 'calls', `${slug}.truth.json`), 'utf8')),
      );
      return {
        slug,
        split,
        text: callBody(bytes.toString('utf8')),
        sha256: createHash('sha256').update(bytes).digest('hex'),
        truth,
      };
    });
}

/** The splits named by `--split <name>` or `--split=<name>` (every split when absent or `all`). */
export function splitsFromArgs(args: readonly string[]): readonly Split[] {
  const index = args.findIndex((arg) => arg === '--split' || arg.startsWith('--split='));
  if (index < 0) return SPLITS;
  const value = args[index]!.includes('=') ? args[index]!.slice('--split='.length) : args[index + 1];
  if (value === 'all') return SPLITS;
  if (!SPLITS.includes(value as Split)) {
    throw new Error(`--split must be one of ${[...SPLITS, 'all'].join(', ')} (got ${value ?? 'nothing'})`);
  }
  return [value as Split];
}

/** Every citation in a result. */
export function citationsOf(result: AnalysisResult): Citation[] {
  const out: Citation[] = [];
  for (const item of [result.funder, result.programme, result.contactEmail]) if (item) out.push(item.citation);
  const { award, durationMonths } = result;
  for (const item of [award.min, award.max, award.typical, award.totalBudget, award.numberOfAwards]) {
    if (item) out.push(item.citation);
  }
  for (const item of [durationMonths.min, durationMonths.max]) if (item) out.push(item.citation);
  for (const list of [
    result.deadlines,
    result.otherDates,
    result.eligibility,
    result.requiredDocuments,
    result.limits,
    result.criteria,
  ]) {
    for (const item of list) out.push(item.citation);
  }
  return out;
}

export type Aggregate = {
  calls: number;
  fields: FieldScores;
  tallies: Tallies;
  citations: number;
  citationFailures: number;
  /** Calls whose result did not parse as the contract, or whose analysis threw. */
  failedCalls: string[];
};

const emptyAggregate = (): Aggregate => ({
  calls: 0,
  fields: {},
  tallies: zeroTallies(),
  citations: 0,
  citationFailures: 0,
  failedCalls: [],
});

export type EngineReport = { engine: string; bySplit: Record<Split | 'all', Aggregate> };

/** Runs `engine` on every call and sums the scores per split and for all. */
export async function evaluateEngine(engine: AnalysisEngine, calls: readonly Call[]): Promise<EngineReport> {
  const bySplit = Object.fromEntries(
    [...SPLITS, 'all' as const].map((split) => [split, emptyAggregate()]),
  ) as EngineReport['bySplit'];

  for (const call of calls) {
    const targets = [bySplit[call.split], bySplit.all];
    for (const target of targets) target.calls += 1;
    const document: DocumentText = { kind: 'plain', text: call.text };
    let result: AnalysisResult;
    try {
      result = analysisResultSchema.parse(await engine.analyze(document, { sha256: call.sha256 }));
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      for (const target of targets) target.failedCalls.push(`${call.slug}: ${reason}`);
      // A failed call still counts: everything in its truth is missed.
      result = emptyResult(engine, call);
    }
    const { fields, tallies } = scoreResult(call.truth, result);
    const citations = citationsOf(result);
    const failures = citations.filter((citation) => !citationHolds(document, citation)).length;
    for (const target of targets) {
      for (const [name, counts] of Object.entries(fields)) add((target.fields[name] ??= zero()), counts);
      for (const key of Object.keys(tallies) as Array<keyof Tallies>) target.tallies[key] += tallies[key];
      target.citations += citations.length;
      target.citationFailures += failures;
    }
  }
  return { engine: `${engine.name} ${engine.version}${engine.model ? ` (${engine.model})` : ''}`, bySplit };
}

function emptyResult(engine: AnalysisEngine, call: Call): AnalysisResult {
  return {
    engine: { name: engine.name, version: engine.version },
    input: { sha256: call.sha256, characters: call.text.length, pages: null },
    ...emptyFindings(),
    warnings: [],
  };
}

const pct = (value: number | null) => (value === null ? '   -  ' : `${(100 * value).toFixed(1).padStart(5)}%`);

function row(name: string, counts: Counts): string {
  const { precision, recall, f1 } = prf(counts);
  const tally = `${counts.tp}/${counts.fp}/${counts.fn}`;
  return `  ${name.padEnd(28)} ${pct(precision)} ${pct(recall)} ${pct(f1)}   ${tally}`;
}

/** The printed report of one engine: a table per split that has calls, and one for all when several do. */
export function formatReport(report: EngineReport): string {
  const lines = [`Engine: ${report.engine}`];
  const present = SPLITS.filter((split) => report.bySplit[split].calls > 0);
  for (const split of present.length > 1 ? [...present, 'all' as const] : present) {
    const aggregate = report.bySplit[split];
    lines.push('', `[${split}] ${aggregate.calls} calls`);
    lines.push(`  ${'field'.padEnd(28)} ${'prec'.padStart(6)} ${'recall'.padStart(6)} ${'F1'.padStart(6)}   tp/fp/fn`);
    for (const [name, counts] of Object.entries(aggregate.fields)) lines.push(row(name, counts));
    lines.push(row('TOTAL (micro, all fields)', totalOf(aggregate.fields)));
    const t = aggregate.tallies;
    lines.push(
      `  not-deadline dates reported as deadlines: ${t.otherDateAsDeadline}`,
      `  award figures reported where the call states none: ${t.inventedAwardFigure}`,
      `  criteria weights right (of matched criteria): ${t.criterionWeightRight}/${t.criterionWeightMatched}`,
      `  eligibility hard/applies right (of matched rules): ${t.eligibilityFlagsRight}/${t.eligibilityMatched}`,
      `  citations failing citationHolds: ${aggregate.citationFailures}/${aggregate.citations}`,
      `  calls failed (threw or broke the contract): ${aggregate.failedCalls.length}`,
    );
    for (const failure of aggregate.failedCalls) lines.push(`    ${failure}`);
  }
  return lines.join('\n');
}

/** About 50 pages of 3,000 characters: the longest call's text repeated. */
export function longDocument(calls: readonly Call[], characters = 50 * 3000): string {
  const longest = [...calls].sort((a, b) => b.text.length - a.text.length)[0]!.text;
  const parts: string[] = [];
  let length = 0;
  for (let page = 1; length < characters; page += 1) {
    const part = `\n\nPage ${page}\n\n${longest}`;
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
/** The baseline: one plain regex pass over the text for dates, amounts and e-mail addresses. */
export function regexScan(text: string): number {
  const pattern = new RegExp(
    `\\b\\d{1,2}(?:st|nd|rd|th)? ${MONTH},? \\d{4}\\b|\\b${MONTH} \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}\\b|[$£€]\\s?\\d[\\d,.]*|[\\w.+-]+@[\\w-]+\\.[\\w.]+`,
    'g',
  );
  let found = 0;
  for (const _match of text.matchAll(pattern)) found += 1;
  return found;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median wall time (ms) of `runs` runs of `task`, after one warm-up run. */
export async function timeMedian(task: () => unknown, runs: number): Promise<number> {
  await task();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = process.hrtime.bigint();
    await task();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}
