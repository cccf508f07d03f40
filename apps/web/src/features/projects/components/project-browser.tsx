import { ListResults } from '../../../components/ui/list-results';
import { ROUTES } from '@grantpilot/shared/constants';
import { NewRecordLink } from '../../../components/ui/new-record-link';
import { FolderKanban } from 'lucide-react';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { useListInAddress } from '../../../lib/use-list-in-address';
import { useProjects } from '../api/get-projects';
import {
  countProjects,
  DEFAULT_LIST_STATE,
  isFiltered,
  projectPageCount,
  readProjectListState,
  writeProjectListState,
} from '../project-list-params';
import { ProjectFilters } from './project-filters';
import { ProjectList } from './project-list';

/** The organisation's projects: what the address asks for, one server page at a time. */
export function ProjectBrowser({ organization }: { organization: Organization }) {
  const { list, show, change } = useListInAddress(readProjectListState, writeProjectListState);
  const projects = useProjects(organization.id, list);
  const canCreate = roleAtLeast(organization.role, 'editor');

  // The order is how the reader likes to see the list, not a filter: it stays.
  const clear = () => show({ ...DEFAULT_LIST_STATE, sort: list.sort, direction: list.direction });

  const data = projects.data;
  const pageCount = data ? projectPageCount(data, list.page) : 1;

  const results = (
    <ListResults
      query={projects}
      loadingLabel="Loading projects…"
      total={(answer) => answer.total}
      shown={(answer) => answer.projects.length}
      page={list.page}
      pageCount={pageCount}
      onPageChange={(page) => show({ ...list, page })}
      pagesLabel="Pages of projects"
      summary={(answer) => countProjects(answer.total, answer.totalExact)}
      filtered={isFiltered(list)}
      noMatch={{
        title: 'No projects match',
        description:
          'No project matches these words and filters. Try other words, or clear the filters to see every project.',
        clearLabel: 'Clear filters',
        onClear: clear,
      }}
      empty={{
        icon: FolderKanban,
        title: 'No projects yet',
        description: canCreate
          ? 'Create a project for each piece of work you seek funding for, then link its applications to it.'
          : 'When an editor of your organisation creates a project, it shows here.',
        action: canCreate ? <NewRecordLink to={ROUTES.newProject}>New Project</NewRecordLink> : undefined,
      }}
    >
      {(answer) => (
        <ProjectList
          projects={answer.projects}
          caption={`Projects, page ${list.page} of ${pageCount}`}
          sort={{ key: list.sort, direction: list.direction }}
          onSortChange={({ key, direction }) => change({ sort: key, direction })}
        />
      )}
    </ListResults>
  );

  return (
    <>
      <ProjectFilters organizationId={organization.id} list={list} onChange={change} onClear={clear} />
      {results}
    </>
  );
}
