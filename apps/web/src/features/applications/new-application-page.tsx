import { Link, useNavigate, useSearchParams } from 'react-router';
import { Lock } from 'lucide-react';
import { applicationPath, ROUTES } from '@grantpilot/shared/constants';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorPanel, LoadingPanel } from '../../components/ui/query-state';
import { useAuth } from '../../lib/auth/auth-context';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';
import { toast } from '../../lib/toast/toast-store';
import { useCreateApplication } from './api/create-application';
import { isRecordId } from './record-id';
import { ApplicationForm } from './components/application-form';
import { NoOrganization } from './components/no-organization';
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
      {!isPending && !isError && !organization ? <NoOrganization /> : null}
      {organization && !roleAtLeast(organization.role, 'editor') ? (
        <EmptyState
          icon={Lock}
          title="You cannot create applications"
          description={`As a viewer of ${organization.name} you can read its applications but not create them. An admin can make you an editor.`}
          action={
            <Button asChild variant="outline">
              <Link to={ROUTES.applications}>Back to Applications</Link>
            </Button>
          }
        />
      ) : null}
      {organization && roleAtLeast(organization.role, 'editor') ? (
        <CreateApplication organization={organization} />
      ) : null}
    </>
  );
}
