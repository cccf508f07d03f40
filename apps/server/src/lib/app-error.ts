import {
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type ExistingRecord,
  type FieldError,
} from '@grantpilot/shared/errors';

/** The one error type services throw; the error handler maps its code to a status. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    /** With a conflict: the record in the way (sent as `error.existing`). */
    readonly existing?: ExistingRecord,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code];
  }
}

/** The API's one error body. */
export function errorBody(code: string, message: string, details?: FieldError[], existing?: ExistingRecord): ErrorBody {
  return { error: { code, message, ...(details ? { details } : {}), ...(existing ? { existing } : {}) } };
}
