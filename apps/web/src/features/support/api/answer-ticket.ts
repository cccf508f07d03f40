import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTicketDetail, TicketReplyBody } from '@grantpilot/shared/contracts/support';
import { apiRequest } from '../../../lib/api-request';
import { getQueueTicketQueryOptions } from './get-queue-ticket';
import { invalidateSupport, supportPaths } from './support-paths';

export async function answerTicket(ticketId: string, body: TicketReplyBody) {
  return (
    await apiRequest('POST', `${supportPaths.queueTicket(ticketId)}/messages`, body)
  ).json() as Promise<AdminTicketDetail>;
}

/** Support answers: the ticket becomes answered and its user is emailed. */
export function useAnswerTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketReplyBody) => answerTicket(ticketId, body),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(getQueueTicketQueryOptions(ticketId).queryKey, ticket);
      await invalidateSupport(queryClient);
    },
  });
}
