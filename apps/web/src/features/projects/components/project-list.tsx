import { Link } from 'react-router';
import { projectPath } from '@grantpilot/shared/constants';
import type { Project } from '@grantpilot/shared/contracts/projects';
import { linkStyle } from '../../../components/ui/button';
import { MoneyOrNone, None } from '../../../components/ui/money';
import { DataTable, type TableColumn, type TableSort } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatDateRange } from '../project-format';
import type { ProjectSort } from '../project-list-params';
import { ProjectStatusBadge } from './project-status-badge';
import { ProjectTags } from './project-tags';

const COLUMNS: TableColumn<Project, ProjectSort>[] = [
  {
    key: 'project',
    header: 'Project',
    sortKey: 'name',
    phone: 'title',
    className: 'max-w-xs',
    cell: (project) => (
      <>
        <Link to={projectPath(project.id)} className={cn(linkStyle, 'font-medium')}>
          {project.name}
        </Link>
        {project.summary ? <p className="mt-1 line-clamp-2 text-muted-foreground">{project.summary}</p> : null}
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    phone: 'aside',
    cell: (project) => <ProjectStatusBadge status={project.status} />,
  },
  {
    key: 'budget',
    header: 'Budget',
    align: 'end',
    cell: (project) => (
      <MoneyOrNone amount={project.budget?.amount ?? null} currency={project.budget?.currency ?? ''} />
    ),
  },
  {
    key: 'dates',
    header: 'Dates',
    sortKey: 'startDate',
    cell: (project) => formatDateRange(project.startDate, project.endDate) ?? <None />,
  },
  { key: 'lead', header: 'Lead', cell: (project) => project.lead?.name ?? <None /> },
  {
    key: 'tags',
    header: 'Tags',
    phone: 'full',
    phoneWhen: (project) => project.tags.length > 0,
    cell: (project) => <ProjectTags tags={project.tags} />,
  },
];

/** One page of projects: a table where there is room, a card per project on a phone. */
export function ProjectList({
  projects,
  caption,
  sort,
  onSortChange,
}: {
  projects: Project[];
  caption: string;
  sort: TableSort<ProjectSort>;
  onSortChange: (sort: TableSort<ProjectSort>) => void;
}) {
  return (
    <DataTable
      caption={caption}
      rows={projects}
      rowKey={(project) => project.id}
      columns={COLUMNS}
      stackBelow="md"
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
