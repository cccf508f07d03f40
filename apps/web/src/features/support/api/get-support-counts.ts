import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportCounts } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { supportKeys, supportPaths } from './support-paths';

/** A new answer shows in the navigation within a minute, without a reload. */
const COUNTS_REFRESH_MS = 60_000;

export async function getSupportCounts() {
  return (await apiRequest('GET', supportPaths.counts())).json() as Promise<SupportCounts>;
}

export const getSupportCountsQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.counts(), queryFn: getSupportCounts, refetchInterval: COUNTS_REFRESH_MS });

/** The navigation's badges: unread tickets, and for instance administrators the ones waiting. */
export function useSupportCounts(enabled: boolean) {
  return useQuery({ ...getSupportCountsQueryOptions(), enabled });
}
