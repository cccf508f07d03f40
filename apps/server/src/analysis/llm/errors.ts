/**
 * Why an LLM analysis failed. The message is written for a person (the job's failure reason, the
 * CLI's output); the code is for the caller's decisions.
 */
export type LlmErrorCode =
  /** The model did not answer within the time-out. */
  | 'timeout'
  /** The caller's signal cancelled the analysis. */
  | 'cancelled'
  /** The endpoint kept answering 429, or asked to wait longer than the engine waits. */
  | 'rate_limited'
  /** The endpoint could not be reached or kept failing (5xx) after the retries. */
  | 'unavailable'
  /** The endpoint refused the request: wrong key, unknown model, unsupported request (4xx). */
  | 'rejected'
  /** The model declined to answer (`message.refusal`, content filter). */
  | 'refused'
  /** The model's answer was not JSON that fits the schema, also on the retry. */
  | 'malformed'
  /** The engine built a result that does not fit the §7.1 contract (a bug in the engine). */
  | 'invalid_result';

const TRANSIENT: ReadonlySet<LlmErrorCode> = new Set(['timeout', 'rate_limited', 'unavailable']);

export class LlmEngineError extends Error {
  constructor(
    readonly code: LlmErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'LlmEngineError';
    this.status = options?.status;
  }

  /** The HTTP status of the endpoint's last answer, when the failure was one. */
  readonly status: number | undefined;

  /** True when the same analysis may succeed later without any change (a job may retry it). */
  get transient(): boolean {
    return TRANSIENT.has(this.code);
  }
}
