import type { ProjectDetail } from '@grantpilot/shared/contracts/projects';
import { Link } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { ApplicationTable } from '../../../components/applications/application-table';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CurrencyTotalsTable } from '../../../components/ui/currency-totals-table';

/**
 * The applications that would fund the project, with what they ask and won per currency
 * (amounts in different currencies are never added together); the same table as the
 * applications page, which stacks into cards on a phone.
 */
export function ProjectApplicationsCard({
  project,
  index,
  canCreate,
}: {
  project: ProjectDetail;
  index: number;
  /** Editors and up may start an application for the project. */
  canCreate: boolean;
}) {
  const { applications, totals } = project;
  return (
    <Card enterIndex={index} aria-labelledby="project-applications-heading">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-5 py-3">
        <h2 id="project-applications-heading" className="text-base font-semibold">
          Applications{applications.length ? ` (${applications.length})` : ''}
        </h2>
        {canCreate ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`${ROUTES.newApplication}?projectId=${encodeURIComponent(project.id)}`}>New application</Link>
          </Button>
        ) : null}
      </div>
      {applications.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground">No application is linked to this project yet.</p>
      ) : (
        <>
          <div role="region" aria-label="Applications table">
            <ApplicationTable applications={applications} caption={`Applications to fund ${project.name}`} />
          </div>
          <div className="border-t border-border">
            <CurrencyTotalsTable totals={totals} />
          </div>
        </>
      )}
    </Card>
  );
}
