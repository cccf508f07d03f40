import { ERROR_CODES, type ErrorBody, type ErrorCode, type FieldError } from '@grantpilot/shared/errors';

/** The one error type services throw; the error handler maps its code to a status. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code];
  }
}

/** The API's one error body. */
export function errorBody(code: string, message: string, details?: FieldError[]): ErrorBody {
  return { error: { code, message, ...(details ? { details } : {}) } };
}
