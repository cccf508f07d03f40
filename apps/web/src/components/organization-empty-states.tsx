import { Link } from 'react-router';
import { Building2, Lock } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * A page of an organisation's records ("projects", "applications") for a user without an
 * organisation, who starts on the dashboard. The title says what the page would have shown,
 * the text why and where to go.
 */
export function NoOrganization({ records, title = 'No organisation yet' }: { records: string; title?: string }) {
  return (
    <EmptyState
      icon={Building2}
      title={title}
      description={`${capitalised(records)} belong to an organisation. Create yours on the dashboard, or accept an invitation, and its ${records} show here.`}
      action={
        <Button asChild>
          <Link to={ROUTES.dashboard}>Go to Dashboard</Link>
        </Button>
      }
    />
  );
}

/** A viewer on a page for creating a record: why they cannot, who can change that, and the way back. */
export function ViewerCannotCreate({
  organizationName,
  records,
  listPath,
}: {
  organizationName: string;
  records: string;
  listPath: string;
}) {
  return (
    <EmptyState
      icon={Lock}
      title={`You cannot create ${records}`}
      description={`As a viewer of ${organizationName} you can read its ${records} but not create them. An admin can make you an editor.`}
      action={
        <Button asChild variant="outline">
          <Link to={listPath}>{`Back to ${capitalised(records)}`}</Link>
        </Button>
      }
    />
  );
}
