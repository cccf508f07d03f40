import { Landmark, SearchX } from 'lucide-react';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSearch } from '../../../components/ui/list-search';
import { Pagination, PastLastPage } from '../../../components/ui/pagination';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { useListInAddress } from '../../../lib/use-list-in-address';
import { useFunders } from '../api/get-funders';
import {
  DEFAULT_FUNDER_LIST,
  FUNDERS_PAGE_SIZE,
  readFunderListState,
  writeFunderListState,
} from '../funder-list-params';
import { FunderList } from './funder-list';

function countFunders(total: number) {
  return `${total} ${total === 1 ? 'funder' : 'funders'}`;
}

/** The organisation's funders: searched by name, one server page at a time. */
export function FunderBrowser({ organization }: { organization: Organization }) {
  const { list, show, change } = useListInAddress(readFunderListState, writeFunderListState);
  const funders = useFunders(organization.id, list);
  const data = funders.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / FUNDERS_PAGE_SIZE)) : 1;

  let results;
  if (funders.isPending) results = <LoadingPanel label="Loading funders…" />;
  else if (funders.isError) results = <ErrorPanel error={funders.error} onRetry={() => funders.refetch()} />;
  else if (data && data.total === 0 && list.q.trim()) {
    results = (
      <EmptyState
        icon={SearchX}
        title="No funders match"
        description="No funder’s name contains these words. Try others, or clear the search to see every funder."
        action={
          <Button variant="outline" onClick={() => show(DEFAULT_FUNDER_LIST)}>
            Clear search
          </Button>
        }
      />
    );
  } else if (data && data.total === 0) {
    results = (
      <EmptyState
        icon={Landmark}
        title="No funders yet"
        description="A funder is added when an application names it. Add an application, and its funder shows here."
      />
    );
  } else if (data && data.funders.length === 0) {
    results = (
      <PastLastPage page={list.page} pageCount={pageCount} onGoToLast={() => show({ ...list, page: pageCount })} />
    );
  } else if (data) {
    results = (
      <Card enterIndex={1} aria-busy={funders.isPlaceholderData || undefined}>
        <div className={funders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <FunderList funders={data.funders} caption={`Funders, page ${list.page} of ${pageCount}`} />
        </div>
        <div className="border-t border-border px-4 py-3">
          <Pagination
            label="Pages of funders"
            page={list.page}
            pageCount={pageCount}
            summary={countFunders(data.total)}
            onPageChange={(page) => show({ ...list, page })}
          />
        </div>
      </Card>
    );
  }

  return (
    <>
      <Card enterIndex={0} aria-label="Find funders" className="mb-4 p-4">
        {/* Typing replaces the address entry, so Back leaves the search rather than each word. */}
        <ListSearch
          q={list.q}
          onSearch={(q) => change({ q }, { replace: true })}
          name="Funders"
          label="Search funders"
          placeholder="Name of a funder"
        />
      </Card>
      {results}
    </>
  );
}
