import { Link } from 'react-router';
import { FolderKanban, Plus } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function ProjectsPage() {
  return (
    <>
      <PageHeader title="Projects" description="The work your grants fund." />
      <EmptyState
        icon={FolderKanban}
        title="No projects yet"
        description="Create a project for each piece of work you seek funding for, then link its applications and documents to it."
        action={
          <Button asChild>
            <Link to={ROUTES.newProject}>
              <Plus aria-hidden="true" className="size-4" />
              New Project
            </Link>
          </Button>
        }
      />
    </>
  );
}
