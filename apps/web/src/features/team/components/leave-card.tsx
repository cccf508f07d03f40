import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast/toast-store';
import { useLeaveOrganization } from '../api/leave-organization';

export function LeaveCard({ organization, index }: { organization: Organization; index: number }) {
  const navigate = useNavigate();
  const leave = useLeaveOrganization();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card enterIndex={index} aria-labelledby="leave-heading">
      <CardHeader>
        <CardTitle id="leave-heading">Leave organisation</CardTitle>
        <CardDescription>You lose access to {organization.name}&apos;s projects and applications.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Leave {organization.name}…
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Leave ${organization.name}?`}
          description="To come back, someone on the team has to invite you again."
          confirmLabel="Leave organisation"
          destructive
          onConfirm={async () => {
            await leave.mutateAsync(organization.id);
            toast({
              title: 'You left the organisation',
              description: `You are no longer a member of ${organization.name}.`,
            });
            await navigate(ROUTES.dashboard);
          }}
        />
      </CardContent>
    </Card>
  );
}
