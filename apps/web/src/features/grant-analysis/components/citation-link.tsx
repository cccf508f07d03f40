import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import type { Citation } from '@grantpilot/shared/contracts/analysis';
import { linkStyle } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { citationLink } from '../analysis-format';

/** The analysed document and where its text parts start: what every citation of a result links into. */
export const CitedDocumentContext = createContext<{ documentId: string; textPartStarts: number[] | null }>({
  documentId: '',
  textPartStarts: null,
});

/**
 * "p. 3" (or "in the text"): opens the document's text at the cited page with the quote's words
 * marked. The quote itself is the link's title.
 */
export function CitationLink({ citation, className }: { citation: Citation; className?: string }) {
  const { documentId, textPartStarts } = useContext(CitedDocumentContext);
  const link = citationLink(documentId, citation, textPartStarts);
  return (
    <Link
      to={link.to}
      aria-label={`Source, ${link.label}`}
      title={`“${citation.quote}”`}
      className={cn(linkStyle, 'text-xs whitespace-nowrap underline', className)}
    >
      {link.label}
    </Link>
  );
}
