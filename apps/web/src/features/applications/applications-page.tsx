import { Link } from 'react-router';
import { FileText, Plus } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function ApplicationsPage() {
  return (
    <>
      <PageHeader title="Applications" description="Every grant application, from prospect to award." />
      <EmptyState
        icon={FileText}
        title="No applications yet"
        description="Add the calls you are applying to, with their funders and deadlines, and follow each one through the pipeline."
        action={
          <Button asChild>
            <Link to={ROUTES.newApplication}>
              <Plus aria-hidden="true" className="size-4" />
              New Application
            </Link>
          </Button>
        }
      />
    </>
  );
}
