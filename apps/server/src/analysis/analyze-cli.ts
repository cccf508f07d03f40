/**
 * `npm run analyze -- <file> [--engine builtin|llm] [--format json|text]`: analyses a call for
 * proposals (PDF, DOCX, TXT or Markdown) and prints the §7.1 result, as JSON validated against
 * the contract or as text for a person. An entry point like server.ts: reads its settings
 * through config.ts. Exit status: 0 done, 1 the file or the engine failed, 2 bad usage.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ANALYSIS_ENGINES,
  analysisResultSchema,
  type AnalysisEngineName,
  type AnalysisResult,
  type Citation,
} from '@grantpilot/shared/contracts/analysis';
import { ConfigError, loadLlmConfig } from '../config';
import { ExtractionError, extractDocumentText } from '../lib/extraction/index';
import { createEngine, EngineUnavailableError } from './engines';

const USAGE = 'usage: npm run analyze -- <file> [--engine builtin|llm] [--format json|text]';

class UsageError extends Error {}

interface Options {
  file: string;
  engine: AnalysisEngineName;
  format: 'json' | 'text';
}

export function parseArguments(args: readonly string[]): Options {
  let file: string | undefined;
  let engine: AnalysisEngineName = 'builtin';
  let format: Options['format'] = 'json';
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    const [flag, inline] = arg.startsWith('--') ? (arg.split('=', 2) as [string, string?]) : [arg, undefined];
    const value = () => {
      const next = inline ?? args[++index];
      if (next === undefined) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    if (flag === '--engine') {
      const name = value();
      if (!(ANALYSIS_ENGINES as readonly string[]).includes(name))
        throw new UsageError(`unknown engine "${name}" (builtin or llm)`);
      engine = name as AnalysisEngineName;
    } else if (flag === '--format') {
      const name = value();
      if (name !== 'json' && name !== 'text') throw new UsageError(`unknown format "${name}" (json or text)`);
      format = name;
    } else if (flag === '--help' || flag === '-h') {
      throw new UsageError('');
    } else if (flag.startsWith('-')) {
      throw new UsageError(`unknown option ${flag}`);
    } else if (file === undefined) {
      file = arg;
    } else {
      throw new UsageError(`one file at a time (got "${file}" and "${arg}")`);
    }
  }
  if (file === undefined) throw new UsageError('which file? Give the path of a PDF, DOCX, TXT or Markdown file');
  return { file, engine, format };
}

const where = (citation: Citation) =>
  `${citation.page === null ? '' : `p. ${citation.page}, `}“${citation.quote.replace(/\s+/g, ' ').slice(0, 160)}${citation.quote.length > 160 ? '…' : ''}”`;

/** The result as a person reads it: each fact with the passage it came from. */
export function formatText(result: AnalysisResult, fileName: string): string {
  const lines: string[] = [];
  const section = (title: string) => lines.push('', title);
  const fact = (label: string, value: string, citation?: Citation) =>
    lines.push(`  ${label}: ${value}`, ...(citation ? [`      ${where(citation)}`] : []));
  const engine = `${result.engine.name} ${result.engine.version}${result.engine.model ? ` (${result.engine.model})` : ''}`;
  lines.push(`${fileName} — analysed by the ${engine} engine`);
  lines.push(
    `${result.input.characters} characters${result.input.pages === null ? '' : `, ${result.input.pages} pages`}; sha256 ${result.input.sha256}`,
  );
  section('Key facts');
  for (const [label, item] of [
    ['Funder', result.funder],
    ['Programme', result.programme],
    ['Contact', result.contactEmail],
  ] as const)
    fact(label, item ? item.value : '—', item?.citation);
  section(result.rolling ? 'Deadlines (rolling: applications are taken at any time)' : 'Deadlines');
  if (result.deadlines.length === 0) lines.push('  none found');
  for (const deadline of result.deadlines) {
    const time = deadline.time ? ` ${deadline.time}${deadline.timezone ? ` ${deadline.timezone}` : ''}` : '';
    fact(`${deadline.label} [${deadline.kind}]`, `${deadline.date}${time}`, deadline.citation);
  }
  if (result.otherDates.length > 0) {
    section('Other dates');
    for (const date of result.otherDates) fact(date.what, date.date, date.citation);
  }
  section(`Award${result.award.currency ? ` (${result.award.currency})` : ''}`);
  const { award } = result;
  for (const [label, item] of [
    ['Minimum', award.min],
    ['Maximum', award.max],
    ['Typical', award.typical],
    ['Total budget', award.totalBudget],
  ] as const)
    fact(label, item ? item.value : '—', item?.citation);
  fact(
    'Number of awards',
    award.numberOfAwards ? String(award.numberOfAwards.value) : '—',
    award.numberOfAwards?.citation,
  );
  section('Duration (months)');
  fact(
    'Minimum',
    result.durationMonths.min ? String(result.durationMonths.min.value) : '—',
    result.durationMonths.min?.citation,
  );
  fact(
    'Maximum',
    result.durationMonths.max ? String(result.durationMonths.max.value) : '—',
    result.durationMonths.max?.citation,
  );
  section('Eligibility');
  if (result.eligibility.length === 0) lines.push('  none found');
  for (const rule of result.eligibility)
    lines.push(`  ${rule.applies === 'eligible' ? '+' : '−'} ${rule.hard ? '' : '(preference) '}${rule.text}`);
  section('Required documents');
  if (result.requiredDocuments.length === 0) lines.push('  none found');
  for (const document of result.requiredDocuments) lines.push(`  • ${document.text}`);
  section('Limits');
  if (result.limits.length === 0) lines.push('  none found');
  for (const limit of result.limits) {
    const parts = [
      limit.pages && `${limit.pages} pages`,
      limit.words && `${limit.words} words`,
      limit.characters && `${limit.characters} characters`,
    ].filter(Boolean);
    lines.push(`  ${limit.appliesTo}: ${parts.join(', ')}`);
  }
  section('Evaluation criteria');
  if (result.criteria.length === 0) lines.push('  none found');
  for (const criterion of result.criteria)
    lines.push(`  ${criterion.name}${criterion.weightPercent === null ? '' : ` — ${criterion.weightPercent}%`}`);
  if (result.warnings.length > 0) {
    section('Warnings');
    for (const warning of result.warnings) lines.push(`  ! ${warning}`);
  }
  return `${lines.join('\n')}\n`;
}

export async function main(args: readonly string[]): Promise<number> {
  let options: Options;
  try {
    options = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message ? `${error.message}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const controller = new AbortController();
  const stop = () => controller.abort(new Error('cancelled'));
  process.once('SIGINT', stop);
  try {
    const bytes = new Uint8Array(await readFile(options.file));
    const engine = await createEngine(options.engine, options.engine === 'llm' ? loadLlmConfig() : null);
    const document = await extractDocumentText(bytes, path.basename(options.file));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const result = analysisResultSchema.parse(await engine.analyze(document, { sha256, signal: controller.signal }));
    process.stdout.write(
      options.format === 'json'
        ? `${JSON.stringify(result, null, 2)}\n`
        : formatText(result, path.basename(options.file)),
    );
    return 0;
  } catch (error) {
    const known =
      error instanceof ExtractionError || error instanceof EngineUnavailableError || error instanceof ConfigError;
    const code = (error as { code?: string }).code;
    const message =
      known || code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES'
        ? (error as Error).message
        : `analysis failed: ${(error as Error).stack ?? String(error)}`;
    process.stderr.write(`${message}\n`);
    return 1;
  } finally {
    process.off('SIGINT', stop);
  }
}

process.exitCode = await main(process.argv.slice(2));
