import { RecordQuery } from '../../../components/ui/record-query';
import { ROUTES } from '@grantpilot/shared/constants';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { PageHeader } from '../../../components/ui/page-header';
import { BackLink } from '../../../components/ui/back-link';
import { LinkedDocumentsCard } from '../../../components/documents/linked-documents-card';
import { useProject } from '../api/get-project';
import { ProjectActions } from './project-actions';
import { ProjectActivityCard } from './project-activity-card';
import { ProjectApplicationsCard } from './project-applications-card';
import { ProjectDetailsCard } from './project-details-card';

/** One project: its fields, its applications with their totals, its history, and what may be done to it. */
export function ProjectView({ organization, projectId }: { organization: Organization; projectId: string }) {
  const project = useProject(organization.id, projectId);

  return (
    <RecordQuery query={project} title="Project details" loadingLabel="Loading project…">
      {(detail) => (
        <>
          <BackLink to={ROUTES.projects}>All projects</BackLink>
          <PageHeader
            title={detail.name}
            description={detail.summary ?? undefined}
            actions={<ProjectActions organization={organization} project={detail} />}
          />
          <div className="flex flex-col gap-6">
            <ProjectDetailsCard project={detail} index={0} />
            <ProjectApplicationsCard project={detail} index={1} canCreate={roleAtLeast(organization.role, 'editor')} />
            <LinkedDocumentsCard
              organizationId={organization.id}
              link={{ projectId: detail.id }}
              recordName={detail.name}
              canUpload={roleAtLeast(organization.role, 'editor')}
              index={2}
            />
            <ProjectActivityCard organizationId={organization.id} projectId={detail.id} index={3} />
          </div>
        </>
      )}
    </RecordQuery>
  );
}
