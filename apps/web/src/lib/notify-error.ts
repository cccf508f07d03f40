import { GENERIC_ERROR_TITLE, UNKNOWN_ERROR_MESSAGE } from '@grantpilot/shared/constants';
import { ApiError } from './api-error';
import { toast } from './toast/toast-store';

/** What to tell a person: the API's own sentence rather than its 'status: body' text. */
export function errorMessage(error: unknown) {
  if (error instanceof ApiError && error.userMessage) return error.userMessage;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR_MESSAGE;
}

/** Seed §8: the generic error helper, a destructive toast titled 'Error'. */
export function notifyError(error: unknown, title: string = GENERIC_ERROR_TITLE) {
  return toast({ title, description: errorMessage(error), variant: 'destructive' });
}
