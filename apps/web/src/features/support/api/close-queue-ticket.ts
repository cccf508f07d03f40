import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTicketDetail } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { getQueueTicketQueryOptions } from './get-queue-ticket';
import { invalidateSupport, supportPaths } from './support-paths';

export async function closeQueueTicket(ticketId: string) {
  return (await apiRequest('POST', `${supportPaths.queueTicket(ticketId)}/close`)).json() as Promise<AdminTicketDetail>;
}

/** Support closes the ticket. */
export function useCloseQueueTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeQueueTicket(ticketId),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(getQueueTicketQueryOptions(ticketId).queryKey, ticket);
      await invalidateSupport(queryClient);
    },
  });
}
