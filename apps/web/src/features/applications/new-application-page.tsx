import { OrganizationRoute } from '../../app/guards/organization-route';
import { useNavigate, useSearchParams } from 'react-router';
import { applicationPath, ROUTES } from '@grantpilot/shared/constants';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { ViewerCannotCreate } from '../../components/organization-empty-states';
import { Card, CardContent } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast/toast-store';
import { useCreateApplication } from './api/create-application';
import { isRecordId } from '../../lib/record-id';
import { ApplicationForm } from './components/application-form';
import { browserTimeZone } from '../../lib/deadline-format';
import { defaultApplicationCurrency, emptyApplicationForm, toApplicationBody } from './schemas';

function CreateApplication({ organization }: { organization: Organization }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const create = useCreateApplication(organization.id);
  // A project's page links here with ?projectId=…, so the new application is already linked to it.
  const projectId = searchParams.get('projectId') ?? '';
  const organizationCurrency = organization.profile.annualBudget?.currency ?? null;
  const defaults = emptyApplicationForm(
    browserTimeZone(),
    user?.uid ?? '',
    isRecordId(projectId) ? projectId : '',
    defaultApplicationCurrency(null, organizationCurrency),
  );
  const me = user ? { userId: user.uid, name: user.displayName ?? user.email } : null;
  return (
    <Card enterIndex={0} aria-label="Application">
      <CardContent>
        <ApplicationForm
          organizationId={organization.id}
          mode="create"
          defaultValues={defaults}
          currentOwner={me}
          organizationCurrency={organizationCurrency}
          submitLabel="Create application"
          errorTitle="Application not created"
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
  return (
    <OrganizationRoute
      header={(organization) => (
        <PageHeader
          title="New application"
          description={`A call ${organization?.name ?? 'your organisation'} applies to, with its funder, amount and deadline.`}
        />
      )}
      records="applications"
    >
      {(organization) =>
        roleAtLeast(organization.role, 'editor') ? (
          <CreateApplication organization={organization} />
        ) : (
          <ViewerCannotCreate
            organizationName={organization.name}
            records="applications"
            listPath={ROUTES.applications}
          />
        )
      }
    </OrganizationRoute>
  );
}
