import { MailOpen } from 'lucide-react';
import { roleWithArticle } from '@grantpilot/shared/organization-roles';
import { useInvitationPublicPreview } from '../../../lib/auth/get-invitation-public-preview';
import { formatDate } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/notify-error';
import { QueryProvider } from '../../../lib/query-provider';

interface InvitationDetailsProps {
  token: string;
  action: 'sign in' | 'create an account';
}

/**
 * The invitation notice on the sign-in pages (invitation-notice.tsx), its text from
 * `GET /api/invitations/public-preview` (its own chunk).
 */
export function InvitationNoticeCard(props: InvitationDetailsProps) {
  return (
    <section
      aria-labelledby="invitation-notice-heading"
      className="mb-6 flex gap-3 rounded-md border border-primary/60 bg-primary/5 p-3 text-sm"
    >
      <MailOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="flex flex-col gap-1">
        <h2 id="invitation-notice-heading" className="font-semibold">
          You have an invitation
        </h2>
        <QueryProvider>
          <Details {...props} />
        </QueryProvider>
      </div>
    </section>
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
