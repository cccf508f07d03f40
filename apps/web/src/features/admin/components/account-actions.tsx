import { useState } from 'react';
import type { AdminUser } from '@grantpilot/shared/contracts/admin';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useDisableAccount } from '../api/disable-account';
import { useEnableAccount } from '../api/enable-account';

/** Disable (after asking) or enable an account; your own cannot be disabled. */
export function AccountActions({ account, isYou }: { account: AdminUser; isYou: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const disable = useDisableAccount();
  const enable = useEnableAccount();
  const who = account.name.trim() || account.email;

  if (account.disabledAt) {
    return (
      <Button
        variant="outline"
        size="sm"
        aria-label={`Enable ${who}`}
        disabled={enable.isPending}
        onClick={() =>
          enable.mutate(account.uid, {
            onSuccess: () => toast({ title: 'Account enabled', description: `${account.email} can sign in again.` }),
            onError: (error) => notifyError(error),
          })
        }
      >
        Enable
      </Button>
    );
  }
  if (isYou) return <span className="text-sm text-muted-foreground">You</span>;
  return (
    <>
      <Button variant="outline" size="sm" aria-label={`Disable ${who}`} onClick={() => setConfirming(true)}>
        Disable
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disable ${who}?`}
        description={`${account.email} is signed out everywhere within seconds and cannot sign in until the account is enabled again. Their organisations and work stay as they are.`}
        confirmLabel="Disable account"
        destructive
        onConfirm={async () => {
          await disable.mutateAsync(account.uid);
          toast({ title: 'Account disabled', description: `${account.email} can no longer sign in.` });
        }}
      />
    </>
  );
}
