import { RecordQuery } from '../../../components/ui/record-query';
import { ROUTES } from '@grantpilot/shared/constants';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { PageHeader } from '../../../components/ui/page-header';
import { useApplication } from '../api/get-application';
import { ApplicationActions } from './application-actions';
import { ActivityFeed } from '../../../components/activity-feed';
import { ApplicationDetailsCard } from './application-details-card';
import { BackLink } from '../../../components/ui/back-link';
import { AnalysisOrigin } from '../../../components/analyses/analysis-origin';
import { LinkedDocumentsCard } from '../../../components/documents/linked-documents-card';
import { StatusCard } from './status-card';
import { TasksCard } from './tasks-card';

/** The API answers 404 for an application of another organisation too, so neither is told apart. */
/** One application: its fields, where it is in the pipeline and how it got there, and its checklist. */
export function ApplicationView({
  organization,
  applicationId,
}: {
  organization: Organization;
  applicationId: string;
}) {
  const application = useApplication(organization.id, applicationId);
  const canEdit = roleAtLeast(organization.role, 'editor');

  return (
    <RecordQuery query={application} title="Application details" loadingLabel="Loading application…">
      {(detail) => {
        const subtitle = [detail.funder?.name, detail.programme].filter(Boolean).join(' · ');
        return (
          <>
            <BackLink to={ROUTES.applications}>All applications</BackLink>
            <PageHeader
              title={detail.title}
              description={subtitle || undefined}
              actions={<ApplicationActions organization={organization} application={detail} />}
            />
            <div className="flex flex-col gap-6">
              <AnalysisOrigin organizationId={organization.id} applicationId={detail.id} />
              <ApplicationDetailsCard application={detail} index={0} />
              <StatusCard organizationId={organization.id} application={detail} canEdit={canEdit} index={1} />
              <TasksCard organizationId={organization.id} application={detail} canEdit={canEdit} index={2} />
              <LinkedDocumentsCard
                organizationId={organization.id}
                link={{ applicationId: detail.id }}
                recordName={detail.title}
                canUpload={canEdit}
                index={3}
              />
              <ActivityFeed
                organizationId={organization.id}
                entity={{ type: 'application', id: detail.id }}
                title="Activity"
                index={4}
              />
            </div>
          </>
        );
      }}
    </RecordQuery>
  );
}
