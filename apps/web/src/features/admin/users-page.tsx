import { UserRound } from 'lucide-react';
import type { AccountState } from '@grantpilot/shared/contracts/admin';
import { SelectField } from '../../components/ui/select-field';
import { ListFilters } from '../../components/ui/list-filters';
import { ListResults } from '../../components/ui/list-results';
import { ListSearch } from '../../components/ui/list-search';
import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../../lib/auth/auth-context';
import { useListInAddress } from '../../lib/use-list-in-address';
import { useAdminUsers } from './api/get-admin-users';
import {
  ADMIN_PAGE_SIZE,
  DEFAULT_ACCOUNT_LIST,
  readAccountListState,
  writeAccountListState,
} from './admin-list-params';
import { AccountList } from './components/account-list';

const STATE_LABELS: Record<AccountState, string> = {
  disabled: 'Disabled',
  verified: 'Email verified',
  unverified: 'Email not verified',
};

const countAccounts = (total: number) => `${total} ${total === 1 ? 'account' : 'accounts'}`;

/** `/admin`: every account of the installation, found by name or email; disable or enable one. */
export function AdminUsersPage() {
  const { user } = useAuth();
  const { list, show, change } = useListInAddress(readAccountListState, writeAccountListState);
  const filtered = Boolean(list.q.trim() || list.state);
  const accounts = useAdminUsers(list);
  const pageCount = accounts.data ? Math.max(1, Math.ceil(accounts.data.total / ADMIN_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader
        title="Admin Users"
        description="Everyone with an account on this installation. A disabled account cannot sign in, and its sign-ins end within seconds."
      />
      <ListFilters
        label="Find accounts"
        gridClassName="sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
        below={null}
        filtered={filtered}
        onClear={() => show(DEFAULT_ACCOUNT_LIST)}
      >
        <ListSearch
          q={list.q}
          onSearch={(q) => change({ q }, { replace: true })}
          name="Accounts"
          label="Search accounts"
          placeholder="Name or email address"
        />
        <SelectField
          label="Show"
          value={list.state}
          onChange={(event) => change({ state: event.target.value as AccountState | '' })}
        >
          <option value="">Every account</option>
          {Object.entries(STATE_LABELS).map(([state, label]) => (
            <option key={state} value={state}>
              {label}
            </option>
          ))}
        </SelectField>
      </ListFilters>
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
        filtered={filtered}
        noMatch={{
          title: 'No accounts match',
          description:
            'No account in this state has a name or email address with these words. Clear the filters to see every account.',
          clearLabel: 'Clear filters',
          onClear: () => show(DEFAULT_ACCOUNT_LIST),
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
