import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { withClient } from '../../../testing/query-views';
import { useAnswerTicket } from './answer-ticket';
import { getQueueTicketQueryOptions } from './get-queue-ticket';
import { invalidateAfterRead, supportKeys } from './support-paths';

const TICKET_ID = '88888888-8888-4888-8888-888888888888';
const OTHER_TICKET_ID = '99999999-9999-4999-8999-999999999999';

vi.mock('../../../lib/api-request', () => ({
  apiRequest: vi.fn(async () => new Response(JSON.stringify({ id: TICKET_ID, status: 'answered', messages: [] }))),
}));

const VIEWS = {
  counts: supportKeys.counts(),
  myTickets: supportKeys.tickets('page=1&pageSize=10'),
  ticket: supportKeys.ticket(TICKET_ID),
  otherTicket: supportKeys.ticket(OTHER_TICKET_ID),
  queue: supportKeys.queue('status=open&page=1'),
  queueTicket: supportKeys.queueTicket(TICKET_ID),
  organisation: ['/api/orgs/11111111-1111-4111-8111-111111111111/dashboard'],
};

function clientWithSupportViews() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const key of Object.values(VIEWS)) queryClient.setQueryData(key, {});
  return queryClient;
}

const invalidated = (queryClient: QueryClient) =>
  Object.entries(VIEWS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

describe('what a support change refreshes', () => {
  it('an answer: every support view on both sides (and its page shows the answer at once), nothing of an organisation', async () => {
    const queryClient = clientWithSupportViews();
    const { result } = renderHook(() => useAnswerTicket(TICKET_ID), { wrapper: withClient(queryClient) });
    await act(async () => {
      await result.current.mutateAsync({ message: 'Try again', attachmentIds: [] });
    });
    expect(invalidated(queryClient)).toEqual(['counts', 'myTickets', 'ticket', 'otherTicket', 'queue', 'queueTicket']);
    expect(queryClient.getQueryData(getQueueTicketQueryOptions(TICKET_ID).queryKey)).toMatchObject({
      status: 'answered',
    });
  });

  it('reading a ticket: the count and the lists, not the ticket just read', async () => {
    const queryClient = clientWithSupportViews();
    await invalidateAfterRead(queryClient);
    expect(invalidated(queryClient)).toEqual(['counts', 'myTickets']);
  });
});
