// Over 300 lines on purpose: every failure mode of the LLM engine against the recorded server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@grantpilot/shared/contracts/analysis';
import { expectCitedResult } from '../../testing/analysis-citations';
import { startOpenAiTestServer, type OpenAiTestServer, type RecordedReply } from '../../testing/openai-test-server';
import { createLlmEngine, LlmEngineError, type LlmEngineOptions } from './index';
import { recordedReplies as replies, sampleCall as sample, twoPageCall as twoPages } from './recordings';

const sha256 = 'ab'.repeat(32);

/** The parts of the recorded good answer the tests change (it has two deadlines, three criteria). */
interface SampleAnswer {
  deadlines: [{ date: string }, { timezone: string | null }];
  criteria: [{ weightPercent: number | null }];
}
const goodAnswer = () => replies('good-answer')[0]?.answer as SampleAnswer;

let server: OpenAiTestServer;
beforeAll(async () => {
  server = await startOpenAiTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  // A test that leaves a reply unplayed asked fewer times than it meant to.
  expect(server.pending()).toBe(0);
  server.received.length = 0;
});

const engine = (options: Partial<LlmEngineOptions> = {}) =>
  createLlmEngine({
    baseUrl: server.baseUrl,
    model: 'test-model',
    apiKey: 'test-key',
    retryDelayMs: 10,
    ...options,
  });

/** The error an analysis fails with. */
async function failure(promise: Promise<AnalysisResult>): Promise<LlmEngineError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmEngineError);
  return error as LlmEngineError;
}

