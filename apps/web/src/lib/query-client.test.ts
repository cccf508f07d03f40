import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query client (seed §8–§9)', () => {
  it('keeps data fresh for 5 minutes and does not retry mutations', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.staleTime).toBe(300_000);
    expect(options.mutations?.retry).toBe(false);
    expect(options.queries?.retry).toBe(shouldRetryQuery);
  });

  it('retries while fewer than 3 failures', () => {
    const error = new Error('Failed to complete request after 3 attempts');
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(true);
    expect(shouldRetryQuery(3, error)).toBe(false);
  });

  it('never retries a 4xx API error, but does retry a 5xx', () => {
    expect(shouldRetryQuery(0, new ApiError(400, 'bad'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, 'missing'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(499, 'x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(500, 'oops'))).toBe(true);
    // A message that merely looks like a 4xx is not the API's error type.
    expect(shouldRetryQuery(0, new Error('404: not an ApiError'))).toBe(true);
  });
});
