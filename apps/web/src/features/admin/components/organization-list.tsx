import { Link } from 'react-router';
import type { AdminOrganization } from '@grantpilot/shared/contracts/admin';
import { adminOrganizationPath } from '@grantpilot/shared/constants';
import { linkStyle } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { None } from '../../../components/ui/money';
import { DataTable, type TableColumn } from '../../../components/ui/table';
import { formatBytes } from '../../../lib/documents/document-format';
import { formatDate } from '../../../lib/format-date';

const COLUMNS: TableColumn<AdminOrganization>[] = [
  {
    key: 'name',
    header: 'Organisation',
    phone: 'title',
    cell: (organization) => (
      <Link to={adminOrganizationPath(organization.id)} className={cn(linkStyle, 'font-medium')}>
        {organization.name}
      </Link>
    ),
  },
  {
    key: 'owners',
    header: 'Owners',
    cell: (organization) =>
      organization.owners.length === 0 ? <None /> : <span className="break-all">{organization.owners.join(', ')}</span>,
  },
  { key: 'members', header: 'Members', align: 'end', cell: (organization) => organization.memberCount },
  { key: 'documents', header: 'Documents', align: 'end', cell: (organization) => organization.documentCount },
  {
    key: 'storage',
    header: 'Storage used',
    align: 'end',
    cell: (organization) => formatBytes(organization.storageBytes),
  },
  { key: 'created', header: 'Created', cell: (organization) => formatDate(organization.createdAt) },
];

/** One page of the installation's organisations. */
export function OrganizationList({ organizations, caption }: { organizations: AdminOrganization[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      rows={organizations}
      rowKey={(organization) => organization.id}
      columns={COLUMNS}
      stackBelow="md"
    />
  );
}