describe('the LLM engine against an OpenAI-compatible server', () => {
  it('asks for JSON-schema output with the model name and returns the cited §7.1 result', async () => {
    server.play(...replies('good-answer'));
    const llm = engine();
    const result = await llm.analyze(sample, { sha256 });

    expect([llm.name, llm.version, llm.model]).toEqual(['llm', '1.0.0', 'test-model']);
    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'grant_call_analysis',
        strict: true,
        schema: { type: 'object', additionalProperties: false },
      },
    });
    expect(JSON.stringify(request?.body.messages)).toContain('Northwind Foundation invites proposals');

    expectCitedResult(result, sample);
    expect(result.engine).toEqual({ name: 'llm', version: '1.0.0', model: 'test-model' });
    expect(result.input).toEqual({ sha256, characters: sample.kind === 'plain' ? sample.text.length : 0, pages: null });
    expect(result.funder?.value).toBe('Northwind Foundation');
    expect(
      result.deadlines.map((deadline) => [deadline.kind, deadline.date, deadline.time, deadline.timezone]),
    ).toEqual([
      ['concept_note', '2027-02-15', '17:00', 'Europe/Brussels'],
      ['full_proposal', '2027-04-30', '23:59', 'CET'],
    ]);
    expect(result.award).toMatchObject({
      currency: 'EUR',
      min: { value: '50000' },
      max: { value: '250000' },
      totalBudget: { value: '2400000' },
      numberOfAwards: { value: 12 },
    });
    expect(result.eligibility.map((rule) => [rule.applies, rule.hard])).toEqual([
      ['eligible', true],
      ['ineligible', true],
      ['eligible', false],
    ]);
    expect(result.criteria.map((criterion) => criterion.weightPercent)).toEqual([40, 35, 25]);
    expect(result.warnings).toEqual([]);
  });

  it('finds a quote whose line breaks the model re-flowed, and cites the text as it stands', async () => {
    server.play(...replies('good-answer'));
    const result = await engine().analyze(sample, { sha256 });
    // The text breaks "…total budget for this call is\nEUR 2,400,000." over two lines.
    expect(result.award.totalBudget?.citation.quote).toBe('The total budget for this call is\nEUR 2,400,000.');
    expect(result.otherDates[0]?.citation.quote).toBe('An information webinar takes place on\n20 January 2027.');
  });

  it('drops the items whose quotes are not in the document and counts them in the warnings', async () => {
    server.play(...replies('hallucinated-quote'));
    const result = await engine().analyze(sample, { sha256 });
    expectCitedResult(result, sample);
    expect(result.funder).toBeNull();
    expect(result.deadlines.map((deadline) => deadline.kind)).toEqual(['concept_note', 'full_proposal']);
    expect(result.eligibility).toHaveLength(2);
    expect(result.warnings).toEqual(['3 items dropped: their quotes are not in the document']);
  });

  it('drops the items whose values do not fit the contract and counts them', async () => {
    const answer = structuredClone(goodAnswer());
    answer.deadlines[0].date = '2027-02-30';
    answer.deadlines[1].timezone = '';
    answer.criteria[0].weightPercent = 140;
    server.play({ answer });
    const result = await engine().analyze(sample, { sha256 });
    expectCitedResult(result, sample);
    expect(result.deadlines).toMatchObject([{ kind: 'full_proposal', timezone: null }]);
    expect(result.criteria).toHaveLength(2);
    expect(result.warnings).toEqual([
      '2 items dropped: their values do not fit the result (such as a date that does not exist)',
    ]);
  });

  it('accepts JSON wrapped in a Markdown fence (some local servers add one)', async () => {
    server.play({ content: `\`\`\`json\n${JSON.stringify(goodAnswer())}\n\`\`\`` });
    const result = await engine().analyze(sample, { sha256 });
    expect(result.funder?.value).toBe('Northwind Foundation');
  });

  it('asks once more after malformed JSON, and uses the second answer', async () => {
    server.play(...replies('malformed-json'), ...replies('good-answer'));
    const result = await engine().analyze(sample, { sha256 });
    expect(result.funder?.value).toBe('Northwind Foundation');
    expect(server.received).toHaveLength(2);
    expect(JSON.stringify(server.received[1]?.body.messages)).toContain('was not valid JSON');
  });

  it('fails with a clear error when the answer is malformed twice', async () => {
    server.play(...replies('malformed-json'), ...replies('malformed-json'));
    const error = await failure(engine().analyze(sample, { sha256 }));
    expect(error.code).toBe('malformed');
    expect(error.message).toBe(
      "The language model's answer did not fit the analysis schema, twice (it was not valid JSON)",
    );
    expect(server.received).toHaveLength(2);
  });

  it('treats JSON that does not fit the schema as malformed, naming the field', async () => {
    const wrong: RecordedReply = { answer: { funder: 'Northwind' } };
    server.play(wrong, wrong);
    const error = await failure(engine().analyze(sample, { sha256 }));
    expect(error.code).toBe('malformed');
    expect(error.message).toContain('funder');
  });

  it('fails with the refusal, without retrying', async () => {
    server.play(...replies('refusal'));
    const error = await failure(engine().analyze(sample, { sha256 }));
    expect(error.code).toBe('refused');
    expect(error.message).toBe("The language model refused: I'm sorry, I can't help with that request.");
    expect(server.received).toHaveLength(1);
  });

  it('treats a content-filter stop as a refusal, and an answer cut off at the output limit as malformed', async () => {
    server.play({ content: '', finishReason: 'content_filter' });
    const filtered = await failure(engine().analyze(sample, { sha256 }));
    expect(filtered.code).toBe('refused');
    expect(filtered.message).toBe("The language model refused: its provider's content filter stopped the answer");

    const cut: RecordedReply = { content: '{"funder": null, "programme"', finishReason: 'length' };
    server.play(cut, cut);
    const truncated = await failure(engine().analyze(sample, { sha256 }));
    expect(truncated.code).toBe('malformed');
    expect(truncated.message).toContain("it was cut off at the model's output limit");
  });

  it('waits as a 429 asks (retry-after) and then succeeds', async () => {
    server.play(...replies('rate-limited-then-good'));
    const started = Date.now();
    const result = await engine().analyze(sample, { sha256 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(result.funder?.value).toBe('Northwind Foundation');
    expect(server.received).toHaveLength(2);
  });

  it('does not wait longer than it may: a long retry-after fails at once', async () => {
    server.play({ status: 429, headers: { 'retry-after': '120' }, error: { message: 'Slow down' } });
    const error = await failure(engine({ maxRetryWaitMs: 5_000 }).analyze(sample, { sha256 }));
    expect(error.code).toBe('rate_limited');
    expect(error.transient).toBe(true);
    expect(error.message).toBe(
      'The language model is rate-limited and asks to wait 120 s, longer than the 5 s the analysis waits; try again later',
    );
  });

  it('names the state when a 503 asks to wait longer than it may', async () => {
    server.play({ status: 503, headers: { 'retry-after': '600' }, error: { message: 'Maintenance' } });
    const error = await failure(engine().analyze(sample, { sha256 }));
    expect(error.code).toBe('unavailable');
    expect(error.status).toBe(503);
    expect(error.message).toBe(
      'The language model is unavailable (503) and asks to wait 600 s, longer than the 30 s the analysis waits; try again later',
    );
  });

  it('retries a 5xx with backoff and then succeeds', async () => {
    server.play(...replies('server-error-then-good'));
    const result = await engine().analyze(sample, { sha256 });
    expect(result.funder?.value).toBe('Northwind Foundation');
    expect(server.received).toHaveLength(2);
  });

  it('gives up after its retries when the 5xx persists', async () => {
    const broken: RecordedReply = { status: 503, error: { message: 'Model is loading' } };
    server.play(broken, broken, broken);
    const error = await failure(engine({ maxRetries: 2 }).analyze(sample, { sha256 }));
    expect(error.code).toBe('unavailable');
    expect(error.status).toBe(503);
    expect(error.message).toBe('The language model failed (503: Model is loading)');
    expect(server.received).toHaveLength(3);
  });

  it('fails with a time-out when the model does not answer in time', async () => {
    server.play(...replies('slow-answer'));
    const error = await failure(engine({ timeoutMs: 300 }).analyze(sample, { sha256 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('The language model did not answer within 0.3 s');
    expect(server.received).toHaveLength(1);
  });

  it('stops when the caller cancels', async () => {
    server.play(...replies('slow-answer'));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(engine().analyze(sample, { sha256, signal: controller.signal }));
    expect(error.code).toBe('cancelled');
    expect(error.message).toBe('The analysis was cancelled');
  });

  it('names the key when the endpoint refuses it', async () => {
    server.play({ status: 401, error: { message: 'Incorrect API key provided' } });
    const error = await failure(engine().analyze(sample, { sha256 }));
    expect(error.code).toBe('rejected');
    expect(error.transient).toBe(false);
    expect(error.message).toBe(
      'The language model endpoint refused the API key (check LLM_API_KEY) (401: Incorrect API key provided)',
    );
  });

  it('says so when the endpoint cannot be reached', async () => {
    const gone = await startOpenAiTestServer();
    await gone.close();
    const error = await failure(engine({ baseUrl: gone.baseUrl, maxRetries: 0 }).analyze(sample, { sha256 }));
    expect(error.code).toBe('unavailable');
    expect(error.message).toContain(`The language model at ${gone.baseUrl} could not be reached`);
  });

  it('asks page by page and merges the chunks: one deadline, figures stated explicitly, no repeated rules', async () => {
    server.play(...replies('two-page-answers'));
    const result = await engine({ chunkCharacters: 200 }).analyze(twoPages, { sha256 });

    expect(server.received).toHaveLength(2);
    expectCitedResult(result, twoPages);
    expect(result.input.pages).toBe(2);
    expect(result.funder?.citation).toMatchObject({ page: 1, quote: 'The Harbour Arts Fund supports artists' });
    expect(result.deadlines).toHaveLength(1);
    expect(result.deadlines[0]).toMatchObject({ label: 'Applications close', citation: { page: 1 } });
    // Both pages state the ceiling: the first is kept.
    expect(result.award.max).toMatchObject({ value: '40000', citation: { page: 1 } });
    // Page 1 only refers to the total budget; page 2 states it.
    expect(result.award.totalBudget?.citation).toMatchObject({
      page: 2,
      quote: "The Fund's total budget for 2027 is €600,000.",
    });
    expect(result.award.currency).toBe('EUR');
    expect(result.eligibility).toHaveLength(1);
    expect(result.requiredDocuments.map((document) => document.citation.page)).toEqual([2]);
    expect(result.warnings).toEqual([]);
  });

  it('stops the other chunks when one fails: no half-written result', async () => {
    // Page 2 would answer only after the test's own time-out: waiting for it would fail the test.
    server.play({ when: '[Page 1]', ...replies('refusal')[0] }, { when: '[Page 2]', delayMs: 120_000, answer: {} });
    try {
      const error = await failure(engine({ chunkCharacters: 200, timeoutMs: 300_000 }).analyze(twoPages, { sha256 }));
      expect(error.code).toBe('refused');
    } finally {
      // Page 2's request may be cancelled before it reaches the server: its reply is then never taken.
      server.discardPending();
    }
  });

  it('returns an empty result with a warning for a document without text, asking nothing', async () => {
    // A server of its own: a late request of an earlier test must not count here.
    const quiet = await startOpenAiTestServer();
    try {
      const result = await engine({ baseUrl: quiet.baseUrl }).analyze(
        { kind: 'paged', pages: ['', '  \n'] },
        { sha256 },
      );
      expect(quiet.received).toHaveLength(0);
      expect(result.warnings).toEqual(['The document has no text to analyse']);
      expect(result.deadlines).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
