/**
 * A non-OK answer of the product API. The message is the seed's 'status: text'; the status and
 * the error code of the JSON body are kept so callers can branch without parsing the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = readErrorCode(text);
  }
}

function readErrorCode(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : undefined;
  } catch {
    return undefined;
  }
}

export function isClientError(error: unknown) {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
