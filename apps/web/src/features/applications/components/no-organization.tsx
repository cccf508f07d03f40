import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/**
 * Applications belong to an organisation; a user without one starts on the dashboard. The title
 * says what the page would have shown, the text why and where to go.
 */
export function NoOrganization({ title = 'No organisation yet' }: { title?: string }) {
  return (
    <EmptyState
      icon={Building2}
      title={title}
      description="Applications belong to an organisation. Create yours on the dashboard, or accept an invitation, and its applications show here."
      action={
        <Button asChild>
          <Link to={ROUTES.dashboard}>Go to Dashboard</Link>
        </Button>
      }
    />
  );
}
