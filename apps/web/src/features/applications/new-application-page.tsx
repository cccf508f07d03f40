import { Link } from 'react-router';
import { FilePlus } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function NewApplicationPage() {
  return (
    <>
      <PageHeader title="New Application" />
      <EmptyState
        icon={FilePlus}
        title="Applications cannot be created on this server yet"
        description="This installation does not have the applications service yet. Once it is updated, this page holds the form for an application's funder, call, amount and deadline."
        action={
          <Button asChild variant="outline">
            <Link to={ROUTES.applications}>Back to Applications</Link>
          </Button>
        }
      />
    </>
  );
}
