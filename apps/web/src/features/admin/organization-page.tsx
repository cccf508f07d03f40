import { useParams } from 'react-router';
import type { AdminOrganizationDetail } from '@grantpilot/shared/contracts/admin';
import { ROUTES } from '@grantpilot/shared/constants';
import { BackLink } from '../../components/ui/back-link';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Detail } from '../../components/ui/details';
import { PageHeader } from '../../components/ui/page-header';
import { RecordQuery } from '../../components/ui/record-query';
import { DataTable, type TableColumn } from '../../components/ui/table';
import { formatBytes } from '../../lib/documents/document-format';
import { formatDate } from '../../lib/format-date';
import { useAdminOrganization } from './api/get-admin-organization';

type Member = AdminOrganizationDetail['members'][number];

const MEMBER_COLUMNS: TableColumn<Member>[] = [
  {
    key: 'member',
    header: 'Member',
    phone: 'title',
    cell: (member) => (
      <span className="flex flex-col">
        <span className="font-medium break-words">{member.email}</span>
        {member.name ? <span className="text-muted-foreground">{member.name}</span> : null}
      </span>
    ),
  },
  {
    key: 'role',
    header: 'Role',
    phone: 'aside',
    cell: (member) => <Badge className="capitalize">{member.role}</Badge>,
  },
  {
    key: 'account',
    header: 'Account',
    cell: (member) => (member.disabledAt ? <Badge tone="warning">Disabled</Badge> : 'Active'),
  },
  { key: 'joined', header: 'Joined', cell: (member) => formatDate(member.joinedAt) },
];

function OrganizationDetails({ organization }: { organization: AdminOrganizationDetail }) {
  return (
    <>
      <BackLink to={ROUTES.adminOrganizations}>All organisations</BackLink>
      <PageHeader title={organization.name} description={`Created ${formatDate(organization.createdAt)}`} />
      <div className="flex flex-col gap-4">
        <Card enterIndex={0}>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              <Detail term="Members">{organization.memberCount}</Detail>
              <Detail term="Documents">{organization.documentCount}</Detail>
              <Detail term="Storage used">{formatBytes(organization.storageBytes)}</Detail>
            </dl>
          </CardContent>
        </Card>
        <Card enterIndex={1}>
          <CardHeader>
            <CardTitle>Members</CardTitle>
          </CardHeader>
          <CardContent>
            <DataTable
              caption={`Members of ${organization.name}`}
              rows={organization.members}
              rowKey={(member) => member.uid}
              columns={MEMBER_COLUMNS}
            />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** `/admin/organizations/:organizationId`: one organisation's figures and members. */
export function AdminOrganizationPage() {
  const { organizationId = '' } = useParams();
  const organization = useAdminOrganization(organizationId);
  return (
    <RecordQuery query={organization} title="Organisation" loadingLabel="Loading the organisation…">
      {(record) => <OrganizationDetails organization={record} />}
    </RecordQuery>
  );
}
