import type { AdminUser } from '@grantpilot/shared/contracts/admin';
import { Badge } from '../../../components/ui/badge';
import { None } from '../../../components/ui/money';
import { DataTable, type TableColumn } from '../../../components/ui/table';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { AccountActions } from './account-actions';

function columns(youUid: string | undefined): TableColumn<AdminUser>[] {
  return [
    {
      key: 'account',
      header: 'Account',
      phone: 'title',
      cell: (account) => (
        <span className="flex flex-col">
          <span className="font-medium break-words">{account.email}</span>
          {account.name ? <span className="text-muted-foreground">{account.name}</span> : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      phone: 'aside',
      cell: (account) => (
        <span className="flex flex-wrap gap-1">
          {account.disabledAt ? <Badge tone="warning">Disabled</Badge> : <Badge>Active</Badge>}
          {account.emailVerified ? <Badge tone="accent">Verified</Badge> : <Badge>Not verified</Badge>}
        </span>
      ),
    },
    {
      key: 'organizations',
      header: 'Organisations',
      cell: (account) =>
        account.organizations.length === 0 ? (
          <None />
        ) : (
          account.organizations.map((organization) => `${organization.name} (${organization.role})`).join(', ')
        ),
    },
    {
      key: 'lastSignIn',
      header: 'Last sign-in',
      cell: (account) => (account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Not recorded'),
    },
    { key: 'created', header: 'Joined', cell: (account) => formatDate(account.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (account) => <AccountActions account={account} isYou={account.uid === youUid} />,
    },
  ];
}

/** One page of the installation's accounts. */
export function AccountList({
  accounts,
  caption,
  youUid,
}: {
  accounts: AdminUser[];
  caption: string;
  youUid: string | undefined;
}) {
  return (
    <DataTable
      caption={caption}
      rows={accounts}
      rowKey={(account) => account.uid}
      columns={columns(youUid)}
      stackBelow="lg"
    />
  );
}
