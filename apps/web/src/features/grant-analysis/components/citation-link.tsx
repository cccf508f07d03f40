import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import type { Citation } from '@grantpilot/shared/contracts/analysis';
import { linkStyle } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { citationLink } from '../analysis-format';

/** The analysed document and where its text parts start: what every citation of a result links into. */
export const CitedDocumentContext = createContext<{
  documentId: string;
  textPartStarts: number[] | null;
  /** On a wide screen: shows the cited text beside the facts instead of leaving the page. */
  onOpen?: (citation: Citation, opener: HTMLElement) => void;
}>({ documentId: '', textPartStarts: null });

/** Wide enough (1024 px) for the cited text to sit beside the facts. */
export function isWideScreen() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 1024px)').matches;
}

/**
 * "p. 3" (or "in the text"): opens the document's text at the cited page with the quote's words
 * marked. The quote itself is the link's title.
 */
export function CitationLink({ citation, className }: { citation: Citation; className?: string }) {
  const { documentId, textPartStarts, onOpen } = useContext(CitedDocumentContext);
  const link = citationLink(documentId, citation, textPartStarts);
  return (
    <Link
      to={link.to}
      aria-label={`Source, ${link.label}`}
      title={`“${citation.quote}”`}
      onClick={(event) => {
        const plainClick = !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && event.button === 0;
        if (onOpen && plainClick && isWideScreen()) {
          event.preventDefault();
          onOpen(citation, event.currentTarget);
        }
      }}
      className={cn(linkStyle, 'text-xs whitespace-nowrap underline', className)}
    >
      {link.label}
    </Link>
  );
}
