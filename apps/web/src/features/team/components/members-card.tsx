import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { Card } from '../../../components/ui/card';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMembers } from '../../../lib/organizations/get-members';
import { MemberRow } from './member-row';

export function MembersCard({ organization, index }: { organization: Organization; index: number }) {
  const { user } = useAuth();
  const members = useMembers(organization.id);
  const count = members.data?.members.length;
  return (
    <Card enterIndex={index} aria-labelledby="members-heading">
      <h2 id="members-heading" className="border-b border-border px-5 py-3 text-sm font-semibold">
        Members{count !== undefined ? ` (${count})` : ''}
      </h2>
      {members.isPending ? <LoadingPanel label="Loading members…" /> : null}
      {members.isError ? <ErrorPanel error={members.error} onRetry={() => members.refetch()} /> : null}
      {members.data ? (
        <ul className="divide-y divide-border">
          {members.data.members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              organization={organization}
              isSelf={member.userId === user?.uid}
            />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
