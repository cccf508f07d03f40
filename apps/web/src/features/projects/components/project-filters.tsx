import { CheckboxChips } from '../../../components/ui/checkbox-chips';
import { SortFields } from '../../../components/ui/sort-fields';
import { shownSort, sortChoices } from '../../../lib/list-params';
import { SelectField } from '../../../components/ui/select-field';
import { ListFilters } from '../../../components/ui/list-filters';
import { ListSearch } from '../../../components/ui/list-search';
import { useProjectTags } from '../api/get-project-tags';
import { directionLabel, isFiltered, PROJECT_SORT_LABELS, type ProjectListState } from '../project-list-params';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '../project-status';

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
    <ListFilters
      label="Find projects"
      gridClassName="md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]"
      filtered={isFiltered(list)}
      activeFilters={(list.statuses.length ? 1 : 0) + (list.tag ? 1 : 0)}
      searchClassName=""
      search={
        // Typing replaces the address entry, so Back leaves the search rather than each word.
        <ListSearch
          q={list.q}
          onSearch={(q) => onChange({ q }, { replace: true })}
          name="Projects"
          label="Search projects"
          placeholder="Name or summary"
        />
      }
      onClear={onClear}
      below={
        <CheckboxChips
          legend="Status"
          options={PROJECT_STATUSES}
          labels={PROJECT_STATUS_LABELS}
          selected={list.statuses}
          onChange={(statuses) => onChange({ statuses })}
        />
      }
    >
      <SelectField label="Tag" value={list.tag} onChange={(event) => onChange({ tag: event.target.value })}>
        <option value="">All tags</option>
        {tagOptions.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </SelectField>
      <SortFields
        labels={sortChoices(PROJECT_SORT_LABELS, Boolean(list.q.trim()))}
        sort={shownSort(list.sort, Boolean(list.q.trim()))}
        direction={list.direction}
        directionLabel={directionLabel}
        onChange={onChange}
      />
    </ListFilters>
  );
}
