import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTicketDetail } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { supportKeys, supportPaths } from './support-paths';

export async function getQueueTicket(ticketId: string) {
  return (await apiRequest('GET', supportPaths.queueTicket(ticketId))).json() as Promise<AdminTicketDetail>;
}

export const getQueueTicketQueryOptions = (ticketId: string) =>
  queryOptions({ queryKey: supportKeys.queueTicket(ticketId), queryFn: () => getQueueTicket(ticketId) });

/** A ticket as the queue shows it: who asked, who handles it, the conversation. */
export function useQueueTicket(ticketId: string) {
  return useQuery(getQueueTicketQueryOptions(ticketId));
}
