import { useState } from 'react';
import type { Invitation, Organization } from '@grantpilot/shared/contracts/organizations';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format-date';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { roleLabel } from '../team-rules';
import { InviteForm } from './invite-form';

const STATUS_TEXT: Record<Invitation['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};

/** Admins and owners: invite by email, and follow up on what was sent. */
export function InvitationsCard({ organization, index }: { organization: Organization; index: number }) {
  const invitations = useInvitations(organization.id);
  const open = invitations.data?.invitations.filter(({ status }) => status === 'pending' || status === 'expired');
  return (
    <Card enterIndex={index} aria-labelledby="invite-heading">
      <CardHeader>
        <CardTitle id="invite-heading">Invite people</CardTitle>
        <CardDescription>They get an email with a link to join {organization.name}.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <InviteForm organization={organization} />
        <section aria-labelledby="invitations-heading">
          <h3 id="invitations-heading" className="mb-2 text-sm font-semibold">
            Open invitations
          </h3>
          {invitations.isPending ? <LoadingPanel label="Loading invitations…" /> : null}
          {invitations.isError ? <ErrorPanel error={invitations.error} onRetry={() => invitations.refetch()} /> : null}
          {open?.length === 0 ? <p className="text-sm text-muted-foreground">No open invitations.</p> : null}
          {open?.length ? (
            <ul className="divide-y divide-border rounded-md border border-border">
              {open.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} organizationId={organization.id} />
              ))}
            </ul>
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}

function InvitationRow({ invitation, organizationId }: { invitation: Invitation; organizationId: string }) {
  const resend = useResendInvitation(organizationId);
  const revoke = useRevokeInvitation(organizationId);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const expired = invitation.status === 'expired';
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{invitation.email}</p>
        <p className="text-xs text-muted-foreground">
          {roleLabel(invitation.role)} · {expired ? 'expired' : 'expires'} {formatDate(invitation.expiresAt)}
          {invitation.invitedByName ? ` · invited by ${invitation.invitedByName}` : ''}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={expired ? 'warning' : 'neutral'}>{STATUS_TEXT[invitation.status]}</Badge>
        <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate(invitation)}>
          Resend<span className="sr-only"> to {invitation.email}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirmRevoke(true)}>
          Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title="Revoke this invitation?"
        description={`The link sent to ${invitation.email} stops working. You can invite them again later.`}
        confirmLabel="Revoke invitation"
        destructive
        onConfirm={() => revoke.mutateAsync(invitation)}
      />
    </li>
  );
}
