import { useState } from 'react';
import { BadgeCheck, MailWarning } from 'lucide-react';
import type { AppUser } from '../../../lib/auth/app-user';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { toast } from '../../../lib/toast/toast-store';

export function EmailSection({ user, index }: { user: AppUser; index: number }) {
  const { sendEmailVerification } = useAuth();
  const [sending, setSending] = useState(false);

  const resend = () => {
    setSending(true);
    sendEmailVerification()
      .then(() => toast({ title: 'Verification email sent', description: `Check ${user.email} for the link.` }))
      .catch(() => undefined)
      .finally(() => setSending(false));
  };

  return (
    <Card enterIndex={index} aria-labelledby="email-heading">
      <CardHeader>
        <CardTitle id="email-heading">Email address</CardTitle>
        <CardDescription>You sign in with this address; reminders and replies go to it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium break-all">{user.email}</p>
          {user.emailVerified ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-success">
              <BadgeCheck aria-hidden="true" className="size-4" /> Verified
            </p>
          ) : (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
              <MailWarning aria-hidden="true" className="size-4" /> Not verified yet
            </p>
          )}
        </div>
        {user.emailVerified ? null : (
          <Button variant="outline" disabled={sending} onClick={resend}>
            {sending ? <Spinner className="size-4" /> : null}
            Resend verification email
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
