import { MailOpen } from 'lucide-react';
import { DASHBOARD_PARAMS, ROUTES } from '@grantpilot/shared/constants';
import { roleWithArticle } from '@grantpilot/shared/organization-roles';
import { peekReturnPath } from '../../../lib/auth/return-path';
import { formatDate } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/notify-error';
import { useInvitationPublicPreview } from '../../../lib/auth/get-invitation-public-preview';

/** The token of the invitation link a signed-out visitor opened (remembered as the return path). */
function rememberedInvitationToken() {
  const path = peekReturnPath();
  if (!path) return null;
  const url = new URL(path, window.location.origin);
  return url.pathname === ROUTES.dashboard ? url.searchParams.get(DASHBOARD_PARAMS.invitation) : null;
}

/**
 * On the sign-in and sign-up pages, after an invitation link was opened signed out: who invited
 * the visitor to which organisation, and that signing in (or up) leads back to accepting it.
 */
export function InvitationNotice({ action }: { action: 'sign in' | 'create an account' }) {
  const token = rememberedInvitationToken();
  return token ? <InvitationPreview token={token} action={action} /> : null;
}

function InvitationPreview({ token, action }: { token: string; action: 'sign in' | 'create an account' }) {
  const preview = useInvitationPublicPreview(token);
  const invitation = preview.data;
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
        {invitation ? (
          <>
            <p>
              {invitation.invitedByName ?? 'A colleague'} invited you to join{' '}
              <strong className="font-semibold">{invitation.organizationName}</strong> as{' '}
              {roleWithArticle(invitation.role)}.
            </p>
            <p className="text-muted-foreground">
              {action === 'sign in' ? 'Sign in' : 'Create an account'} with the address the invitation was sent to, and
              you come back to it to accept. It is valid until {formatDate(invitation.expiresAt)}.
            </p>
          </>
        ) : preview.isError ? (
          <p role="alert">{errorMessage(preview.error)}</p>
        ) : (
          <p role="status">Reading the invitation…</p>
        )}
      </div>
    </section>
  );
}
