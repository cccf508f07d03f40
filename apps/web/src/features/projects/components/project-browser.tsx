import { ROUTES } from '@grantpilot/shared/constants';
import { NewRecordLink } from '../../../components/ui/new-record-link';
import { FolderKanban, SearchX } from 'lucide-react';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination, PastLastPage } from '../../../components/ui/pagination';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { useListInAddress } from '../../../lib/use-list-in-address';
import { useProjects } from '../api/get-projects';
import {
  DEFAULT_LIST_STATE,
  isFiltered,
  PROJECTS_PAGE_SIZE,
  readProjectListState,
  writeProjectListState,
} from '../project-list-params';
import { ProjectFilters } from './project-filters';
import { ProjectList } from './project-list';

function countProjects(total: number) {
  return `${total} ${total === 1 ? 'project' : 'projects'}`;
}

/** The organisation's projects: what the address asks for, one server page at a time. */
export function ProjectBrowser({ organization }: { organization: Organization }) {
  const { list, show, change } = useListInAddress(readProjectListState, writeProjectListState);
  const projects = useProjects(organization.id, list);
  const canCreate = roleAtLeast(organization.role, 'editor');

  // The order is how the reader likes to see the list, not a filter: it stays.
  const clear = () => show({ ...DEFAULT_LIST_STATE, sort: list.sort, direction: list.direction });

  const data = projects.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PROJECTS_PAGE_SIZE)) : 1;

  let results;
  if (projects.isPending) results = <LoadingPanel label="Loading projects…" />;
  else if (projects.isError) results = <ErrorPanel error={projects.error} onRetry={() => projects.refetch()} />;
  else if (data && data.total === 0 && isFiltered(list)) {
    results = (
      <EmptyState
        icon={SearchX}
        title="No projects match"
        description="No project matches these words and filters. Try other words, or clear the filters to see every project."
        action={
          <Button variant="outline" onClick={clear}>
            Clear filters
          </Button>
        }
      />
    );
  } else if (data && data.total === 0) {
    results = (
      <EmptyState
        icon={FolderKanban}
        title="No projects yet"
        description={
          canCreate
            ? 'Create a project for each piece of work you seek funding for, then link its applications to it.'
            : 'When an editor of your organisation creates a project, it shows here.'
        }
        action={canCreate ? <NewRecordLink to={ROUTES.newProject}>New Project</NewRecordLink> : undefined}
      />
    );
  } else if (data && data.projects.length === 0) {
    results = (
      <PastLastPage page={list.page} pageCount={pageCount} onGoToLast={() => show({ ...list, page: pageCount })} />
    );
  } else if (data) {
    results = (
      <Card enterIndex={1} aria-busy={projects.isPlaceholderData || undefined}>
        <div className={projects.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ProjectList
            projects={data.projects}
            caption={`Projects, page ${list.page} of ${pageCount}`}
            sort={{ key: list.sort, direction: list.direction }}
            onSortChange={({ key, direction }) => change({ sort: key, direction })}
          />
        </div>
        <div className="border-t border-border px-4 py-3">
          <Pagination
            label="Pages of projects"
            page={list.page}
            pageCount={pageCount}
            summary={countProjects(data.total)}
            onPageChange={(page) => show({ ...list, page })}
          />
        </div>
      </Card>
    );
  }

  return (
    <>
      <ProjectFilters organizationId={organization.id} list={list} onChange={change} onClear={clear} />
      {results}
    </>
  );
}
