import { Link, useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import { adminSupportTicketPath } from '@grantpilot/shared/constants';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from '@grantpilot/shared/contracts/support';
import { focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { SelectField } from '../../components/ui/select-field';
import { ListFilters } from '../../components/ui/list-filters';
import { NotFoundState } from '../../components/ui/not-found-state';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { ErrorPanel, LoadingPanel } from '../../components/ui/query-state';
import { isMissing } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format-date';
import { useSupportQueue } from './api/get-support-queue';
import { TicketStatusBadge } from './components/ticket-status-badge';

const PAGE_SIZE = 25;
type Filter = 'status' | 'category' | 'assignee';

/**
 * The instance administrators' support queue (`/admin/support`): every ticket, filtered by status,
 * category and who handles it, the filters kept in the address. Waiting tickets (open) first by
 * default. Anyone else gets the not-found page (the API answers them 404).
 */
export function SupportQueuePage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'open';
  const category = params.get('category') ?? '';
  const assignee = params.get('assignee') ?? 'anyone';
  const page = Number(params.get('page') ?? '1') || 1;

  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), assignee });
  if (status !== 'all') query.set('status', status);
  if (category) query.set('category', category);
  const queue = useSupportQueue(query);

  const change = (name: Filter | 'page', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      if (name !== 'page') next.delete('page');
      return next;
    });

  if (queue.isError && isMissing(queue.error)) return <NotFoundState />;
  const list = queue.data;
  return (
    <>
      <PageHeader title="Support Queue" description="Tickets from the users of this GrantPilot server." />
      <ListFilters
        label="Filter tickets"
        gridClassName="sm:grid-cols-3"
        below={<span />}
        filtered={params.size > 0}
        onClear={() => setParams(new URLSearchParams())}
      >
        <SelectField label="Status" value={status} onChange={(event) => change('status', event.target.value)}>
          <option value="all">Any status</option>
          {TICKET_STATUSES.map((value) => (
            <option key={value} value={value}>
              {TICKET_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Category" value={category} onChange={(event) => change('category', event.target.value)}>
          <option value="">Any category</option>
          {TICKET_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {TICKET_CATEGORY_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Assigned to" value={assignee} onChange={(event) => change('assignee', event.target.value)}>
          <option value="anyone">Anyone</option>
          <option value="me">Me</option>
          <option value="unassigned">Nobody yet</option>
        </SelectField>
      </ListFilters>
      {list === undefined ? (
        queue.isError ? (
          <ErrorPanel error={queue.error} onRetry={() => queue.refetch()} />
        ) : (
          <LoadingPanel label="Loading the queue…" />
        )
      ) : list.total === 0 ? (
        <EmptyState icon={Inbox} title="No tickets here" description="No ticket matches these filters." />
      ) : (
        <div className="flex flex-col gap-4">
          <Card enterIndex={1}>
            <ul aria-label="Tickets" className="flex flex-col divide-y divide-border">
              {list.tickets.map((ticket) => (
                <li key={ticket.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <Link
                      to={adminSupportTicketPath(ticket.id)}
                      className={cn('rounded-sm font-medium break-words hover:underline', focusRing)}
                    >
                      {ticket.subject}
                    </Link>
                    <p className="text-xs break-words text-muted-foreground">
                      {ticket.requester?.name ?? 'Former user'} · {TICKET_CATEGORY_LABELS[ticket.category]} · last
                      message {formatDateTime(ticket.lastMessageAt)}
                      {ticket.assignee ? ` · ${ticket.assignee.name}` : ''}
                    </p>
                  </div>
                  <TicketStatusBadge status={ticket.status} />
                </li>
              ))}
            </ul>
          </Card>
          {list.total > PAGE_SIZE ? (
            <Pagination
              page={page}
              pageCount={Math.ceil(list.total / PAGE_SIZE)}
              summary={`${list.total} tickets`}
              label="Pages of tickets"
              onPageChange={(next) => change('page', String(next))}
            />
          ) : null}
        </div>
      )}
    </>
  );
}
