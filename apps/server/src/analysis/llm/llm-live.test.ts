import { describe, expect, it } from 'vitest';
import type { AnalysisResult, DocumentText } from '@grantpilot/shared/contracts/analysis';
import { expectCitedResult } from '../../testing/analysis-citations';
import { createLlmEngine, LlmEngineError, type LlmEngineOptions } from './index';
import { sampleCall as sample, twoPageCall as twoPages } from './recordings';

/**
 * The engine against a real OpenAI-compatible endpoint: runs only when LLM_BASE_URL (and
 * LLM_MODEL, and LLM_API_KEY when the endpoint needs one) are set, such as
 *   LLM_BASE_URL=http://127.0.0.1:11434/v1 LLM_MODEL=llama3.1:8b \
 *     npx vitest run --project server apps/server/src/analysis/llm/llm-live.test.ts
 * A model's reading varies, so this asserts what every answer must be (valid, every citation
 * holding) and only the plainest facts of the sample call.
 */
const baseUrl = process.env.LLM_BASE_URL;
const model = process.env.LLM_MODEL ?? '';
const timeoutMs = Number(process.env.LLM_TIMEOUT_SECONDS ?? 120) * 1000;
const sha256 = 'cd'.repeat(32);
const LIVE_TEST_TIMEOUT = 10 * 60 * 1000;

const engine = (options: Partial<LlmEngineOptions> = {}) =>
  createLlmEngine({ baseUrl: baseUrl ?? '', model, apiKey: process.env.LLM_API_KEY, timeoutMs, ...options });

function expectValid(result: AnalysisResult, document: DocumentText) {
  expectCitedResult(result, document);
  expect(result.engine).toEqual({ name: 'llm', version: '1.0.0', model });
}

describe.skipIf(!baseUrl)(`the LLM engine against ${baseUrl ?? 'a real endpoint'} (${model})`, () => {
  it(
    'reads the sample call into a valid result whose every citation holds',
    { timeout: LIVE_TEST_TIMEOUT },
    async () => {
      const result = await engine().analyze(sample, { sha256 });
      expectValid(result, sample);
      expect(result.funder?.value).toMatch(/Northwind/);
      expect(result.deadlines.map((deadline) => deadline.date)).toContain('2027-02-15');
      expect(result.contactEmail?.value).toBe('resilience@northwind.example');
    },
  );

  it('reads a paged call page by page and merges the pages', { timeout: LIVE_TEST_TIMEOUT }, async () => {
    const result = await engine({ chunkCharacters: 200 }).analyze(twoPages, { sha256 });
    expectValid(result, twoPages);
    expect(result.input.pages).toBe(2);
    expect(result.deadlines.filter((deadline) => deadline.date === '2027-03-01').length).toBeLessThanOrEqual(1);
  });

  it('fails with a time-out when given too little time', { timeout: LIVE_TEST_TIMEOUT }, async () => {
    const error = await engine({ timeoutMs: 1, maxRetries: 0 })
      .analyze(sample, { sha256 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LlmEngineError);
    expect((error as LlmEngineError).code).toBe('timeout');
  });

  it('stops when the caller cancels', { timeout: LIVE_TEST_TIMEOUT }, async () => {
    const controller = new AbortController();
    const analysis = engine().analyze(sample, { sha256, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await analysis.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LlmEngineError);
    expect((error as LlmEngineError).code).toBe('cancelled');
  });
});
