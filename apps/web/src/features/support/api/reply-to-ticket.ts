import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketReplyBody } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { getTicketQueryOptions } from './get-ticket';
import { invalidateSupport, supportPaths } from './support-paths';

export async function replyToTicket(ticketId: string, body: TicketReplyBody) {
  return (await apiRequest('POST', `${supportPaths.ticket(ticketId)}/messages`, body)).json() as Promise<TicketDetail>;
}

/** The user replies on their ticket; it waits for support again. */
export function useReplyToTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketReplyBody) => replyToTicket(ticketId, body),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(getTicketQueryOptions(ticketId).queryKey, ticket);
      await invalidateSupport(queryClient);
    },
  });
}
