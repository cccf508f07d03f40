import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketBody, TicketDetail } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { getTicketQueryOptions } from './get-ticket';
import { invalidateSupport, supportPaths } from './support-paths';

export async function createTicket(body: CreateTicketBody) {
  return (await apiRequest('POST', supportPaths.tickets(), body)).json() as Promise<TicketDetail>;
}

/** The contact form: opens a ticket; its page is ready at once and the list is read again. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(getTicketQueryOptions(ticket.id).queryKey, ticket);
      await invalidateSupport(queryClient);
    },
  });
}
