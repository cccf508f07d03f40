import { Download } from 'lucide-react';
import { DATA_EXPORT_KEEP_DAYS, type DataExport } from '@grantpilot/shared/contracts/data-exports';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { formatBytes } from '../../../lib/documents/document-format';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify-error';
import { downloadDataExport } from '../api/download-data-export';
import { useDataExports } from '../api/get-data-exports';
import { useRequestDataExport } from '../api/request-data-export';

/**
 * "Export my data" (PRODUCT.md §9): a zip of everything of the person's — and, for an owner,
 * everything of their organisations — made in the background; the list follows it until it is
 * ready, and an email says so too.
 */
export function DataExportSection({ index }: { index: number }) {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const busy = exports.data?.exports.some((item) => item.status === 'queued' || item.status === 'building');

  return (
    <Card enterIndex={index} aria-labelledby="data-export-heading">
      <CardHeader>
        <CardTitle id="data-export-heading">Export my data</CardTitle>
        <CardDescription>
          A zip file with your account, your settings and what you uploaded, and everything of the organisations you
          own: projects, applications, funders, tasks, documents and their files. We email you when it is ready; it is
          kept for {DATA_EXPORT_KEEP_DAYS} days.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {exports.isPending ? <LoadingPanel /> : null}
        {exports.isError ? <ErrorPanel error={exports.error} onRetry={() => exports.refetch()} /> : null}
        {exports.data?.exports.length ? (
          <ul className="flex flex-col gap-2" aria-label="Your data exports">
            {exports.data.exports.map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </ul>
        ) : null}
        <div>
          <Button
            onClick={() => request.mutate(undefined, { onError: (error) => notifyError(error, 'Export not started') })}
            disabled={request.isPending || busy}
          >
            {request.isPending ? <Spinner className="size-4" /> : null}
            Export my data
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function ExportRow({ item }: { item: DataExport }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium">Asked for {formatDateTime(item.createdAt)}</span>
        <span className="text-muted-foreground" role={item.status === 'ready' ? undefined : 'status'}>
          {item.status === 'queued' || item.status === 'building' ? (
            <span className="inline-flex items-center gap-2">
              <Spinner className="size-4" /> Being made…
            </span>
          ) : null}
          {item.status === 'ready'
            ? `Ready: ${formatBytes(item.size ?? 0)}, until ${formatDateTime(item.expiresAt!)}`
            : null}
          {item.status === 'failed' ? item.failure : null}
        </span>
      </div>
      {item.status === 'ready' ? (
        <Button
          variant="outline"
          onClick={() => downloadDataExport(item).catch((error: unknown) => notifyError(error, 'Download failed'))}
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </Button>
      ) : null}
    </li>
  );
}
