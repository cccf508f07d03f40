import { useId, useRef } from 'react';
import { Paperclip, X } from 'lucide-react';
import { SUPPORT_LIMITS, type TicketAttachment } from '@grantpilot/shared/contracts/support';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/notify-error';
import { formatBytes } from '../../../lib/documents/document-format';
import { uploadAttachment } from '../api/upload-attachment';

interface PendingFile {
  key: string;
  name: string;
  state: 'uploading' | 'done' | 'failed';
  percent: number;
  attachment?: TicketAttachment;
  error?: string;
}

/**
 * Files for a message: each is uploaded as soon as it is chosen (with its progress), so the
 * server's type and size checks answer before the message is sent; the message names the
 * uploaded ones. A failed file says why and can be removed.
 */
export function AttachmentPicker({
  files,
  onChange,
}: {
  files: PendingFile[];
  onChange: (update: (files: PendingFile[]) => PendingFile[]) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const room = SUPPORT_LIMITS.attachmentsPerMessage - files.length;

  const add = (chosen: FileList | null) => {
    for (const file of [...(chosen ?? [])].slice(0, Math.max(room, 0))) {
      const key = `${file.name}-${crypto.randomUUID()}`;
      onChange((current) => [...current, { key, name: file.name, state: 'uploading', percent: 0 }]);
      const change = (patch: Partial<PendingFile>) =>
        onChange((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
      uploadAttachment(file, ({ loaded, total }) => change({ percent: total ? Math.round((loaded / total) * 100) : 0 }))
        .done.then((attachment) => change({ state: 'done', attachment, percent: 100 }))
        .catch((error: unknown) => change({ state: 'failed', error: errorMessage(error) }));
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept=".pdf,.docx,.txt,.md,.markdown"
          className="sr-only"
          onChange={(event) => add(event.target.files)}
          disabled={room <= 0}
        />
        <Button type="button" variant="outline" size="sm" disabled={room <= 0} onClick={() => input.current?.click()}>
          <Paperclip aria-hidden="true" className="size-4" />
          Attach files
        </Button>
        <label htmlFor={inputId} className="text-xs text-muted-foreground">
          PDF, DOCX, TXT or Markdown; up to {SUPPORT_LIMITS.attachmentsPerMessage} files.
        </label>
      </div>
      {files.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Attached files">
          {files.map((file) => (
            <li
              key={file.key}
              className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1"
            >
              <span className="min-w-0 truncate">
                {file.name}
                <span className="ml-2 text-xs text-muted-foreground" aria-live="polite">
                  {file.state === 'uploading'
                    ? `Uploading ${file.percent}%`
                    : file.state === 'done' && file.attachment
                      ? formatBytes(file.attachment.sizeBytes)
                      : null}
                </span>
                {file.state === 'failed' ? (
                  <span role="alert" className="block text-xs text-destructive">
                    {file.error}
                  </span>
                ) : null}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange((current) => current.filter((item) => item.key !== file.key))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export type { PendingFile };

/** The ids to send with the message; undefined while a file is still on its way. */
export function uploadedIds(files: PendingFile[]): string[] | undefined {
  if (files.some((file) => file.state === 'uploading')) return undefined;
  return files.flatMap((file) => (file.attachment ? [file.attachment.id] : []));
}
