import { Link } from 'react-router';
import { applicationPath, projectPath } from '@grantpilot/shared/constants';
import type { DocumentListItem } from '@grantpilot/shared/contracts/documents';
import { cn } from '../../lib/cn';
import { documentPath } from '../../lib/documents/document-paths';
import { formatBytes, KIND_LABELS } from '../../lib/documents/document-format';
import { formatDate } from '../../lib/format-date';
import { linkStyle } from '../ui/button';
import { None } from '../ui/money';
import { DataTable, type TableColumn } from '../ui/table';
import { DocumentStateBadge } from './document-state-badge';
import { MarkedParts } from './highlighted-text';

/** Where a search found the document: the snippet with its matches marked, and the page it is on. */
export function DocumentHit({ document, q }: { document: DocumentListItem; q: string }) {
  const hit = document.hit;
  if (!hit?.snippet.length) return null;
  return (
    <p className="mt-1 text-sm break-words text-muted-foreground [overflow-wrap:anywhere]">
      <MarkedParts parts={hit.snippet} />
      {hit.page ? (
        <>
          {' '}
          <Link
            to={documentPath(document.id, { page: hit.page, q })}
            className={cn(linkStyle, 'whitespace-nowrap underline')}
          >
            page {hit.page} <span className="sr-only">of {document.name}</span>
          </Link>
        </>
      ) : null}
    </p>
  );
}

function columns(q: string, showLinks: boolean): TableColumn<DocumentListItem>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      phone: 'title',
      className: 'max-w-md',
      cell: (document) => (
        <div className="min-w-0">
          <Link
            to={documentPath(document.id, q ? { page: document.hit?.page ?? null, q } : {})}
            className={cn(linkStyle, 'font-medium break-words [overflow-wrap:anywhere]')}
          >
            {document.name}
          </Link>
          {q ? <DocumentHit document={document} q={q} /> : null}
        </div>
      ),
    },
    { key: 'kind', header: 'Kind', cell: (document) => KIND_LABELS[document.kind] },
    ...(showLinks
      ? [
          {
            key: 'linked',
            header: 'Linked to',
            cell: (document: DocumentListItem) =>
              document.project || document.application ? (
                <div className="flex min-w-0 flex-col gap-1">
                  {document.project ? (
                    <Link to={projectPath(document.project.id)} className={cn(linkStyle, 'break-words')}>
                      {document.project.name}
                    </Link>
                  ) : null}
                  {document.application ? (
                    <Link to={applicationPath(document.application.id)} className={cn(linkStyle, 'break-words')}>
                      {document.application.name}
                    </Link>
                  ) : null}
                </div>
              ) : (
                <None />
              ),
          },
        ]
      : []),
    {
      key: 'size',
      header: 'Size',
      align: 'end',
      cell: (document) => formatBytes(document.currentVersion.sizeBytes),
    },
    { key: 'state', header: 'Text', cell: (document) => <DocumentStateBadge version={document.currentVersion} /> },
    { key: 'updated', header: 'Updated', cell: (document) => formatDate(document.updatedAt) },
  ];
}

/** A page of documents; in search mode each with where it matched. */
export function DocumentTable({
  documents,
  caption,
  q = '',
  showLinks = true,
}: {
  documents: readonly DocumentListItem[];
  caption: string;
  q?: string;
  showLinks?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      rows={documents}
      rowKey={(document) => document.id}
      columns={columns(q.trim(), showLinks)}
      stackBelow="md"
    />
  );
}
