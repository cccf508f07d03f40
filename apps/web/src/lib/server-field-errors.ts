import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the API's validation errors (`details[].path` such as `body.email`) beside the form's
 * fields. Returns false when none belonged to a field, so the caller shows the error otherwise.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const detail of error.fieldErrors) {
    const field = fields.find((name) => detail.path === `body.${name}`);
    if (!field) continue;
    setError(field, { message: `${capitalise(field)} ${detail.message}` });
    placed = true;
  }
  return placed;
}

function capitalise(field: string) {
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
