import { TICKET_STATUS_LABELS, type TicketStatus } from '@grantpilot/shared/contracts/support';
import { Badge } from '../../../components/ui/badge';

/** Open waits for support, answered for the user; closed is done. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={status === 'closed' ? 'neutral' : 'accent'}>{TICKET_STATUS_LABELS[status]}</Badge>;
}
