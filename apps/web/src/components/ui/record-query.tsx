import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isMissing } from '../../lib/api-error';
import { NotFoundState } from './not-found-state';
import { PageHeader } from './page-header';
import { ErrorPanel, LoadingPanel } from './query-state';

/**
 * A record's page while its query answers: the not-found state when there is no such record here
 * (the API answers 404 for another organisation's too, so neither is told apart), the page's
 * title with a wait or the error and a retry, then the page itself.
 */
export function RecordQuery<T>({
  query,
  title,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  /** The page's title until the record names it ("Project details"). */
  title: string;
  loadingLabel: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isError && isMissing(query.error)) return <NotFoundState />;
  if (query.data === undefined) {
    return (
      <>
        <PageHeader title={title} />
        {query.isError ? (
          <ErrorPanel error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <LoadingPanel label={loadingLabel} />
        )}
      </>
    );
  }
  return children(query.data);
}
