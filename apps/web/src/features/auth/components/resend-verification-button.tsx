import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { toast } from '../../../lib/toast/toast-store';

export function ResendVerificationButton() {
  const { sendEmailVerification } = useAuth();
  const [sending, setSending] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={sending}
      onClick={() => {
        setSending(true);
        sendEmailVerification()
          .then(() => toast({ title: 'Verification email sent', description: 'Check your inbox for the link.' }))
          .catch(() => undefined)
          .finally(() => setSending(false));
      }}
    >
      {sending ? <Spinner className="size-4" /> : null}
      Resend verification email
    </Button>
  );
}
