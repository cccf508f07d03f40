import { ListResults } from '../../../components/ui/list-results';
import { Landmark } from 'lucide-react';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { Card } from '../../../components/ui/card';
import { ListSearch } from '../../../components/ui/list-search';
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
  const pageCount = funders.data ? Math.max(1, Math.ceil(funders.data.total / FUNDERS_PAGE_SIZE)) : 1;

  const results = (
    <ListResults
      query={funders}
      loadingLabel="Loading funders…"
      total={(answer) => answer.total}
      shown={(answer) => answer.funders.length}
      page={list.page}
      pageCount={pageCount}
      onPageChange={(page) => show({ ...list, page })}
      pagesLabel="Pages of funders"
      summary={(answer) => countFunders(answer.total)}
      filtered={Boolean(list.q.trim())}
      noMatch={{
        title: 'No funders match',
        description: 'No funder’s name contains these words. Try others, or clear the search to see every funder.',
        clearLabel: 'Clear search',
        onClear: () => show(DEFAULT_FUNDER_LIST),
      }}
      empty={{
        icon: Landmark,
        title: 'No funders yet',
        description: 'A funder is added when an application names it. Add an application, and its funder shows here.',
      }}
    >
      {(answer) => <FunderList funders={answer.funders} caption={`Funders, page ${list.page} of ${pageCount}`} />}
    </ListResults>
  );

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
