import { lazy, Suspense } from 'react';
import { DASHBOARD_PARAMS, ROUTES } from '@grantpilot/shared/constants';
import { peekReturnPath } from '../../../lib/auth/return-path';
import { useHydrated } from '../../../lib/use-hydrated';

/*
 * Reads the invitation through the query client, which the sign-in pages do not load otherwise;
 * the notice's frame comes with it too, for its icon is one the signed-in chunk holds (the
 * dashboard's invitation card), which the sign-in pages do not load either (decision 049).
 */
const InvitationNoticeCard = lazy(() =>
  import('./invitation-details').then((m) => ({ default: m.InvitationNoticeCard })),
);

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
    <Suspense fallback={null}>
      <InvitationNoticeCard token={token} action={action} />
    </Suspense>
  );
}
