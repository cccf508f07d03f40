import { z } from 'zod';

/**
 * Every error the API sends has this shape: `{ error: { code, message, details? } }`.
 * The code is stable (clients branch on it); the message is for a person.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  /** An instance administrator disabled the account: its tokens and its sign-in are refused. */
  ACCOUNT_DISABLED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** The same bytes are already in the library: `existing` names the document. */
  DUPLICATE_DOCUMENT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const existingRecordSchema = z.object({ id: z.string(), name: z.string() });
export type ExistingRecord = z.infer<typeof existingRecordSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(fieldErrorSchema).optional(),
    /** With a conflict: the record that is in the way, so the client can offer to open or update it. */
    existing: existingRecordSchema.optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
