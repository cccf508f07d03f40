import { AppError } from './app-error';

/** A 400 that names one field, for rules the schema cannot know (a lead must be a member…). */
export function invalidField(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `Invalid request. ${path}: ${message}`, [{ path, message }]);
}
