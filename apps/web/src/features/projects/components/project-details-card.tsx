import type { Project } from '@grantpilot/shared/contracts/projects';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Detail, DetailText, NotSet } from '../../../components/ui/details';
import { Money } from '../../../components/ui/money';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { ProjectStatusBadge } from './project-status-badge';
import { ProjectTags } from './project-tags';

const none = <NotSet />;

/** The project's fields, read-only; editing happens in the dialog the page's Edit opens. */
export function ProjectDetailsCard({ project, index }: { project: Project; index: number }) {
  return (
    <Card enterIndex={index} aria-labelledby="project-details-heading">
      <CardHeader>
        <CardTitle id="project-details-heading">Details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          <Detail term="Status">
            <ProjectStatusBadge status={project.status} />
          </Detail>
          <Detail term="Lead">{project.lead?.name ?? none}</Detail>
          <Detail term="Budget">
            {project.budget ? <Money amount={project.budget.amount} currency={project.budget.currency} /> : none}
          </Detail>
          <Detail term="Tags">
            <ProjectTags tags={project.tags} />
          </Detail>
          <Detail term="Start date">{project.startDate ? formatDate(project.startDate) : none}</Detail>
          <Detail term="End date">{project.endDate ? formatDate(project.endDate) : none}</Detail>
          <Detail term="Created">
            <time dateTime={project.createdAt}>{formatDateTime(project.createdAt)}</time>
          </Detail>
          <Detail term="Last updated">
            <time dateTime={project.updatedAt}>{formatDateTime(project.updatedAt)}</time>
          </Detail>
        </dl>
        <DetailText heading="Description" text={project.description} emptyText="No description yet." />
      </CardContent>
    </Card>
  );
}
