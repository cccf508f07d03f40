import { useState } from 'react';
import { Link } from 'react-router';
import { supportTicketPath } from '@grantpilot/shared/constants';
import { TICKET_CATEGORY_LABELS } from '@grantpilot/shared/contracts/support';
import { focusRing } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { useMyTickets } from '../api/get-my-tickets';
import { TicketStatusBadge } from './ticket-status-badge';

const PAGE_SIZE = 10;

/** The user's tickets with their status; a new answer is marked until the ticket is opened. */
export function MyTickets({ index }: { index: number }) {
  const [page, setPage] = useState(1);
  const tickets = useMyTickets(new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) }));
  const list = tickets.data;
  return (
    <Card enterIndex={index} aria-labelledby="my-tickets-heading">
      <CardHeader>
        <CardTitle id="my-tickets-heading">Your tickets</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {list === undefined ? (
          tickets.isError ? (
            <ErrorPanel error={tickets.error} onRetry={() => tickets.refetch()} />
          ) : (
            <LoadingPanel label="Loading your tickets…" />
          )
        ) : list.total === 0 ? (
          <p className="text-sm text-muted-foreground">You have not contacted support yet.</p>
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-border">
              {list.tickets.map((ticket) => (
                <li key={ticket.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <Link
                      to={supportTicketPath(ticket.id)}
                      className={cn('rounded-sm font-medium break-words hover:underline', focusRing)}
                    >
                      {ticket.subject}
                    </Link>
                    <p className="text-xs text-muted-foreground">
                      {TICKET_CATEGORY_LABELS[ticket.category]} · last message {formatDateTime(ticket.lastMessageAt)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    {ticket.unread ? <span className="text-xs font-semibold text-primary">New reply</span> : null}
                    <TicketStatusBadge status={ticket.status} />
                  </div>
                </li>
              ))}
            </ul>
            {list.total > PAGE_SIZE ? (
              <Pagination
                page={page}
                pageCount={Math.ceil(list.total / PAGE_SIZE)}
                summary={`${list.total} tickets`}
                label="Pages of your tickets"
                onPageChange={setPage}
              />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
