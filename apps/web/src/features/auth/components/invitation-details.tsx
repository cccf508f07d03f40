import { roleWithArticle } from '@grantpilot/shared/organization-roles';
import { useInvitationPublicPreview } from '../../../lib/auth/get-invitation-public-preview';
import { formatDate } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/notify-error';
import { QueryProvider } from '../../../lib/query-provider';

interface InvitationDetailsProps {
  token: string;
  action: 'sign in' | 'create an account';
}

/** The invitation notice's text, from `GET /api/invitations/public-preview` (its own chunk). */
export function InvitationDetails(props: InvitationDetailsProps) {
  return (
    <QueryProvider>
      <Details {...props} />
    </QueryProvider>
  );
}

function Details({ token, action }: InvitationDetailsProps) {
  const preview = useInvitationPublicPreview(token);
  const invitation = preview.data;
  if (invitation) {
    return (
      <>
        <p>
          {invitation.invitedByName ?? 'A colleague'} invited you to join{' '}
          <strong className="font-semibold">{invitation.organizationName}</strong> as {roleWithArticle(invitation.role)}
          .
        </p>
        <p className="text-muted-foreground">
          {action === 'sign in' ? 'Sign in' : 'Create an account'} with the address the invitation was sent to, and you
          come back to it to accept. It is valid until {formatDate(invitation.expiresAt)}.
        </p>
      </>
    );
  }
  return preview.isError ? (
    <p role="alert">{errorMessage(preview.error)}</p>
  ) : (
    <p role="status">Reading the invitation…</p>
  );
}
