import { lazy, Suspense } from 'react';
import { MailOpen } from 'lucide-react';
import { DASHBOARD_PARAMS, ROUTES } from '@grantpilot/shared/constants';
import { peekReturnPath } from '../../../lib/auth/return-path';
import { useHydrated } from '../../../lib/use-hydrated';

// Reads the invitation through the query client, which the sign-in pages do not load otherwise.
const InvitationDetails = lazy(() => import('./invitation-details').then((m) => ({ default: m.InvitationDetails })));

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
  // Read from storage, which the prerendered page (decision 041) cannot know: after hydration.
  const hydrated = useHydrated();
  const token = hydrated ? rememberedInvitationToken() : null;
  if (!token) return null;
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
        <Suspense fallback={<p role="status">Reading the invitation…</p>}>
          <InvitationDetails token={token} action={action} />
        </Suspense>
      </div>
    </section>
  );
}
