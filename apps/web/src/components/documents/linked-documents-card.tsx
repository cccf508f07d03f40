import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { useDocuments } from '../../lib/documents/get-documents';
import { linkStyle } from '../ui/button';
import { Card } from '../ui/card';
import { Pagination } from '../ui/pagination';
import { ErrorPanel, LoadingPanel } from '../ui/query-state';
import { DocumentTable } from './document-table';
import { DocumentUploader } from './document-uploader';

const PAGE_SIZE = 10;

/**
 * The documents linked to a project or an application, with "Attach documents" for editors:
 * what they upload here is linked to the record from the start.
 */
export function LinkedDocumentsCard({
  organizationId,
  link,
  recordName,
  canUpload,
  index,
}: {
  organizationId: string;
  link: { projectId: string } | { applicationId: string };
  recordName: string;
  canUpload: boolean;
  index: number;
}) {
  const [page, setPage] = useState(1);
  const documents = useDocuments(organizationId, { ...link, page, pageSize: PAGE_SIZE });
  const pageCount = documents.data ? Math.max(1, Math.ceil(documents.data.total / PAGE_SIZE)) : 1;
  const headingId = `linked-documents-heading-${index}`;

  return (
    <Card enterIndex={index} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-5 py-3">
        <h2 id={headingId} className="text-base font-semibold">
          Documents{documents.data ? ` (${documents.data.total})` : ''}
        </h2>
        <Link to={ROUTES.grantDocuments} className={linkStyle}>
          Document library
        </Link>
      </div>
      {documents.isPending ? <LoadingPanel label="Loading documents…" /> : null}
      {documents.isError ? <ErrorPanel error={documents.error} onRetry={() => documents.refetch()} /> : null}
      {documents.data ? (
        documents.data.total ? (
          <>
            <DocumentTable
              documents={documents.data.documents}
              caption={`Documents of ${recordName}`}
              showLinks={false}
            />
            {pageCount > 1 ? (
              <div className="border-t border-border px-4 py-3">
                <Pagination
                  label={`Pages of documents of ${recordName}`}
                  page={page}
                  pageCount={pageCount}
                  summary={`${documents.data.total} documents`}
                  onPageChange={setPage}
                />
              </div>
            ) : null}
          </>
        ) : (
          <p className="px-5 py-4 text-sm text-muted-foreground">No document is linked yet.</p>
        )
      ) : null}
      {canUpload ? (
        <div className="border-t border-border p-5">
          <h3 className="mb-3 text-sm font-semibold">Attach documents</h3>
          <DocumentUploader organizationId={organizationId} link={link} label="Choose documents to attach" />
        </div>
      ) : null}
    </Card>
  );
}
