import type { QueryClient } from '@tanstack/react-query';

/**
 * The support API's paths, which are also the query keys (the seed's default fetch serves
 * them). Tickets belong to the user, not to an organisation, so they live outside
 * `lib/query-keys.ts`'s organisation views.
 */
const SUPPORT_API = '/api/support';
const QUEUE_API = '/api/admin/support';
const id = encodeURIComponent;

export const supportPaths = {
  attachments: () => `${SUPPORT_API}/attachments`,
  counts: () => `${SUPPORT_API}/counts`,
  tickets: () => `${SUPPORT_API}/tickets`,
  ticket: (ticketId: string) => `${SUPPORT_API}/tickets/${id(ticketId)}`,
  attachment: (ticketId: string, attachmentId: string) =>
    `${SUPPORT_API}/tickets/${id(ticketId)}/attachments/${id(attachmentId)}`,
  queue: () => `${QUEUE_API}/tickets`,
  queueTicket: (ticketId: string) => `${QUEUE_API}/tickets/${id(ticketId)}`,
  queueAttachment: (ticketId: string, attachmentId: string) =>
    `${QUEUE_API}/tickets/${id(ticketId)}/attachments/${id(attachmentId)}`,
};

const withQuery = (path: string, query: URLSearchParams | string) => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const supportKeys = {
  counts: () => [supportPaths.counts()] as const,
  tickets: (query: URLSearchParams | string) => [withQuery(supportPaths.tickets(), query)] as const,
  ticket: (ticketId: string) => [supportPaths.ticket(ticketId)] as const,
  queue: (query: URLSearchParams | string) => [withQuery(supportPaths.queue(), query)] as const,
  queueTicket: (ticketId: string) => [supportPaths.queueTicket(ticketId)] as const,
};

/**
 * After any change to a ticket: its pages, the lists and the navigation's counts, on both
 * sides (an administrator may also have tickets of their own).
 */
export function invalidateSupport(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' && (queryKey[0].startsWith(SUPPORT_API) || queryKey[0].startsWith(QUEUE_API)),
  });
}

/**
 * The user opened a ticket, which the server marks read: the navigation's count and the lists'
 * "New reply" are read again (not the ticket itself, which was just read).
 */
export function invalidateAfterRead(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      (queryKey[0] === supportPaths.counts() || queryKey[0].startsWith(`${supportPaths.tickets()}?`)),
  });
}
