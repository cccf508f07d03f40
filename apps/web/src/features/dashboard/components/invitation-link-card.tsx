import { useState } from 'react';
import { MailOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingPanel } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { useInvitationPublicPreview } from '../../../lib/auth/get-invitation-public-preview';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/preview-invitation';
import { CLOSED_INVITATION_TEXT, invitationSentence } from './invitation-summary';

/** A definite answer about the link itself (bad, unknown, closed), not a passing failure. */
const isAboutTheLink = (error: unknown) => error instanceof ApiError && [400, 404, 409].includes(error.status);

/**
 * The invitation an emailed link points at (`/dashboard?invitation=…`): what it is, and a way
 * to accept it. A link that no longer works, or was sent to another address, says so.
 *
 * What it is and the Accept button come from the public preview, which needs no ID token: just
 * after sign-up the signed-in preview could fail for want of one (a 401 is not retried once the
 * retries are spent), which left the card without its button. The signed-in preview adds what
 * only the invitee may see (the invited address, so another account is told before accepting).
 */
export function InvitationLinkCard({ token, onDone }: { token: string; onDone: () => void }) {
  const { user } = useAuth();
  const summary = useInvitationPublicPreview(token);
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const invitation = preview.data ?? (summary.data ? { ...summary.data, status: 'pending' as const } : undefined);

  const onAccept = async () => {
    setRefusal(null);
    try {
      await accept.mutateAsync({ token });
      toast({
        title: 'Welcome aboard',
        description: `You joined ${invitation?.organizationName ?? 'the organisation'}.`,
      });
      onDone();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  const otherAddress = preview.data && user && preview.data.email !== user.email.toLowerCase();
  const linkError = [summary.error, preview.error].find(isAboutTheLink);
  const problem =
    refusal ??
    (linkError ? errorMessage(linkError) : null) ??
    (!invitation && summary.isError ? errorMessage(summary.error) : null) ??
    (invitation && invitation.status !== 'pending' ? CLOSED_INVITATION_TEXT[invitation.status] : null) ??
    (otherAddress
      ? `This invitation was sent to ${preview.data.email}, but you are signed in as ${user.email}. Sign in with the invited address to accept it.`
      : null);

  return (
    <Card enterIndex={0} aria-labelledby="invitation-link-heading" className="mb-6 border-primary">
      <CardHeader>
        <CardTitle id="invitation-link-heading" className="flex items-center gap-2">
          <MailOpen aria-hidden="true" className="size-5 text-primary" />
          Invitation
        </CardTitle>
        {invitation ? <CardDescription>{invitationSentence(invitation)}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!invitation && summary.isPending ? <LoadingPanel label="Reading the invitation…" /> : null}
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {invitation?.status === 'pending' && !otherAddress && !linkError ? (
            <Button onClick={onAccept} disabled={accept.isPending}>
              {accept.isPending ? <Spinner className="size-4" /> : null}
              Accept invitation
            </Button>
          ) : null}
          <Button variant="outline" onClick={onDone}>
            {invitation?.status === 'pending' && !otherAddress ? 'Not now' : 'Dismiss'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
