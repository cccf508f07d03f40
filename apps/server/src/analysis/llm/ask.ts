import type OpenAI from 'openai';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { LlmEngineError } from './errors';
import { modelAnswerJsonSchema, modelAnswerSchema, RESPONSE_SCHEMA_NAME, type ModelAnswer } from './model-schema';
import { retryMessage } from './prompt';

/**
 * One chunk's request to the model, with the engine's own failure policy (the SDK's retries are
 * off: it sleeps through any `retry-after` however long, and not cancellably):
 * - 429: wait as `retry-after` asks, up to `maxRetryWaitMs`; asked for longer, fail at once;
 * - 5xx, 408, 409 and lost connections: retry with exponential backoff;
 * - both at most `maxRetries` times;
 * - no answer within `timeoutMs`: fail (a slow model is slow again);
 * - an answer that is not JSON fitting the schema: ask once more, then fail;
 * - a refusal: fail.
 */
export interface AskOptions {
  client: OpenAI;
  model: string;
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  maxRetryWaitMs: number;
  retryDelayMs: number;
  temperature: number | undefined;
}

export async function askModel(
  options: AskOptions,
  messages: ChatCompletionMessageParam[],
  signal: AbortSignal,
): Promise<ModelAnswer> {
  let conversation = messages;
  let retries = 0;
  let reasked = false;
  for (;;) {
    let completion: ChatCompletion;
    try {
      completion = await requestOnce(options, conversation, signal);
    } catch (error) {
      const failure = failureOf(error, options, signal);
      const retryable = failure.code === 'rate_limited' || failure.code === 'unavailable';
      if (!retryable || retries >= options.maxRetries) throw failure;
      const asked = retryAfterOf(error);
      if (asked !== undefined && asked > options.maxRetryWaitMs) {
        const state =
          failure.code === 'rate_limited' ? 'is rate-limited' : `is unavailable (${failure.status ?? 'no answer'})`;
        throw new LlmEngineError(
          failure.code,
          `The language model ${state} and asks to wait ${seconds(asked)}, longer than the ${seconds(options.maxRetryWaitMs)} the analysis waits; try again later`,
          { cause: error, ...(failure.status === undefined ? {} : { status: failure.status }) },
        );
      }
      const wait = asked ?? Math.min(backoff(options.retryDelayMs, retries), options.maxRetryWaitMs);
      await sleep(wait, signal);
      retries++;
      continue;
    }
    const outcome = answerOf(completion);
    if ('answer' in outcome) return outcome.answer;
    if (reasked) {
      throw new LlmEngineError(
        'malformed',
        `The language model's answer did not fit the analysis schema, twice (${outcome.problem})`,
      );
    }
    reasked = true;
    conversation = [...messages, retryMessage(outcome.problem)];
  }
}

async function requestOnce(
  options: AskOptions,
  messages: ChatCompletionMessageParam[],
  signal: AbortSignal,
): Promise<ChatCompletion> {
  const attempt = new AbortController();
  const cancel = () => attempt.abort(signal.reason);
  signal.addEventListener('abort', cancel, { once: true });
  const timer = setTimeout(() => attempt.abort(new TimedOut()), options.timeoutMs);
  try {
    if (signal.aborted) throw new APIUserAbortError();
    return await options.client.chat.completions.create(
      {
        model: options.model,
        messages,
        response_format: {
          type: 'json_schema',
          json_schema: { name: RESPONSE_SCHEMA_NAME, strict: true, schema: modelAnswerJsonSchema },
        },
        ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
      },
      { signal: attempt.signal, timeout: options.timeoutMs, maxRetries: 0 },
    );
  } catch (error) {
    // The SDK reports our own time-out as the caller's abort; say which it was.
    if (attempt.signal.reason instanceof TimedOut && !signal.aborted) throw new APIConnectionTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}

class TimedOut extends Error {}

type Outcome = { answer: ModelAnswer } | { problem: string };

function answerOf(completion: ChatCompletion): Outcome {
  const choice = completion.choices?.[0];
  if (!choice) return { problem: 'it had no choices' };
  const refusal = choice.message?.refusal;
  if (refusal) throw new LlmEngineError('refused', `The language model refused: ${refusal}`);
  if (choice.finish_reason === 'content_filter') {
    throw new LlmEngineError('refused', "The language model refused: its provider's content filter stopped the answer");
  }
  const content = choice.message?.content ?? '';
  if (choice.finish_reason === 'length') {
    return { problem: "it was cut off at the model's output limit" };
  }
  let json: unknown;
  try {
    json = JSON.parse(stripFence(content));
  } catch {
    return { problem: content.trim() === '' ? 'it was empty' : 'it was not valid JSON' };
  }
  const parsed = modelAnswerSchema.safeParse(json);
  if (parsed.success) return { answer: parsed.data };
  const issue = parsed.error.issues[0];
  return { problem: `${issue?.path.join('.') || 'the answer'}: ${issue?.message ?? 'does not fit'}` };
}

/** Some local servers wrap JSON in a Markdown fence even in JSON mode. */
function stripFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(content);
  return fenced?.[1] ?? content;
}

