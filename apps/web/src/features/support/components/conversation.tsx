import { Paperclip } from 'lucide-react';
import type { TicketAttachment, TicketMessage } from '@grantpilot/shared/contracts/support';
import { Button } from '../../../components/ui/button';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { cn } from '../../../lib/cn';
import { formatBytes } from '../../../lib/documents/document-format';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify-error';

/**
 * A ticket's messages, oldest first. `side` says who reads: the user sees their own messages as
 * "You"; support sees the requester's name.
 */
export function Conversation({
  messages,
  side,
  onDownload,
}: {
  messages: TicketMessage[];
  side: 'user' | 'support';
  onDownload: (attachment: TicketAttachment) => Promise<void>;
}) {
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-3">
      {messages.map((message) => {
        const author = message.fromSupport
          ? `Support${message.authorName ? ` · ${message.authorName}` : ''}`
          : side === 'user'
            ? 'You'
            : (message.authorName ?? 'Former user');
        return (
          <li
            key={message.id}
            className={cn(
              'rounded-lg border border-border p-4',
              message.fromSupport ? 'bg-surface-muted' : 'bg-surface',
            )}
          >
            <p className="mb-2 flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{author}</span>
              <span>{formatDateTime(message.createdAt)}</span>
            </p>
            <MarkdownText text={message.body} />
            {message.attachments.length > 0 ? (
              <ul aria-label="Files" className="mt-3 flex flex-wrap gap-2">
                {message.attachments.map((attachment) => (
                  <li key={attachment.id}>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        onDownload(attachment).catch((error: unknown) => notifyError(error, 'Download Failed'))
                      }
                    >
                      <Paperclip aria-hidden="true" className="size-4" />
                      {attachment.fileName}
                      <span className="text-xs text-muted-foreground">{formatBytes(attachment.sizeBytes)}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
