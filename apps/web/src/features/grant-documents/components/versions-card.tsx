import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { DocumentVersion, GrantDocumentDetail } from '@grantpilot/shared/contracts/documents';
import { DocumentStateBadge } from '../../../components/documents/document-state-badge';
import { progressStyle } from '../../../components/documents/document-uploader';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { DataTable, type TableColumn } from '../../../components/ui/table';
import { formatBytes, UPLOAD_ACCEPT } from '../../../lib/documents/document-format';
import { downloadDocument } from '../../../lib/documents/download-document';
import { isAbort, uploadFile, type UploadHandle } from '../../../lib/documents/upload-file';
import { uploadVersionUrl } from '../../../lib/documents/upload-queue';
import { formatDateTime } from '../../../lib/format-date';
import { errorMessage, notifyError } from '../../../lib/notify-error';
import { invalidateAfter } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast/toast-store';
import { getDocumentQueryOptions } from '../api/get-document';

type VersionUpload =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; percent: number }
  | { status: 'failed'; name: string; error: string };

/** "Upload a new version" for editors: one file, its progress, Cancel, and the server's refusal. */
function NewVersionUpload({ organizationId, document }: { organizationId: string; document: GrantDocumentDetail }) {
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<VersionUpload>({ status: 'idle' });
  const handle = useRef<UploadHandle<GrantDocumentDetail> | null>(null);

  const start = (file: File) => {
    setUpload({ status: 'uploading', name: file.name, percent: 0 });
    const current = uploadFile<GrantDocumentDetail>(uploadVersionUrl(organizationId, document.id), file, (progress) =>
      setUpload({
        status: 'uploading',
        name: file.name,
        percent: progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0,
      }),
    );
    handle.current = current;
    current.done.then(
      async (detail) => {
        setUpload({ status: 'idle' });
        queryClient.setQueryData(getDocumentQueryOptions(organizationId, document.id).queryKey, detail);
        toast({
          title: 'New version uploaded',
          description: `${file.name} is version ${detail.versions[0]?.number ?? ''}.`,
        });
        await invalidateAfter(queryClient, organizationId, 'document');
      },
      (error: unknown) =>
        setUpload(
          isAbort(error) ? { status: 'idle' } : { status: 'failed', name: file.name, error: errorMessage(error) },
        ),
    );
  };

  return (
    <div className="flex flex-col gap-2 border-t border-border p-5">
      <Label htmlFor="new-version-file">Upload a new version</Label>
      <input
        id="new-version-file"
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={upload.status === 'uploading'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) start(file);
        }}
        className="max-w-full rounded-md text-sm text-muted-foreground file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-surface file:px-4 file:font-medium file:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      />
      {upload.status === 'uploading' ? (
        <div className="flex flex-wrap items-center gap-3">
          <progress
            className={cn(progressStyle, 'min-w-40 flex-1')}
            max={100}
            value={upload.percent}
            aria-label={`Upload of ${upload.name}`}
          />
          <span className="text-sm text-muted-foreground">{upload.percent}%</span>
          <Button variant="outline" size="sm" onClick={() => handle.current?.abort()}>
            Cancel
          </Button>
        </div>
      ) : null}
      {upload.status === 'failed' ? (
        <p role="alert" className="text-sm break-words text-destructive">
          {upload.name}: {upload.error}
        </p>
      ) : null}
    </div>
  );
}

/** Every version of the document, newest first, each downloadable. */
export function VersionsCard({
  organizationId,
  document,
  canUpload,
  index,
}: {
  organizationId: string;
  document: GrantDocumentDetail;
  canUpload: boolean;
  index: number;
}) {
  const download = (version: DocumentVersion) =>
    downloadDocument(organizationId, document.id, version.fileName, version.id).catch((error: unknown) =>
      notifyError(error, 'Download Failed'),
    );

  const deleted = Boolean(document.deletedAt);
  const columns: TableColumn<DocumentVersion>[] = [
    { key: 'number', header: 'Version', phone: 'title', cell: (version) => `Version ${version.number}` },
    {
      key: 'file',
      header: 'File',
      className: 'max-w-xs',
      cell: (version) => <span className="break-words [overflow-wrap:anywhere]">{version.fileName}</span>,
    },
    { key: 'size', header: 'Size', align: 'end', cell: (version) => formatBytes(version.sizeBytes) },
    {
      key: 'uploaded',
      header: 'Uploaded',
      cell: (version) => (
        <>
          <time dateTime={version.uploadedAt}>{formatDateTime(version.uploadedAt)}</time>
          {version.uploadedBy ? ` by ${version.uploadedBy.name}` : ''}
        </>
      ),
    },
    { key: 'state', header: 'Text', cell: (version) => <DocumentStateBadge version={version} /> },
  ];
  if (!deleted) {
    columns.push({
      key: 'download',
      header: 'Download',
      phone: 'full',
      cell: (version) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => download(version)}
          aria-label={`Download version ${version.number} (${version.fileName})`}
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </Button>
      ),
    });
  }

  return (
    <Card enterIndex={index} aria-labelledby="document-versions-heading">
      <h2 id="document-versions-heading" className="border-b border-border px-5 py-3 text-base font-semibold">
        Versions ({document.versions.length})
      </h2>
      <DataTable
        caption={`Versions of ${document.name}`}
        rows={document.versions}
        rowKey={(version) => version.id}
        columns={columns}
        stackBelow="md"
      />
      {canUpload && !deleted ? <NewVersionUpload organizationId={organizationId} document={document} /> : null}
    </Card>
  );
}
