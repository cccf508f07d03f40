import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTicketDetail } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { getQueueTicketQueryOptions } from './get-queue-ticket';
import { invalidateSupport, supportPaths } from './support-paths';

export async function reopenTicket(ticketId: string) {
  return (
    await apiRequest('POST', `${supportPaths.queueTicket(ticketId)}/reopen`)
  ).json() as Promise<AdminTicketDetail>;
}

/** A closed ticket back in the queue, waiting for support. */
export function useReopenTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenTicket(ticketId),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(getQueueTicketQueryOptions(ticketId).queryKey, ticket);
      await invalidateSupport(queryClient);
    },
  });
}
