import { QueryClient } from '@tanstack/react-query';
import { QUERY_MAX_ATTEMPTS, QUERY_STALE_TIME_MS } from '@grantpilot/shared/constants';
import { isClientError } from './api-error';
import { defaultQueryFn } from './api-request';

/** Seed §8: retry while fewer than 3 failures, never a 4xx answer of the API. */
export function shouldRetryQuery(failureCount: number, error: unknown) {
  if (isClientError(error)) return false;
  return failureCount < QUERY_MAX_ATTEMPTS;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
