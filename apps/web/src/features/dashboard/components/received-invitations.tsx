import { useState } from 'react';
import type { ReceivedInvitation } from '@grantpilot/shared/contracts/organizations';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useReceivedInvitations } from '../api/get-received-invitations';
import { invitationSentence } from './invitation-summary';

/** Pending invitations to the user's verified address; nothing at all when there are none. */
export function ReceivedInvitations({ index }: { index: number }) {
  const invitations = useReceivedInvitations();
  const pending = invitations.data?.invitations.filter(({ status }) => status === 'pending') ?? [];
  if (pending.length === 0) return null;
  return (
    <Card enterIndex={index} aria-labelledby="received-invitations-heading">
      <CardHeader>
        <CardTitle id="received-invitations-heading">Invitations for you</CardTitle>
        <CardDescription>Join an organisation that already works here.</CardDescription>
      </CardHeader>
      <ul className="divide-y divide-border p-2">
        {pending.map((invitation) => (
          <ReceivedInvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </Card>
  );
}

function ReceivedInvitationRow({ invitation }: { invitation: ReceivedInvitation }) {
  const accept = useAcceptInvitation();
  const [accepting, setAccepting] = useState(false);
  const onAccept = async () => {
    setAccepting(true);
    try {
      await accept.mutateAsync({ invitationId: invitation.id });
      toast({ title: 'Welcome aboard', description: `You joined ${invitation.organizationName}.` });
    } catch (error) {
      notifyError(error, 'Invitation Not Accepted');
    } finally {
      setAccepting(false);
    }
  };
  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="text-sm">{invitationSentence(invitation)}</p>
        <p className="text-xs text-muted-foreground">Valid until {formatDate(invitation.expiresAt)}</p>
      </div>
      <Button size="sm" onClick={onAccept} disabled={accepting}>
        {accepting ? <Spinner className="size-4" /> : null}
        Accept<span className="sr-only"> the invitation to {invitation.organizationName}</span>
      </Button>
    </li>
  );
}
