import { UserRound } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { ListResults } from '../../components/ui/list-results';
import { ListSearch } from '../../components/ui/list-search';
import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../../lib/auth/auth-context';
import { useListInAddress } from '../../lib/use-list-in-address';
import { useAdminUsers } from './api/get-admin-users';
import { ADMIN_PAGE_SIZE, DEFAULT_ADMIN_LIST, readAdminListState, writeAdminListState } from './admin-list-params';
import { AccountList } from './components/account-list';

const countAccounts = (total: number) => `${total} ${total === 1 ? 'account' : 'accounts'}`;

/** `/admin`: every account of the installation, found by name or email; disable or enable one. */
export function AdminUsersPage() {
  const { user } = useAuth();
  const { list, show, change } = useListInAddress(readAdminListState, writeAdminListState);
  const accounts = useAdminUsers(list);
  const pageCount = accounts.data ? Math.max(1, Math.ceil(accounts.data.total / ADMIN_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader
        title="Admin Users"
        description="Everyone with an account on this installation. A disabled account cannot sign in, and its sign-ins end within seconds."
      />
      <Card enterIndex={0} aria-label="Find accounts" className="mb-4 p-4">
        <ListSearch
          q={list.q}
          onSearch={(q) => change({ q }, { replace: true })}
          name="Accounts"
          label="Search accounts"
          placeholder="Name or email address"
        />
      </Card>
      <ListResults
        query={accounts}
        loadingLabel="Loading accounts…"
        total={(answer) => answer.total}
        shown={(answer) => answer.users.length}
        page={list.page}
        pageCount={pageCount}
        onPageChange={(page) => show({ ...list, page })}
        pagesLabel="Pages of accounts"
        summary={(answer) => countAccounts(answer.total)}
        filtered={Boolean(list.q.trim())}
        noMatch={{
          title: 'No accounts match',
          description: 'No name or email address contains these words. Try others, or clear the search.',
          clearLabel: 'Clear search',
          onClear: () => show(DEFAULT_ADMIN_LIST),
        }}
        empty={{ icon: UserRound, title: 'No accounts yet', description: 'Accounts show here once people sign up.' }}
      >
        {(answer) => (
          <AccountList
            accounts={answer.users}
            caption={`Accounts, page ${list.page} of ${pageCount}`}
            youUid={user?.uid}
          />
        )}
      </ListResults>
    </>
  );
}