function failureOf(error: unknown, options: AskOptions, signal: AbortSignal): LlmEngineError {
  if (error instanceof LlmEngineError) return error;
  if (signal.aborted) return new LlmEngineError('cancelled', 'The analysis was cancelled', { cause: error });
  if (error instanceof APIConnectionTimeoutError) {
    return new LlmEngineError('timeout', `The language model did not answer within ${seconds(options.timeoutMs)}`, {
      cause: error,
    });
  }
  if (error instanceof APIUserAbortError) {
    return new LlmEngineError('cancelled', 'The analysis was cancelled', { cause: error });
  }
  if (error instanceof APIConnectionError) {
    return new LlmEngineError(
      'unavailable',
      `The language model at ${options.baseUrl} could not be reached (${causeOf(error)})`,
      { cause: error },
    );
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    const detail = detailOf(error);
    if (status === 429) {
      return new LlmEngineError('rate_limited', `The language model is rate-limited (429${detail})`, {
        cause: error,
        status,
      });
    }
    if (status >= 500 || status === 408 || status === 409) {
      return new LlmEngineError('unavailable', `The language model failed (${status}${detail})`, {
        cause: error,
        status,
      });
    }
    const why =
      status === 401 || status === 403
        ? 'refused the API key (check LLM_API_KEY)'
        : status === 404
          ? `does not serve model "${options.model}" or the base URL is wrong (check LLM_BASE_URL and LLM_MODEL)`
          : 'rejected the request';
    return new LlmEngineError('rejected', `The language model endpoint ${why} (${status}${detail})`, {
      cause: error,
      status,
    });
  }
  return new LlmEngineError('unavailable', `The language model request failed: ${causeOf(error)}`, { cause: error });
}

/** What the endpoint asked to wait, if it did. */
function retryAfterOf(error: unknown): number | undefined {
  return error instanceof APIError && error.headers ? retryAfterMs(error.headers) : undefined;
}

/** Exponential backoff before retry number `retries + 1`, at most 8 s, with some jitter. */
function backoff(firstMs: number, retries: number): number {
  return Math.min(firstMs * 2 ** retries, 8_000) * (1 - Math.random() * 0.25);
}

/** `retry-after-ms` (OpenAI's), else `retry-after` in seconds or as an HTTP date. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const millis = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(millis) && millis >= 0) return millis;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const secondsValue = Number(value.trim());
  if (Number.isFinite(secondsValue) && secondsValue >= 0) return secondsValue * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const cancelled = () => new LlmEngineError('cancelled', 'The analysis was cancelled');
    if (signal.aborted) return reject(cancelled());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(cancelled());
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

export function seconds(ms: number): string {
  const value = ms / 1000;
  return `${Number.isInteger(value) ? value : Number(value.toFixed(1))} s`;
}

function detailOf(error: APIError): string {
  const message = error.error && typeof error.error === 'object' && 'message' in error.error ? error.error.message : '';
  return typeof message === 'string' && message ? `: ${message}` : '';
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
