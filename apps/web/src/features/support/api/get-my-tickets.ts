import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketList } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { supportKeys } from './support-paths';

export async function getMyTickets(query: URLSearchParams) {
  const [path] = supportKeys.tickets(query);
  return (await apiRequest('GET', path)).json() as Promise<TicketList>;
}

export const getMyTicketsQueryOptions = (query: URLSearchParams) =>
  queryOptions({ queryKey: supportKeys.tickets(query), queryFn: () => getMyTickets(query) });

/** The user's own tickets, the latest conversation first. */
export function useMyTickets(query: URLSearchParams) {
  return useQuery({ ...getMyTicketsQueryOptions(query), placeholderData: keepPreviousData });
}
