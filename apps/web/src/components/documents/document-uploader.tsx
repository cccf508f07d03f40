import { useId, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { FileUp, X } from 'lucide-react';
import { DOCUMENT_KINDS, type DocumentKind } from '@grantpilot/shared/contracts/documents';
import { cn } from '../../lib/cn';
import { documentPath } from '../../lib/documents/document-paths';
import { formatBytes, KIND_LABELS, UPLOAD_ACCEPT } from '../../lib/documents/document-format';
import { useApplicationLinkChoices, useProjectLinkChoices } from '../../lib/documents/link-choices';
import { useUploadQueue, type QueuedUpload, type SendFile } from '../../lib/documents/upload-queue';
import { Button, focusRing, linkStyle } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { Label } from '../ui/label';

const STATUS_TEXT: Record<QueuedUpload['status'], string> = {
  uploading: 'Uploading…',
  done: 'Uploaded',
  failed: 'Not uploaded',
  cancelled: 'Cancelled',
  duplicate: 'Already in the library',
};

/** A bar in the product's colour (Chromium ignores accent-color on <progress>). */
export const progressStyle =
  'h-2 w-full appearance-none overflow-hidden rounded-full bg-surface-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-surface-muted [&::-webkit-progress-value]:bg-primary';

function UploadRow({
  upload,
  onCancel,
  onKeepBoth,
  onUploadAsVersion,
  onDismiss,
}: {
  upload: QueuedUpload;
  onCancel: () => void;
  onKeepBoth: () => void;
  onUploadAsVersion: () => void;
  onDismiss: () => void;
}) {
  const percent = upload.total ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0;
  const name = upload.file.name;
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words [overflow-wrap:anywhere]">{name}</p>
          <p className="text-xs text-muted-foreground">
            {formatBytes(upload.file.size)} · {STATUS_TEXT[upload.status]}
            {upload.status === 'uploading' ? ` ${percent}%` : ''}
          </p>
        </div>
        {upload.status === 'uploading' ? (
          <Button variant="outline" size="sm" onClick={onCancel} aria-label={`Cancel uploading ${name}`}>
            Cancel
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={onDismiss} aria-label={`Remove ${name} from the list`}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      {upload.status === 'uploading' || upload.status === 'done' ? (
        <progress
          className={progressStyle}
          max={100}
          value={upload.status === 'done' ? 100 : percent}
          aria-label={`Upload of ${name}`}
        />
      ) : null}
      {upload.status === 'done' && upload.document ? (
        <Link to={documentPath(upload.document.id)} className={cn(linkStyle, 'text-sm break-words')}>
          Open {upload.document.name}
        </Link>
      ) : null}
      {upload.status === 'failed' && upload.error ? (
        <p role="alert" className="text-sm text-destructive">
          {upload.error}
        </p>
      ) : null}
      {upload.status === 'duplicate' && upload.existing ? (
        <div role="alert" className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
          <p className="break-words [overflow-wrap:anywhere]">
            {upload.error ?? 'The same file is already in the library.'}{' '}
            <Link to={documentPath(upload.existing.id)} className={cn(linkStyle, 'underline')}>
              Open {upload.existing.name}
            </Link>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onUploadAsVersion}>
              Upload as a new version
            </Button>
            <Button size="sm" variant="outline" onClick={onKeepBoth}>
              Keep both
            </Button>
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Uploads for editors: drop files or pick them (several at once), each sent on its own with its
 * progress and a Cancel; the batch's kind, and the project or application it belongs to, either
 * chosen here or given by the page (`link`: a project's or an application's "Attach documents").
 */
export function DocumentUploader({
  organizationId,
  link,
  chooseLinks = false,
  label = 'Upload documents',
  send,
}: {
  organizationId: string;
  link?: { projectId?: string; applicationId?: string };
  chooseLinks?: boolean;
  label?: string;
  send?: SendFile;
}) {
  const queue = useUploadQueue(organizationId, send);
  const [kind, setKind] = useState<DocumentKind>('other');
  const [projectId, setProjectId] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const projects = useProjectLinkChoices(organizationId, chooseLinks);
  const applications = useApplicationLinkChoices(organizationId, chooseLinks);

  const addFiles = (files: FileList | null) => {
    if (!files?.length) return;
    queue.add(Array.from(files), {
      kind,
      projectId: link?.projectId ?? (projectId || undefined),
      applicationId: link?.applicationId ?? (applicationId || undefined),
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className={cn('grid gap-4', chooseLinks ? 'sm:grid-cols-3' : 'sm:max-w-xs')}>
        <SelectField
          label="Kind of the uploaded documents"
          value={kind}
          onChange={(event) => setKind(event.target.value as DocumentKind)}
        >
          {DOCUMENT_KINDS.map((value) => (
            <option key={value} value={value}>
              {KIND_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {chooseLinks ? (
          <>
            <SelectField
              label="Link to a project (optional)"
              value={projectId}
              onChange={(event) => setProjectId(event.target.value)}
            >
              <option value="">No project</option>
              {(projects.data ?? []).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Link to an application (optional)"
              value={applicationId}
              onChange={(event) => setApplicationId(event.target.value)}
            >
              <option value="">No application</option>
              {(applications.data ?? []).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
      </div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="document-drop-zone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-input p-6 text-center',
          dragging && 'border-primary bg-accent',
        )}
      >
        <FileUp aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">Drop PDF, Word, text or Markdown files here, or choose them.</p>
        <Label htmlFor={inputId}>{label}</Label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
          className={cn(
            'max-w-full rounded-md text-sm text-muted-foreground',
            'file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-surface file:px-4 file:font-medium file:text-foreground',
            focusRing,
          )}
        />
      </div>
      {queue.uploads.length ? (
        <ul aria-label="Uploads" className="divide-y divide-border">
          {queue.uploads.map((upload) => (
            <UploadRow
              key={upload.id}
              upload={upload}
              onCancel={() => queue.cancel(upload.id)}
              onKeepBoth={() => queue.keepBoth(upload.id)}
              onUploadAsVersion={() => queue.uploadAsVersion(upload.id)}
              onDismiss={() => queue.dismiss(upload.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
