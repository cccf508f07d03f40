import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { getTicketQueryOptions } from './get-ticket';
import { invalidateSupport, supportPaths } from './support-paths';

export async function closeTicket(ticketId: string) {
  return (await apiRequest('POST', `${supportPaths.ticket(ticketId)}/close`)).json() as Promise<TicketDetail>;
}

/** The user closes their ticket: the question is settled. */
export function useCloseTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeTicket(ticketId),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(getTicketQueryOptions(ticketId).queryKey, ticket);
      await invalidateSupport(queryClient);
    },
  });
}
