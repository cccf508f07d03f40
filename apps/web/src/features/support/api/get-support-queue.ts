import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTicketList } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { supportKeys } from './support-paths';

export async function getSupportQueue(query: URLSearchParams) {
  const [path] = supportKeys.queue(query);
  return (await apiRequest('GET', path)).json() as Promise<AdminTicketList>;
}

export const getSupportQueueQueryOptions = (query: URLSearchParams) =>
  queryOptions({ queryKey: supportKeys.queue(query), queryFn: () => getSupportQueue(query) });

/** Instance administrators: every ticket, filtered (the API answers 404 to anyone else). */
export function useSupportQueue(query: URLSearchParams) {
  return useQuery({ ...getSupportQueueQueryOptions(query), placeholderData: keepPreviousData });
}
