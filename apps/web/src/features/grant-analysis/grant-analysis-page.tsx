import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { OrganizationRoute } from '../../app/guards/organization-route';
import { PageHeader } from '../../components/ui/page-header';
import { AnalysesHistory } from './components/analyses-history';
import { NewAnalysisForm } from './components/new-analysis-form';

const TITLE = 'Grant Analysis';
const DESCRIPTION =
  'AI-assisted analysis of calls for proposals: key facts with citations and how well your projects fit.';

export function GrantAnalysisPage() {
  return (
    <OrganizationRoute
      header={() => <PageHeader title={TITLE} description={DESCRIPTION} />}
      records="analyses"
      emptyTitle="No analyses yet"
    >
      {(organization) => {
        const canEdit = roleAtLeast(organization.role, 'editor');
        return (
          <>
            {canEdit ? <NewAnalysisForm organizationId={organization.id} /> : null}
            <AnalysesHistory organizationId={organization.id} canEdit={canEdit} />
          </>
        );
      }}
    </OrganizationRoute>
  );
}
