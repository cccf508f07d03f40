import { Building2 } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { ListResults } from '../../components/ui/list-results';
import { ListSearch } from '../../components/ui/list-search';
import { PageHeader } from '../../components/ui/page-header';
import { useListInAddress } from '../../lib/use-list-in-address';
import { useAdminOrganizations } from './api/get-admin-organizations';
import { ADMIN_PAGE_SIZE, DEFAULT_ADMIN_LIST, readAdminListState, writeAdminListState } from './admin-list-params';
import { OrganizationList } from './components/organization-list';

const countOrganizations = (total: number) => `${total} ${total === 1 ? 'organisation' : 'organisations'}`;

/** `/admin/organizations`: every organisation with its members and the storage its documents use. */
export function AdminOrganizationsPage() {
  const { list, show, change } = useListInAddress(readAdminListState, writeAdminListState);
  const organizations = useAdminOrganizations(list);
  const pageCount = organizations.data ? Math.max(1, Math.ceil(organizations.data.total / ADMIN_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader
        title="Admin Organisations"
        description="Every organisation on this installation, with its members and the storage its documents use."
      />
      <Card enterIndex={0} aria-label="Find organisations" className="mb-4 p-4">
        <ListSearch
          q={list.q}
          onSearch={(q) => change({ q }, { replace: true })}
          name="Organisations"
          label="Search organisations"
          placeholder="Name of an organisation"
        />
      </Card>
      <ListResults
        query={organizations}
        loadingLabel="Loading organisations…"
        total={(answer) => answer.total}
        shown={(answer) => answer.organizations.length}
        page={list.page}
        pageCount={pageCount}
        onPageChange={(page) => show({ ...list, page })}
        pagesLabel="Pages of organisations"
        summary={(answer) => countOrganizations(answer.total)}
        filtered={Boolean(list.q.trim())}
        noMatch={{
          title: 'No organisations match',
          description: 'No organisation’s name contains these words. Try others, or clear the search.',
          clearLabel: 'Clear search',
          onClear: () => show(DEFAULT_ADMIN_LIST),
        }}
        empty={{
          icon: Building2,
          title: 'No organisations yet',
          description: 'Organisations show here once someone creates one.',
        }}
      >
        {(answer) => (
          <OrganizationList
            organizations={answer.organizations}
            caption={`Organisations, page ${list.page} of ${pageCount}`}
          />
        )}
      </ListResults>
    </>
  );
}
