import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { Card, CardContent, CardHeader, CardTitle } from './card';

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

/** A calendar date ("Mar 1, 2026"), or Not set. */
export function DateDetail({ term, date }: { term: string; date: string | null }) {
  return <Detail term={term}>{date ? formatDate(date) : <NotSet />}</Detail>;
}

/** An instant the record changed ("Mar 1, 2026, 14:05"), read by machines from its datetime. */
export function TimeDetail({ term, at }: { term: string; at: string }) {
  return (
    <Detail term={term}>
      <time dateTime={at}>{formatDateTime(at)}</time>
    </Detail>
  );
}

/**
 * A record's read-only fields under the heading Details, and its long text below them; editing
 * happens in the dialog the page's Edit opens.
 */
export function DetailsCard({
  headingId,
  index,
  text,
  className = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
  children,
}: {
  headingId: string;
  index: number;
  text: { heading: string; text: string | null; emptyText: string };
  /** The grid of the fields. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card enterIndex={index} aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>Details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className={cn('grid gap-4', className)}>{children}</dl>
        <DetailText {...text} />
      </CardContent>
    </Card>
  );
}
