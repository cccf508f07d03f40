import type { SnippetPart } from '@grantpilot/shared/contracts/documents';
import { splitByTerms } from '../../lib/documents/search-terms';

const markStyle = 'rounded-sm bg-accent px-0.5 font-semibold text-accent-foreground';

/** Runs of text, the matched ones in <mark>; every run is a text node, never HTML. */
export function MarkedParts({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className={markStyle}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** A text with the searched terms marked, in any case. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return <MarkedParts parts={splitByTerms(text, terms)} />;
}
