import { useParams } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { TICKET_CATEGORY_LABELS, type AdminTicketDetail } from '@grantpilot/shared/contracts/support';
import { BackLink } from '../../components/ui/back-link';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Detail } from '../../components/ui/details';
import { PageHeader } from '../../components/ui/page-header';
import { RecordQuery } from '../../components/ui/record-query';
import { useAuth } from '../../lib/auth/auth-context';
import { notifyError } from '../../lib/notify-error';
import { useAnswerTicket } from './api/answer-ticket';
import { useAssignTicket } from './api/assign-ticket';
import { useCloseQueueTicket } from './api/close-queue-ticket';
import { downloadAttachment } from './api/download-attachment';
import { useQueueTicket } from './api/get-queue-ticket';
import { useReopenTicket } from './api/reopen-ticket';
import { Conversation } from './components/conversation';
import { ReplyForm } from './components/reply-form';
import { TicketStatusBadge } from './components/ticket-status-badge';

/**
 * A ticket in the instance administrators' queue (`/admin/support/:ticketId`): who asked, who
 * handles it, the conversation, an answer; take, close or reopen it. Anyone else gets the
 * not-found page (the API answers them 404).
 */
export function QueueTicketPage() {
  const { ticketId = '' } = useParams();
  const ticket = useQueueTicket(ticketId);
  const answer = useAnswerTicket(ticketId);
  return (
    <RecordQuery query={ticket} title="Support Ticket" loadingLabel="Loading the ticket…">
      {(record) => (
        <>
          <BackLink to={ROUTES.adminSupport}>Support queue</BackLink>
          <PageHeader
            title={record.subject}
            description={<TicketStatusBadge status={record.status} />}
            actions={<TicketActions ticket={record} />}
          />
          <div className="flex flex-col gap-6">
            <Card enterIndex={0} aria-label="Ticket details">
              <CardContent className="pt-6">
                <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                  <Detail term="From">
                    {record.requester ? `${record.requester.name} (${record.requester.email})` : 'Former user'}
                  </Detail>
                  <Detail term="Category">{TICKET_CATEGORY_LABELS[record.category]}</Detail>
                  <Detail term="Assigned to">{record.assignee?.name ?? 'Nobody yet'}</Detail>
                </dl>
              </CardContent>
            </Card>
            <Conversation
              messages={record.messages}
              side="support"
              onDownload={(attachment) => downloadAttachment('support', ticketId, attachment)}
            />
            {record.status === 'closed' ? (
              <p className="text-sm text-muted-foreground">This ticket is closed. Reopen it to answer.</p>
            ) : (
              <Card enterIndex={1} aria-labelledby="answer-heading">
                <CardHeader>
                  <CardTitle id="answer-heading">Answer</CardTitle>
                </CardHeader>
                <CardContent>
                  <ReplyForm
                    label="Your answer"
                    submitLabel="Send answer"
                    onSend={(body) => answer.mutateAsync(body)}
                  />
                </CardContent>
              </Card>
            )}
          </div>
        </>
      )}
    </RecordQuery>
  );
}

function TicketActions({ ticket }: { ticket: AdminTicketDetail }) {
  const { user } = useAuth();
  const assign = useAssignTicket(ticket.id);
  const close = useCloseQueueTicket(ticket.id);
  const reopen = useReopenTicket(ticket.id);
  const busy = assign.isPending || close.isPending || reopen.isPending;
  const onError = (title: string) => (error: unknown) => notifyError(error, title);
  return (
    <>
      {ticket.assignee?.userId !== user?.uid ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => assign.mutate(undefined, { onError: onError('Assign Failed') })}
        >
          Assign to me
        </Button>
      ) : null}
      {ticket.status === 'closed' ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => reopen.mutate(undefined, { onError: onError('Reopen Failed') })}
        >
          Reopen
        </Button>
      ) : (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => close.mutate(undefined, { onError: onError('Close Failed') })}
        >
          Close ticket
        </Button>
      )}
    </>
  );
}
