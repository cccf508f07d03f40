import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { DeletedDocumentList } from '@grantpilot/shared/contracts/documents';
import { Link } from 'react-router';
import { Button, linkStyle } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { DataTable, type TableColumn } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatBytes, KIND_LABELS } from '../../../lib/documents/document-format';
import { documentPath } from '../../../lib/documents/document-paths';
import { formatDate } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { DELETED_PAGE_SIZE, useDeletedDocuments } from '../api/get-deleted-documents';
import { useRestoreDocument } from '../api/restore-document';

type DeletedDocument = DeletedDocumentList['documents'][number];

/** The bin, for admins and the owner: each document with when it goes for good, and Restore. */
export function DeletedDocumentsCard({ organizationId, index }: { organizationId: string; index: number }) {
  const [page, setPage] = useState(1);
  const deleted = useDeletedDocuments(organizationId, page, true);
  const restore = useRestoreDocument(organizationId);
  const pageCount = deleted.data ? Math.max(1, Math.ceil(deleted.data.total / DELETED_PAGE_SIZE)) : 1;

  const onRestore = async (document: DeletedDocument) => {
    try {
      await restore.mutateAsync(document.id);
      toast({ title: 'Document restored', description: `${document.name} is back in the library.` });
    } catch (error) {
      notifyError(error, 'Document Not Restored');
    }
  };

  const columns: TableColumn<DeletedDocument>[] = [
    {
      key: 'name',
      header: 'Name',
      phone: 'title',
      className: 'max-w-md',
      cell: (document) => (
        <Link
          to={documentPath(document.id)}
          className={cn(linkStyle, 'font-medium break-words [overflow-wrap:anywhere]')}
        >
          {document.name}
        </Link>
      ),
    },
    { key: 'kind', header: 'Kind', cell: (document) => KIND_LABELS[document.kind] },
    { key: 'size', header: 'Size', align: 'end', cell: (document) => formatBytes(document.currentVersion.sizeBytes) },
    {
      key: 'deleted',
      header: 'Deleted',
      cell: (document) =>
        `${document.deletedAt ? formatDate(document.deletedAt) : ''}${document.deletedBy ? ` by ${document.deletedBy.name}` : ''}`,
    },
    {
      key: 'purge',
      header: 'Gone for good on',
      cell: (document) => (document.purgeAfter ? formatDate(document.purgeAfter) : '—'),
    },
    {
      key: 'restore',
      header: 'Actions',
      phone: 'full',
      cell: (document) => (
        <Button
          variant="outline"
          size="sm"
          disabled={restore.isPending}
          onClick={() => onRestore(document)}
          aria-label={`Restore ${document.name}`}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Restore
        </Button>
      ),
    },
  ];

  return (
    <Card enterIndex={index} aria-labelledby="deleted-documents-heading" className="mt-6">
      <div className="border-b border-border px-5 py-3">
        <h2 id="deleted-documents-heading" className="text-base font-semibold">
          Recently deleted
        </h2>
        <p className="text-sm text-muted-foreground">Deleted documents can be restored for 30 days.</p>
      </div>
      {deleted.isPending ? <LoadingPanel label="Loading deleted documents…" /> : null}
      {deleted.isError ? <ErrorPanel error={deleted.error} onRetry={() => deleted.refetch()} /> : null}
      {deleted.data ? (
        deleted.data.total ? (
          <>
            <DataTable
              caption="Recently deleted documents"
              rows={deleted.data.documents}
              rowKey={(document) => document.id}
              columns={columns}
              stackBelow="md"
            />
            {pageCount > 1 ? (
              <div className="border-t border-border px-4 py-3">
                <Pagination
                  label="Pages of deleted documents"
                  page={page}
                  pageCount={pageCount}
                  summary={`${deleted.data.total} deleted`}
                  onPageChange={setPage}
                />
              </div>
            ) : null}
          </>
        ) : (
          <p className="px-5 py-4 text-sm text-muted-foreground">Nothing was deleted in the last 30 days.</p>
        )
      ) : null}
    </Card>
  );
}
