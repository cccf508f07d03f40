import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';

/**
 * Previous and Next over a list the server pages, with where the reader is and how much there
 * is. The position is announced politely, so a screen reader hears the page change.
 */
export function Pagination({
  page,
  pageCount,
  summary,
  label,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  /** What the whole list holds, such as "42 projects". */
  summary: string;
  /** The navigation landmark's name, such as "Pages of projects". */
  label: string;
  onPageChange: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p aria-live="polite" className="text-sm text-muted-foreground">
        Page {page} of {pageCount} · {summary}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

/** A page past the last one (records were deleted since the link was made), and the way to the last. */
export function PastLastPage({
  page,
  pageCount,
  onGoToLast,
}: {
  page: number;
  pageCount: number;
  onGoToLast: () => void;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center text-sm">
      <p>
        There is no page {page}; the list has {pageCount} {pageCount === 1 ? 'page' : 'pages'}.
      </p>
      <Button variant="outline" onClick={onGoToLast}>
        Go to page {pageCount}
      </Button>
    </Card>
  );
}
