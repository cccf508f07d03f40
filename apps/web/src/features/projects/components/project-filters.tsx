import type { ProjectStatus } from '@grantpilot/shared/contracts/projects';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { useProjectTags } from '../api/get-project-tags';
import {
  directionLabel,
  isFiltered,
  PROJECT_SORT_LABELS,
  type ProjectListState,
  type ProjectSort,
  type SortDirection,
} from '../project-list-params';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '../project-status';
import { ProjectSearch } from './project-search';

/** Search, status and tag filters and the order of the list; every change starts again at page 1. */
export function ProjectFilters({
  organizationId,
  list,
  onChange,
  onClear,
}: {
  organizationId: string;
  list: ProjectListState;
  onChange: (change: Partial<ProjectListState>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}) {
  const tags = useProjectTags(organizationId);
  // A tag from the address stays choosable even when no project carries it any more.
  const tagOptions = [...new Set([...(tags.data?.tags ?? []), ...(list.tag ? [list.tag] : [])])].sort();

  const toggleStatus = (status: ProjectStatus, checked: boolean) => {
    const statuses = checked ? [...list.statuses, status] : list.statuses.filter((item) => item !== status);
    onChange({ statuses: PROJECT_STATUSES.filter((item) => statuses.includes(item)) });
  };

  return (
    <Card enterIndex={0} aria-label="Find projects" className="mb-4 flex flex-col gap-4 p-4">
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
        {/* Typing replaces the address entry, so Back leaves the search rather than each word. */}
        <ProjectSearch q={list.q} onSearch={(q) => onChange({ q }, { replace: true })} />
        <SelectField label="Tag" value={list.tag} onChange={(event) => onChange({ tag: event.target.value })}>
          <option value="">All tags</option>
          {tagOptions.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sort by"
          value={list.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProjectSort })}
        >
          {Object.entries(PROJECT_SORT_LABELS).map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Order"
          value={list.direction}
          onChange={(event) => onChange({ direction: event.target.value as SortDirection })}
        >
          <option value="asc">{directionLabel(list.sort, 'asc')}</option>
          <option value="desc">{directionLabel(list.sort, 'desc')}</option>
        </SelectField>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Status</legend>
          <div className="flex flex-wrap gap-2">
            {PROJECT_STATUSES.map((status) => (
              <label
                key={status}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-input px-3 py-1 text-sm has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-primary focus-visible:outline-none"
                  checked={list.statuses.includes(status)}
                  onChange={(event) => toggleStatus(status, event.target.checked)}
                />
                {PROJECT_STATUS_LABELS[status]}
              </label>
            ))}
          </div>
        </fieldset>
        {isFiltered(list) ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
