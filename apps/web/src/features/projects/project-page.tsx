import { Link, useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function ProjectPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title="Project Details" />
      <EmptyState
        icon={SearchX}
        title="Project not found"
        description={`There is no project with the id “${id ?? ''}” in your organisation.`}
        action={
          <Button asChild variant="outline">
            <Link to={ROUTES.projects}>Back to Projects</Link>
          </Button>
        }
      />
    </>
  );
}
