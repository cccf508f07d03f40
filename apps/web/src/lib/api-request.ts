import type { QueryFunction } from '@tanstack/react-query';
import {
  ALLOWED_API_METHODS,
  API_REQUEST_RETRIES,
  API_RETRY_DELAY_MS,
  INVALID_API_ENDPOINT_MESSAGE,
  TOKEN_FETCH_ATTEMPTS,
  TOKEN_FETCH_DELAY_MS,
  TOKEN_REFRESH_WINDOW_MS,
  type ApiMethod,
} from '@grantpilot/shared/constants';
import { ApiError } from './api-error';
import { authClient } from './auth/auth-client-instance';
import { expiresWithin } from './auth/id-token';
import { sleep } from './sleep';

/**
 * Seed §8: while a user exists, a token that cannot be obtained is waited for (3 attempts,
 * 500 ms apart); one that expires within 5 minutes is refreshed first.
 */
export async function getBearerToken(forceRefresh = false): Promise<string | null> {
  if (!authClient.currentUser()) return null;
  for (let attempt = 1; attempt <= TOKEN_FETCH_ATTEMPTS; attempt++) {
    try {
      let token = await authClient.getIdToken(forceRefresh);
      if (token && !forceRefresh && expiresWithin(token, TOKEN_REFRESH_WINDOW_MS)) {
        token = await authClient.getIdToken(true);
      }
      if (token) return token;
    } catch (error) {
      if (attempt === TOKEN_FETCH_ATTEMPTS) console.warn('Could not obtain an ID token', error);
    }
    if (!authClient.currentUser()) return null;
    if (attempt < TOKEN_FETCH_ATTEMPTS) await sleep(TOKEN_FETCH_DELAY_MS);
  }
  return null;
}

function isNetworkFailure(error: unknown) {
  return error instanceof Error && error.message.includes('Failed to fetch');
}

/**
 * The product API helper (seed §7–§8): cookies always, the bearer ID token when signed in,
 * Content-Type only with a body (JSON, or a file's own type), 'status: text' errors. A 401 (while signed in) or a network
 * failure is tried again with a fresh token after 500 ms × attempt, at most twice.
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const verb = method?.toUpperCase();
  if (!verb || !ALLOWED_API_METHODS.includes(verb as ApiMethod)) {
    throw new Error(`Unsupported API method: ${method || '(none)'}`);
  }
  const attempts = API_REQUEST_RETRIES + 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const isLast = attempt === attempts;
    const token = await getBearerToken(attempt > 1);
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    // A file (a logo, say) goes as its own bytes with its own type; anything else as JSON.
    const isFile = data instanceof Blob;
    if (data !== undefined)
      headers['Content-Type'] = isFile ? data.type || 'application/octet-stream' : 'application/json';

    let response: Response;
    try {
      response = await fetch(url, {
        method: verb,
        headers,
        credentials: 'include',
        ...(data !== undefined ? { body: isFile ? data : JSON.stringify(data) } : {}),
      });
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      if (isLast) throw new Error(`Failed to complete request after ${attempts} attempts`, { cause: error });
      await sleep(API_RETRY_DELAY_MS * attempt);
      continue;
    }

    if (response.status === 401 && authClient.currentUser() && !isLast) {
      await sleep(API_RETRY_DELAY_MS * attempt);
      continue;
    }
    if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
    return response;
  }
  throw new Error(`Failed to complete request after ${attempts} attempts`);
}

/** Seed §7: the default data fetch GETs the first query key and parses JSON. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const url = String(queryKey[0]);
  if (url.includes('undefined') || url.includes('NaN')) throw new Error(INVALID_API_ENDPOINT_MESSAGE);
  const response = await apiRequest('GET', url);
  return response.json();
};
