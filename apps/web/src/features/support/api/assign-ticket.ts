import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTicketDetail } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { getQueueTicketQueryOptions } from './get-queue-ticket';
import { invalidateSupport, supportPaths } from './support-paths';

export async function assignTicket(ticketId: string) {
  return (
    await apiRequest('POST', `${supportPaths.queueTicket(ticketId)}/assign`)
  ).json() as Promise<AdminTicketDetail>;
}

/** Take the ticket: it is assigned to the administrator who clicks. */
export function useAssignTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => assignTicket(ticketId),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(getQueueTicketQueryOptions(ticketId).queryKey, ticket);
      await invalidateSupport(queryClient);
    },
  });
}
