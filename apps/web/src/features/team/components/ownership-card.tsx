import { useId, useState } from 'react';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMembers } from '../../../lib/organizations/get-members';
import { useTransferOwnership } from '../api/transfer-ownership';

/** Owners only: hand the organisation to another member and stay on as admin. */
export function OwnershipCard({ organization, index }: { organization: Organization; index: number }) {
  const { user } = useAuth();
  const selectId = useId();
  const members = useMembers(organization.id);
  const transfer = useTransferOwnership(organization.id);
  const candidates = members.data?.members.filter((member) => member.userId !== user?.uid) ?? [];
  const [chosenId, setChosenId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const chosen = candidates.find((member) => member.userId === chosenId);

  return (
    <Card enterIndex={index} aria-labelledby="ownership-heading">
      <CardHeader>
        <CardTitle id="ownership-heading">Transfer ownership</CardTitle>
        <CardDescription>
          The new owner can do everything, including deleting the organisation. You stay on as admin.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">Invite someone first: ownership goes to another member.</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor={selectId}>New owner</Label>
              <Select id={selectId} value={chosenId} onChange={(event) => setChosenId(event.target.value)}>
                <option value="">Choose a member…</option>
                {candidates.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {member.name} ({member.email})
                  </option>
                ))}
              </Select>
            </div>
            <Button variant="outline" disabled={!chosen} onClick={() => setConfirming(true)}>
              Transfer ownership…
            </Button>
          </div>
        )}
        {chosen ? (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Make ${chosen.name} the owner?`}
            description={`${chosen.name} becomes owner of ${organization.name}; you become an admin.`}
            confirmLabel="Transfer ownership"
            onConfirm={async () => {
              await transfer.mutateAsync(chosen);
              setChosenId('');
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
