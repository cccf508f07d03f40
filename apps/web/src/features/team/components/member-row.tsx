import { useId, useState } from 'react';
import type { Member, Organization } from '@grantpilot/shared/contracts/organizations';
import type { OrganizationRole } from '@grantpilot/shared/organization-roles';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { formatDate } from '../../../lib/format-date';
import { useChangeMemberRole } from '../api/change-member-role';
import { useRemoveMember } from '../api/remove-member';
import { assignableRoles, mayManageMember, roleLabel } from '../team-rules';

/** One member: who, since when, their role, and what the viewer may change about them. */
export function MemberRow({
  member,
  organization,
  isSelf,
}: {
  member: Member;
  organization: Organization;
  isSelf: boolean;
}) {
  const roleId = useId();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const changeRole = useChangeMemberRole(organization.id);
  const remove = useRemoveMember(organization.id);
  const manageable = mayManageMember(organization.role, isSelf, member.role);

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={member.name} src={member.imageUrl} />
        <div className="min-w-0">
          <p className="truncate font-medium">
            {member.name}
            {isSelf ? <span className="text-sm font-normal text-muted-foreground"> (you)</span> : null}
          </p>
          <p className="truncate text-sm text-muted-foreground">{member.email}</p>
          <p className="text-xs text-muted-foreground">Joined {formatDate(member.joinedAt)}</p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        {manageable ? (
          <>
            <label htmlFor={roleId} className="sr-only">
              Role of {member.name}
            </label>
            <Select
              id={roleId}
              className="w-32"
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) => changeRole.mutate({ member, role: event.target.value as OrganizationRole })}
            >
              {assignableRoles(organization.role).map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </Select>
            <Button variant="outline" size="sm" onClick={() => setConfirmRemove(true)}>
              Remove<span className="sr-only"> {member.name}</span>
            </Button>
          </>
        ) : (
          <Badge tone={member.role === 'owner' ? 'accent' : 'neutral'}>{roleLabel(member.role)}</Badge>
        )}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={`Remove ${member.name}?`}
        description={`${member.name} (${member.email}) loses access to ${organization.name} at once. You can invite them again later.`}
        confirmLabel="Remove member"
        destructive
        onConfirm={() => remove.mutateAsync(member)}
      />
    </li>
  );
}
