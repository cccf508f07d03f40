import { OrganizationRoute } from '../../app/guards/organization-route';
import { useNavigate } from 'react-router';
import { projectPath, ROUTES } from '@grantpilot/shared/constants';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { ViewerCannotCreate } from '../../components/organization-empty-states';
import { Card, CardContent } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../lib/toast/toast-store';
import { useCreateProject } from './api/create-project';
import { ProjectForm } from './components/project-form';
import { EMPTY_PROJECT_FORM, toProjectBody } from './schemas';

function CreateProject({ organization }: { organization: Organization }) {
  const navigate = useNavigate();
  const create = useCreateProject(organization.id);
  return (
    <Card enterIndex={0} aria-label="Project">
      <CardContent>
        <ProjectForm
          organizationId={organization.id}
          defaultValues={EMPTY_PROJECT_FORM}
          submitLabel="Create project"
          errorTitle="Project Not Created"
          onSubmit={async (values) => {
            const project = await create.mutateAsync(toProjectBody(values));
            toast({ title: 'Project created', description: `${project.name} is ready for its applications.` });
            await navigate(projectPath(project.id));
          }}
          onCancel={() => navigate(ROUTES.projects)}
        />
      </CardContent>
    </Card>
  );
}

export function NewProjectPage() {
  return (
    <OrganizationRoute
      header={(organization) => (
        <PageHeader
          title="New Project"
          description={`A piece of work ${organization?.name ?? 'your organisation'} seeks funding for.`}
        />
      )}
      records="projects"
    >
      {(organization) =>
        roleAtLeast(organization.role, 'editor') ? (
          <CreateProject organization={organization} />
        ) : (
          <ViewerCannotCreate organizationName={organization.name} records="projects" listPath={ROUTES.projects} />
        )
      }
    </OrganizationRoute>
  );
}
