import { GENERIC_ERROR_TITLE, UNKNOWN_ERROR_MESSAGE } from '@grantpilot/shared/constants';
import { toast } from './toast/toast-store';

export function errorMessage(error: unknown) {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR_MESSAGE;
}

/** Seed §8: the generic error helper, a destructive toast titled 'Error'. */
export function notifyError(error: unknown, title: string = GENERIC_ERROR_TITLE) {
  return toast({ title, description: errorMessage(error), variant: 'destructive' });
}
