import { useParams } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { TICKET_CATEGORY_LABELS } from '@grantpilot/shared/contracts/support';
import { BackLink } from '../../components/ui/back-link';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { RecordQuery } from '../../components/ui/record-query';
import { notifyError } from '../../lib/notify-error';
import { toast } from '../../lib/toast/toast-store';
import { useCloseTicket } from './api/close-ticket';
import { downloadAttachment } from './api/download-attachment';
import { useTicket } from './api/get-ticket';
import { useReplyToTicket } from './api/reply-to-ticket';
import { Conversation } from './components/conversation';
import { ReplyForm } from './components/reply-form';
import { TicketStatusBadge } from './components/ticket-status-badge';

/** One of the user's tickets: the conversation, a reply, and closing it (`/support/tickets/:ticketId`). */
export function TicketPage() {
  const { ticketId = '' } = useParams();
  const ticket = useTicket(ticketId);
  const reply = useReplyToTicket(ticketId);
  const close = useCloseTicket(ticketId);
  return (
    <RecordQuery query={ticket} title="Support Ticket" loadingLabel="Loading the ticket…">
      {(record) => (
        <>
          <BackLink to={ROUTES.support}>Support</BackLink>
          <PageHeader
            title={record.subject}
            description={
              <span className="inline-flex flex-wrap items-center gap-2">
                <TicketStatusBadge status={record.status} />
                {TICKET_CATEGORY_LABELS[record.category]}
              </span>
            }
            actions={
              record.status === 'closed' ? null : (
                <Button
                  variant="outline"
                  disabled={close.isPending}
                  onClick={() =>
                    close.mutate(undefined, {
                      onSuccess: () => toast({ title: 'Ticket closed', description: 'Glad it is settled.' }),
                      onError: (error) => notifyError(error, 'Close Failed'),
                    })
                  }
                >
                  Close ticket
                </Button>
              )
            }
          />
          <div className="flex flex-col gap-6">
            <Conversation
              messages={record.messages}
              side="user"
              onDownload={(attachment) => downloadAttachment('user', ticketId, attachment)}
            />
            {record.status === 'closed' ? (
              <p className="text-sm text-muted-foreground">
                This ticket is closed. To ask something else, open a new ticket on the Support page.
              </p>
            ) : (
              <Card enterIndex={1} aria-labelledby="reply-heading">
                <CardHeader>
                  <CardTitle id="reply-heading">Reply</CardTitle>
                </CardHeader>
                <CardContent>
                  <ReplyForm label="Your reply" submitLabel="Send reply" onSend={(body) => reply.mutateAsync(body)} />
                </CardContent>
              </Card>
            )}
          </div>
        </>
      )}
    </RecordQuery>
  );
}
