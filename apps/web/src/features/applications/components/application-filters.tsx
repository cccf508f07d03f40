import { APPLICATION_STATUSES, STATUS_LABELS } from '@grantpilot/shared/application-pipeline';
import { CheckboxChips } from '../../../components/ui/checkbox-chips';
import { SortFields } from '../../../components/ui/sort-fields';
import { shownSort, sortChoices } from '../../../lib/list-params';
import { FormField } from '../../../components/ui/form-field';
import { ChoiceFilter, ListFilters } from '../../../components/ui/list-filters';
import { ListSearch } from '../../../components/ui/list-search';
import { useFunderChoices } from '../api/get-funder-choices';
import { useMembers } from '../../../lib/organizations/get-members';
import { peopleToChoose } from '../../../lib/organizations/people-to-choose';
import {
  APPLICATION_SORT_LABELS,
  directionLabel,
  activeFilterCount,
  isFiltered,
  type ApplicationListState,
} from '../application-list-params';
import { ProjectPicker } from './project-picker';

/**
 * Search, filters and order; every change starts again at page 1. On the board the statuses are
 * its columns and each column keeps its own order, so only the other filters are offered.
 */
export function ApplicationFilters({
  organizationId,
  list,
  onChange,
  onClear,
}: {
  organizationId: string;
  list: ApplicationListState;
  onChange: (change: Partial<ApplicationListState>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}) {
  const funders = useFunderChoices(organizationId);
  const members = useMembers(organizationId);
  const board = list.view === 'board';

  const funderOptions = (funders.data?.funders ?? []).map(({ id, name }) => ({ value: id, label: name }));
  const ownerOptions = peopleToChoose(members.data?.members ?? []).map(({ userId, name }) => ({
    value: userId,
    label: name,
  }));

  return (
    // Raised above what follows (the board is positioned, animated cards are layers of their
    // own), so the project picker's list opens over it.
    <ListFilters
      label="Find applications"
      className="relative z-10"
      gridClassName="md:grid-cols-2 lg:grid-cols-4"
      filtered={isFiltered({ ...list, statuses: board ? [] : list.statuses })}
      activeFilters={activeFilterCount(list, board)}
      search={
        // Typing replaces the address entry, so Back leaves the search rather than each word.
        <ListSearch
          q={list.q}
          onSearch={(q) => onChange({ q }, { replace: true })}
          name="Applications"
          label="Search applications"
          placeholder="Title, funder, programme or reference"
        />
      }
      onClear={onClear}
      below={
        board ? (
          <p className="text-sm text-muted-foreground">The board has a column for each status.</p>
        ) : (
          <CheckboxChips
            legend="Status"
            options={APPLICATION_STATUSES}
            labels={STATUS_LABELS}
            selected={list.statuses}
            onChange={(statuses) => onChange({ statuses })}
          />
        )
      }
    >
      <ChoiceFilter
        label="Funder"
        allLabel="All funders"
        chosenLabel="The chosen funder"
        value={list.funderId}
        options={funderOptions}
        onChange={(funderId) => onChange({ funderId })}
      />
      <ProjectPicker
        // Another organisation's projects: nothing picked in the last one carries over.
        key={organizationId}
        organizationId={organizationId}
        label="Project"
        noneLabel="All projects"
        value={list.projectId}
        onChange={(project) => onChange({ projectId: project?.id ?? '' })}
      />
      <ChoiceFilter
        label="Owner"
        allLabel="Anyone"
        chosenLabel="The chosen owner"
        value={list.ownerUserId}
        options={ownerOptions}
        onChange={(ownerUserId) => onChange({ ownerUserId })}
      />
      <FormField
        label="Deadline from"
        type="date"
        value={list.deadlineFrom}
        max={list.deadlineTo || undefined}
        onChange={(event) => onChange({ deadlineFrom: event.target.value })}
      />
      <FormField
        label="Deadline to"
        type="date"
        value={list.deadlineTo}
        min={list.deadlineFrom || undefined}
        onChange={(event) => onChange({ deadlineTo: event.target.value })}
      />
      {board ? null : (
        <SortFields
          labels={sortChoices(APPLICATION_SORT_LABELS, Boolean(list.q.trim()))}
          sort={shownSort(list.sort, Boolean(list.q.trim()))}
          direction={list.direction}
          directionLabel={directionLabel}
          onChange={onChange}
        />
      )}
    </ListFilters>
  );
}
