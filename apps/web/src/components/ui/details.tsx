import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What a details list shows for a field the record leaves empty. */
export function NotSet() {
  return <span className="text-muted-foreground">Not set</span>;
}

/**
 * One field of a record's read-only details: its name over its value, inside a <dl>. A long
 * value (an address, a name without spaces) wraps rather than widening the card; a wide one
 * takes two columns.
 */
export function Detail({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('flex flex-col gap-1', wide && 'col-span-2')}>
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** A record's long text under its details (its notes, a description), with its line breaks. */
export function DetailText({ heading, text, emptyText }: { heading: string; text: string | null; emptyText: string }) {
  return (
    <div>
      <h3 className="text-xs font-medium text-muted-foreground">{heading}</h3>
      {text ? (
        <p className="mt-1 text-sm break-words whitespace-pre-wrap">{text}</p>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">{emptyText}</p>
      )}
    </div>
  );
}
