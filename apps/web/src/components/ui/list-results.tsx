import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX, type LucideIcon } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { Pagination, PastLastPage } from './pagination';
import { ErrorPanel, LoadingPanel } from './query-state';

/**
 * One server page of a list and what stands instead of it: a wait, the error with a retry, "none
 * match" (with the way to clear the search and filters), "none yet", or a page past the last.
 * While the next page loads the last one stays, dimmed and marked busy, so the list does not jump.
 */
export function ListResults<Page>({
  query,
  loadingLabel,
  total,
  shown,
  page,
  pageCount,
  onPageChange,
  pagesLabel,
  summary,
  filtered,
  noMatch,
  empty,
  after,
  children,
}: {
  query: UseQueryResult<Page>;
  loadingLabel: string;
  total: (page: Page) => number;
  /** How many records the answer holds (none past the last page). */
  shown: (page: Page) => number;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The pagination's name ("Pages of projects"). */
  pagesLabel: string;
  summary: (page: Page) => string;
  filtered: boolean;
  noMatch: { title: string; description: string; clearLabel: string; onClear: () => void };
  empty: { icon: LucideIcon; title: string; description: string; action?: ReactNode };
  /** What follows the pagination inside the card (the totals of the filtered list). */
  after?: ReactNode;
  children: (page: Page) => ReactNode;
}) {
  if (query.isPending) return <LoadingPanel label={loadingLabel} />;
  if (query.isError) return <ErrorPanel error={query.error} onRetry={() => query.refetch()} />;
  const data = query.data;
  if (total(data) === 0 && filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title={noMatch.title}
        description={noMatch.description}
        action={
          <Button variant="outline" onClick={noMatch.onClear}>
            {noMatch.clearLabel}
          </Button>
        }
      />
    );
  }
  if (total(data) === 0) {
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
        {...(empty.action ? { action: empty.action } : {})}
      />
    );
  }
  if (shown(data) === 0) {
    return <PastLastPage page={page} pageCount={pageCount} onGoToLast={() => onPageChange(pageCount)} />;
  }
  return (
    <Card enterIndex={1} aria-busy={query.isPlaceholderData || undefined}>
      <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>{children(data)}</div>
      <div className="border-t border-border px-4 py-3">
        <Pagination
          label={pagesLabel}
          page={page}
          pageCount={pageCount}
          summary={summary(data)}
          onPageChange={onPageChange}
        />
      </div>
      {after}
    </Card>
  );
}
