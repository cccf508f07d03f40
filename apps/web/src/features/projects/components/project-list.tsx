import { Link } from 'react-router';
import { projectPath } from '@grantpilot/shared/constants';
import type { Project } from '@grantpilot/shared/contracts/projects';
import { focusRing } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { formatDateRange } from '../project-format';
import { ProjectStatusBadge } from './project-status-badge';
import { ProjectTags } from './project-tags';

const none = <span className="text-muted-foreground">—</span>;

function Budget({ project }: { project: Project }) {
  return project.budget ? <Money amount={project.budget.amount} currency={project.budget.currency} /> : none;
}

function ProjectLink({ project, className }: { project: Project; className?: string }) {
  return (
    <Link
      to={projectPath(project.id)}
      className={cn('rounded-sm font-medium text-primary underline-offset-4 hover:underline', focusRing, className)}
    >
      {project.name}
    </Link>
  );
}

/**
 * One page of projects: a table where there is room, stacked cards on a phone (a table of six
 * columns cannot be read at 360 px). Only one of the two is displayed, so only one is announced.
 */
export function ProjectList({ projects, caption }: { projects: Project[]; caption: string }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Project
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Budget
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Dates
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Lead
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Tags
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {projects.map((project) => (
            <tr key={project.id} className="align-top">
              <td className="max-w-xs px-4 py-3">
                <ProjectLink project={project} />
                {project.summary ? <p className="mt-1 line-clamp-2 text-muted-foreground">{project.summary}</p> : null}
              </td>
              <td className="px-4 py-3">
                <ProjectStatusBadge status={project.status} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Budget project={project} />
              </td>
              <td className="px-4 py-3">{formatDateRange(project.startDate, project.endDate) ?? none}</td>
              <td className="px-4 py-3">{project.lead?.name ?? none}</td>
              <td className="px-4 py-3">
                <ProjectTags tags={project.tags} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label={caption} className="divide-y divide-border md:hidden">
        {projects.map((project) => (
          <li key={project.id} className="flex flex-col gap-2 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <ProjectLink project={project} className="min-w-0 break-words" />
              <ProjectStatusBadge status={project.status} />
            </div>
            {project.summary ? <p className="line-clamp-2 text-sm text-muted-foreground">{project.summary}</p> : null}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Budget</dt>
              <dd>
                <Budget project={project} />
              </dd>
              <dt className="text-muted-foreground">Dates</dt>
              <dd>{formatDateRange(project.startDate, project.endDate) ?? none}</dd>
              <dt className="text-muted-foreground">Lead</dt>
              <dd>{project.lead?.name ?? none}</dd>
            </dl>
            {project.tags.length ? <ProjectTags tags={project.tags} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
