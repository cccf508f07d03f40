import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@grantpilot/shared/contracts/settings';

/*
 * Responses are typed from the shared contract but not parsed with it here: zod would add ~80 kB
 * to the first load of every page, and the server already serialises through the same schema.
 */

export function settingsPath(uid: string) {
  return `/api/settings/${encodeURIComponent(uid)}`;
}

/** `GET /api/settings/{uid}` through the default query fetch (seed §7). */
export function getSettingsQueryOptions(uid: string | undefined) {
  return queryOptions<Settings>({ queryKey: [settingsPath(uid ?? 'undefined')] });
}

/**
 * Read only once authentication is ready (PRODUCT.md §13): the read carries the bearer token.
 * `retryOnMount: false` where the read a page's first screen started (app/data-layout.tsx) is the
 * one meant: its failure was that read's answer, not a reason to ask again.
 */
export function useSettings(uid: string | undefined, enabled: boolean, { retryOnMount = true } = {}) {
  return useQuery({ ...getSettingsQueryOptions(uid), enabled: enabled && Boolean(uid), retryOnMount });
}
