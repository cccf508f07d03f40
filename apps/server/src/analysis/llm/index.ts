import OpenAI from 'openai';
import { analysisResultSchema, type AnalysisResult, type DocumentText } from '@grantpilot/shared/contracts/analysis';
import type { AnalysisEngine, AnalysisInput } from '../engine';
import { askModel, type AskOptions } from './ask';
import { chunkDocument, DEFAULT_CHUNK_CHARACTERS } from './chunks';
import { LlmEngineError } from './errors';
import { findingsOf, type Dropped } from './findings';
import { mergeFindings } from './merge';
import { messagesFor } from './prompt';

export { LlmEngineError, type LlmErrorCode } from './errors';

export const LLM_ENGINE_VERSION = '1.0.0';

export interface LlmEngineOptions {
  /** An OpenAI-compatible API root, such as https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  model: string;
  /** Local servers usually need none. */
  apiKey?: string;
  /** Longest wait for one answer; default 120 s. */
  timeoutMs?: number;
  /** Retries of one request after a 429, a 5xx or a lost connection; default 2. */
  maxRetries?: number;
  /** A `retry-after` longer than this fails the analysis instead of waiting; default 30 s. */
  maxRetryWaitMs?: number;
  /** First backoff after a 5xx (doubling, at most 8 s); default 500 ms. */
  retryDelayMs?: number;
  /** Size of one chunk of a plain text, and the most pages' text sent at once; default 12 000. */
  chunkCharacters?: number;
  /** Chunks asked at the same time; default 2. */
  concurrency?: number;
  /** Sampling temperature; left to the endpoint when unset (some models accept only their default). */
  temperature?: number;
  fetch?: typeof fetch;
}

/**
 * The LLM analysis engine (PRODUCT §7, engine 2): asks any OpenAI-compatible chat-completions
 * endpoint for the §7.1 facts with JSON-schema output, one request per chunk of the document,
 * keeps only items whose quotes are found in the text, and merges the chunks. It either returns
 * a whole valid result or throws an LlmEngineError whose message a person can act on.
 */
export function createLlmEngine(options: LlmEngineOptions): AnalysisEngine {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // The SDK insists on a key; a local server ignores it.
    apiKey: options.apiKey ?? 'no-key',
    // Passed explicitly, so the SDK reads nothing from the environment (config.ts does that).
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: options.timeoutMs ?? 120_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const ask: AskOptions = {
    client,
    model: options.model,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 120_000,
    maxRetries: options.maxRetries ?? 2,
    maxRetryWaitMs: options.maxRetryWaitMs ?? 30_000,
    retryDelayMs: options.retryDelayMs ?? 500,
    temperature: options.temperature,
  };
  const chunkCharacters = options.chunkCharacters ?? DEFAULT_CHUNK_CHARACTERS;
  const concurrency = Math.max(1, options.concurrency ?? 2);

  return {
    name: 'llm',
    version: LLM_ENGINE_VERSION,
    model: options.model,
    async analyze(document: DocumentText, input: AnalysisInput): Promise<AnalysisResult> {
      const chunks = chunkDocument(document, chunkCharacters);
      // One failed chunk stops the others: a result is whole or not at all.
      const stop = new AbortController();
      const signal = input.signal ? AbortSignal.any([input.signal, stop.signal]) : stop.signal;
      const parts = await inPool(chunks, concurrency, stop, async (chunk, index) => {
        const answer = await askModel(ask, messagesFor(chunk, index, chunks.length), signal);
        return findingsOf(document, chunk, answer);
      });
      if (input.signal?.aborted) throw new LlmEngineError('cancelled', 'The analysis was cancelled');

      const result = {
        engine: { name: 'llm' as const, version: LLM_ENGINE_VERSION, model: options.model },
        input: {
          sha256: input.sha256,
          characters: document.kind === 'paged' ? document.pages.join('').length : document.text.length,
          pages: document.kind === 'paged' ? document.pages.length : null,
        },
        ...mergeFindings(parts.map((part) => part.findings)),
        warnings: warningsOf(
          chunks.length,
          parts.map((part) => part.dropped),
        ),
      };
      const checked = analysisResultSchema.safeParse(result);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw new LlmEngineError(
          'invalid_result',
          `The LLM engine built a result that does not fit the contract (${issue?.path.join('.')}: ${issue?.message})`,
        );
      }
      return checked.data;
    },
  };
}

function warningsOf(chunks: number, dropped: readonly Dropped[]): string[] {
  const warnings: string[] = [];
  if (chunks === 0) warnings.push('The document has no text to analyse');
  const unquoted = dropped.reduce((sum, counts) => sum + counts.unquoted, 0);
  const invalid = dropped.reduce((sum, counts) => sum + counts.invalid, 0);
  if (unquoted > 0) {
    warnings.push(
      unquoted === 1
        ? '1 item dropped: its quote is not in the document'
        : `${unquoted} items dropped: their quotes are not in the document`,
    );
  }
  if (invalid > 0) {
    warnings.push(
      invalid === 1
        ? '1 item dropped: its value does not fit the result (such as a date that does not exist)'
        : `${invalid} items dropped: their values do not fit the result (such as a date that does not exist)`,
    );
  }
  return warnings;
}

/** Runs `work` over the items, `size` at a time, in order of the results; the first error stops the rest. */
async function inPool<T, R>(
  items: readonly T[],
  size: number,
  stop: AbortController,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
        stop.abort();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}
