import type { ExistingRecord, FieldError } from '@grantpilot/shared/errors';

/**
 * A non-OK answer of the product API. The message is the seed's 'status: text'; the status, the
 * error code, the message meant for a person and the per-field errors of the JSON body are kept
 * so callers can branch and show them without parsing the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The body's `error.message`, written for a person; the raw text when the body is not ours. */
  readonly userMessage: string;
  readonly fieldErrors: FieldError[];
  /** With a conflict: the record in the way (a duplicate upload names the document). */
  readonly existing: ExistingRecord | undefined;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    const body = readErrorBody(text);
    this.code = body?.code;
    this.userMessage = body?.message ?? text;
    this.fieldErrors = body?.details ?? [];
    this.existing = body?.existing;
  }
}

function readErrorBody(
  text: string,
): { code?: string; message?: string; details?: FieldError[]; existing?: ExistingRecord } | undefined {
  try {
    const { error } = JSON.parse(text) as {
      error?: { code?: unknown; message?: unknown; details?: unknown; existing?: Partial<ExistingRecord> };
    };
    if (!error) return undefined;
    return {
      code: typeof error.code === 'string' ? error.code : undefined,
      message: typeof error.message === 'string' && error.message ? error.message : undefined,
      details: Array.isArray(error.details)
        ? error.details.filter(
            (detail): detail is FieldError => typeof detail?.path === 'string' && typeof detail?.message === 'string',
          )
        : undefined,
      existing:
        typeof error.existing?.id === 'string' && typeof error.existing.name === 'string'
          ? { id: error.existing.id, name: error.existing.name }
          : undefined,
    };
  } catch {
    return undefined;
  }
}

export function isClientError(error: unknown) {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The record asked for does not exist here (404), or its id cannot be one (400). */
export function isMissing(error: unknown) {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** An instance administrator disabled the signed-in account: the API refuses all of its tokens. */
export function isAccountDisabled(error: unknown) {
  return error instanceof ApiError && error.code === 'ACCOUNT_DISABLED';
}
