import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import type { Citation } from '@grantpilot/shared/contracts/analysis';
import { HighlightedText } from '../../../components/documents/highlighted-text';
import { Button, linkStyle } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { searchTerms } from '../../../lib/documents/search-terms';
import { citationLink, citationPage, citedSpan, quoteForHighlight } from '../analysis-format';
import { useCitedPage } from '../api/get-cited-page';

const markStyle = 'rounded-sm bg-accent px-0.5 font-semibold text-accent-foreground';

/**
 * On a wide screen, the cited page of the analysed version beside the facts, the quote marked by
 * its offsets (the words of it, when they do not hold), and the way to the whole document.
 */
export function CitedTextPanel({
  organizationId,
  documentId,
  versionId,
  textPartStarts,
  citation,
  onClose,
}: {
  organizationId: string;
  documentId: string;
  versionId: string;
  textPartStarts: number[] | null;
  citation: Citation;
  onClose: () => void;
}) {
  const page = citationPage(citation, textPartStarts);
  const text = useCitedPage(organizationId, documentId, versionId, page);
  const heading = useRef<HTMLHeadingElement>(null);
  const mark = useRef<HTMLElement>(null);
  const link = citationLink(documentId, citation, textPartStarts);
  const pageText = text.data?.pages[0]?.text;
  const span = pageText === undefined ? null : citedSpan(pageText, citation, textPartStarts);

  useEffect(() => {
    heading.current?.focus();
  }, [citation]);
  useEffect(() => {
    mark.current?.scrollIntoView({ block: 'center' });
  }, [pageText, citation]);

  return (
    <Card
      aria-labelledby="cited-text-heading"
      className="flex max-h-[calc(100vh-6rem)] flex-col lg:sticky lg:top-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id="cited-text-heading" ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          Cited text, {link.label}
        </h2>
        <Button variant="ghost" size="icon" aria-label="Close the cited text" onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3" tabIndex={0} aria-label="The cited page">
        {text.isPending ? <LoadingPanel label="Loading the text…" /> : null}
        {text.isError ? <ErrorPanel error={text.error} onRetry={() => text.refetch()} /> : null}
        {pageText !== undefined ? (
          <p className="text-sm break-words whitespace-pre-wrap [overflow-wrap:anywhere]">
            {span ? (
              <>
                {span.before}
                <mark ref={mark} className={markStyle}>
                  {span.quote}
                </mark>
                {span.after}
              </>
            ) : (
              <HighlightedText text={pageText} terms={searchTerms(quoteForHighlight(citation.quote))} />
            )}
          </p>
        ) : null}
      </div>
      <div className="border-t border-border px-4 py-3 text-sm">
        <Link to={link.to} className={`${linkStyle} underline`}>
          Open in the document
        </Link>
      </div>
    </Card>
  );
}
