import type { TicketAttachment } from '@grantpilot/shared/contracts/support';
import { downloadFile } from '../../../lib/download-file';
import { supportPaths } from './support-paths';

/** A ticket's file as a download: the user's route, or the administrators' for the queue. */
export function downloadAttachment(side: 'user' | 'support', ticketId: string, attachment: TicketAttachment) {
  const url =
    side === 'user'
      ? supportPaths.attachment(ticketId, attachment.id)
      : supportPaths.queueAttachment(ticketId, attachment.id);
  return downloadFile(url, attachment.fileName);
}
