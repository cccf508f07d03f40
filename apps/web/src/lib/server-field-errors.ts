import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the API's validation errors (`details[].path` such as `body.email`) beside the form's
 * fields, named as the form labels them (`{ leadUserId: 'Lead' }`; by default the field's name
 * in words). Returns false when none belonged to a field, so the caller shows the error otherwise.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Partial<Record<Path<T>, string>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const labels: [Path<T>, string][] = Array.isArray(fields)
    ? fields.map((field: Path<T>) => [field, capitalise(field)])
    : (Object.entries(fields) as [Path<T>, string][]);
  let placed = false;
  for (const detail of error.fieldErrors) {
    const match = labels.find(([name]) => detail.path === `body.${name}`);
    if (!match) continue;
    setError(match[0], { message: `${match[1]} ${detail.message}` });
    placed = true;
  }
  return placed;
}

function capitalise(field: string) {
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
