import { Link } from 'react-router';
import { FolderPlus } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function NewProjectPage() {
  return (
    <>
      <PageHeader title="New Project" />
      <EmptyState
        icon={FolderPlus}
        title="Projects cannot be created on this server yet"
        description="This installation does not have the projects service yet. Once it is updated, this page holds the form for a project's name, summary, status, budget and dates."
        action={
          <Button asChild variant="outline">
            <Link to={ROUTES.projects}>Back to Projects</Link>
          </Button>
        }
      />
    </>
  );
}
