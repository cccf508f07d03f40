import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { invalidateAfterRead, supportKeys, supportPaths } from './support-paths';

export async function getTicket(ticketId: string) {
  return (await apiRequest('GET', supportPaths.ticket(ticketId))).json() as Promise<TicketDetail>;
}

export const getTicketQueryOptions = (ticketId: string) =>
  queryOptions({ queryKey: supportKeys.ticket(ticketId), queryFn: () => getTicket(ticketId) });

/** One of the user's tickets with its conversation; reading it marks it read on the server. */
export function useTicket(ticketId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(getTicketQueryOptions(ticketId));
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void invalidateAfterRead(queryClient);
  }, [queryClient, readAt]);
  return query;
}
