import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_TEXT_PAGE_WINDOW, type DocumentVersion } from '@grantpilot/shared/contracts/documents';
import { HighlightedText } from '../../../components/documents/highlighted-text';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { textPageId } from '../../../lib/documents/document-paths';
import { searchTerms } from '../../../lib/documents/search-terms';
import { useDocumentText, windowStart } from '../api/get-document-text';

/**
 * A version's extracted text, page by page, 20 pages at a time. `?page=N` opens the window holding
 * page N and scrolls its heading into view; the words of `?q=` are marked wherever they occur.
 */
export function DocumentTextPreview({
  organizationId,
  documentId,
  version,
  page,
  q,
  index,
}: {
  organizationId: string;
  documentId: string;
  version: DocumentVersion;
  page: number | null;
  q: string;
  index: number;
}) {
  const [from, setFrom] = useState(() => windowStart(page ?? 1));
  const ready = version.state === 'ready';
  const text = useDocumentText(organizationId, documentId, version.id, from, ready);
  const terms = searchTerms(q);
  const scrolled = useRef(false);
  const pageCount = text.data?.pageCount ?? version.pageCount ?? 0;
  const last = Math.min(pageCount, from + DOCUMENT_TEXT_PAGE_WINDOW - 1);

  useEffect(() => {
    if (scrolled.current || !page || !text.data) return;
    const heading = document.getElementById(textPageId(page));
    if (!heading) return;
    scrolled.current = true;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [page, text.data]);

  const go = (start: number) => {
    setFrom(start);
    document.getElementById('document-text-heading')?.scrollIntoView({ block: 'start' });
  };

  return (
    <Card enterIndex={index} aria-labelledby="document-text-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border px-5 py-3">
        <h2 id="document-text-heading" className="text-base font-semibold">
          Text
        </h2>
        {ready && pageCount > 0 ? (
          <p className="text-sm text-muted-foreground">
            {text.data?.paged ? `Pages ${from}–${last} of ${pageCount}` : 'The whole text'}
          </p>
        ) : null}
      </div>
      {version.state === 'processing' ? (
        <LoadingPanel label="Reading the text… it shows here when it is ready." />
      ) : null}
      {version.state === 'failed' ? (
        <p role="alert" className="px-5 py-4 text-sm text-destructive">
          The text could not be read: {version.problemMessage ?? 'no reason was given'}
        </p>
      ) : null}
      {ready && text.isPending ? <LoadingPanel label="Loading the text…" /> : null}
      {ready && text.isError ? <ErrorPanel error={text.error} onRetry={() => text.refetch()} /> : null}
      {ready && text.data ? (
        text.data.pages.length ? (
          <div className="flex flex-col divide-y divide-border">
            {text.data.pages.map((textPage) => (
              <section key={textPage.number} aria-labelledby={textPageId(textPage.number)} className="px-5 py-4">
                <h3
                  id={textPageId(textPage.number)}
                  tabIndex={-1}
                  className="mb-2 scroll-mt-20 text-sm font-semibold text-muted-foreground focus:outline-none"
                >
                  Page {textPage.number}
                </h3>
                <p className="text-sm break-words whitespace-pre-wrap [overflow-wrap:anywhere]">
                  <HighlightedText text={textPage.text} terms={terms} />
                </p>
              </section>
            ))}
          </div>
        ) : (
          <p className="px-5 py-4 text-sm text-muted-foreground">This version has no text.</p>
        )
      ) : null}
      {ready && pageCount > DOCUMENT_TEXT_PAGE_WINDOW ? (
        <nav aria-label="Pages of the text" className="flex justify-between gap-2 border-t border-border px-4 py-3">
          <Button
            variant="outline"
            size="sm"
            disabled={from <= 1}
            onClick={() => go(Math.max(1, from - DOCUMENT_TEXT_PAGE_WINDOW))}
          >
            Previous pages
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={last >= pageCount}
            onClick={() => go(from + DOCUMENT_TEXT_PAGE_WINDOW)}
          >
            Next pages
          </Button>
        </nav>
      ) : null}
    </Card>
  );
}
