import type { Project } from '@grantpilot/shared/contracts/projects';
import { DateDetail, Detail, DetailsCard, NotSet, TimeDetail } from '../../../components/ui/details';
import { MoneyOrNone } from '../../../components/ui/money';
import { ProjectStatusBadge } from './project-status-badge';
import { ProjectTags } from './project-tags';

/** The project's fields, read-only. */
export function ProjectDetailsCard({ project, index }: { project: Project; index: number }) {
  return (
    <DetailsCard
      headingId="project-details-heading"
      index={index}
      text={{ heading: 'Description', text: project.description, emptyText: 'No description yet.' }}
    >
      <Detail term="Status">
        <ProjectStatusBadge status={project.status} />
      </Detail>
      <Detail term="Lead">{project.lead?.name ?? <NotSet />}</Detail>
      <Detail term="Budget">
        {project.budget ? (
          <MoneyOrNone amount={project.budget.amount} currency={project.budget.currency} />
        ) : (
          <NotSet />
        )}
      </Detail>
      <Detail term="Tags">
        <ProjectTags tags={project.tags} />
      </Detail>
      <DateDetail term="Start date" date={project.startDate} />
      <DateDetail term="End date" date={project.endDate} />
      <TimeDetail term="Created" at={project.createdAt} />
      <TimeDetail term="Last updated" at={project.updatedAt} />
    </DetailsCard>
  );
}
