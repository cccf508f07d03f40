import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxChips } from '../../../components/ui/checkbox-chips';
import { SortFields } from '../../../components/ui/sort-fields';
import { SelectField } from '../../../components/ui/form-field';
import { useProjectTags } from '../api/get-project-tags';
import { directionLabel, isFiltered, PROJECT_SORT_LABELS, type ProjectListState } from '../project-list-params';
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
        <SortFields
          labels={PROJECT_SORT_LABELS}
          sort={list.sort}
          direction={list.direction}
          directionLabel={directionLabel}
          onChange={onChange}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <CheckboxChips
          legend="Status"
          options={PROJECT_STATUSES}
          labels={PROJECT_STATUS_LABELS}
          selected={list.statuses}
          onChange={(statuses) => onChange({ statuses })}
        />
        {isFiltered(list) ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
