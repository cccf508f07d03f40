import { useNavigate, useSearchParams } from 'react-router';
import { applicationPath, ROUTES } from '@grantpilot/shared/constants';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { NoOrganization, ViewerCannotCreate } from '../../components/organization-empty-states';
import { Card, CardContent } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorPanel, LoadingPanel } from '../../components/ui/query-state';
import { useAuth } from '../../lib/auth/auth-context';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';
import { toast } from '../../lib/toast/toast-store';
import { useCreateApplication } from './api/create-application';
import { isRecordId } from './record-id';
import { ApplicationForm } from './components/application-form';
import { browserTimeZone } from '../../lib/deadline-format';
import { emptyApplicationForm, toApplicationBody } from './schemas';

function CreateApplication({ organization }: { organization: Organization }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const create = useCreateApplication(organization.id);
  // A project's page links here with ?projectId=…, so the new application is already linked to it.
  const projectId = searchParams.get('projectId') ?? '';
  const defaults = emptyApplicationForm(browserTimeZone(), user?.uid ?? '', isRecordId(projectId) ? projectId : '');
  const me = user ? { userId: user.uid, name: user.displayName ?? user.email } : null;
  return (
    <Card enterIndex={0} aria-label="Application">
      <CardContent>
        <ApplicationForm
          organizationId={organization.id}
          mode="create"
          defaultValues={defaults}
          currentOwner={me}
          submitLabel="Create application"
          errorTitle="Application Not Created"
          onSubmit={async (values, _dirty, funders) => {
            const application = await create.mutateAsync(toApplicationBody(values, funders));
            toast({ title: 'Application created', description: `${application.title} is in the pipeline.` });
            await navigate(applicationPath(application.id));
          }}
          onCancel={() => navigate(ROUTES.applications)}
        />
      </CardContent>
    </Card>
  );
}

export function NewApplicationPage() {
  const { organization, isPending, isError, error, refetch } = useActiveOrganization();
  const description = organization
    ? `A call ${organization.name} applies to, with its funder, amount and deadline.`
    : 'A call your organisation applies to, with its funder, amount and deadline.';
  return (
    <>
      <PageHeader title="New Application" description={description} />
      {isPending ? <LoadingPanel /> : null}
      {isError ? <ErrorPanel error={error} onRetry={() => refetch()} /> : null}
      {!isPending && !isError && !organization ? <NoOrganization records="applications" /> : null}
      {organization && !roleAtLeast(organization.role, 'editor') ? (
        <ViewerCannotCreate
          organizationName={organization.name}
          records="applications"
          listPath={ROUTES.applications}
        />
      ) : null}
      {organization && roleAtLeast(organization.role, 'editor') ? (
        <CreateApplication organization={organization} />
      ) : null}
    </>
  );
}
