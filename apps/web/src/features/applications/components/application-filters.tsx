import { APPLICATION_STATUSES, STATUS_LABELS } from '@grantpilot/shared/application-pipeline';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxChips } from '../../../components/ui/checkbox-chips';
import { SortFields } from '../../../components/ui/sort-fields';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { useFunderChoices } from '../api/get-funder-choices';
import { useMembers } from '../../../lib/organizations/get-members';
import { peopleToChoose } from '../../../lib/organizations/people-to-choose';
import {
  APPLICATION_SORT_LABELS,
  directionLabel,
  isFiltered,
  type ApplicationListState,
} from '../application-list-params';
import { ApplicationSearch } from './application-search';
import { ProjectPicker } from './project-picker';

const none = (label: string) => <option value="">{label}</option>;

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

  // A choice from the address stays choosable (as "this funder") while the lists load or if it left them.
  const funderOptions = funders.data?.funders ?? [];
  const memberOptions = peopleToChoose(members.data?.members ?? []);

  return (
    // Raised above what follows (the board is positioned, animated cards are layers of their
    // own), so the project picker's list opens over it.
    <Card enterIndex={0} aria-label="Find applications" className="relative z-10 mb-4 flex flex-col gap-4 p-4">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <div className="md:col-span-2">
          {/* Typing replaces the address entry, so Back leaves the search rather than each word. */}
          <ApplicationSearch q={list.q} onSearch={(q) => onChange({ q }, { replace: true })} />
        </div>
        <SelectField
          label="Funder"
          value={list.funderId}
          onChange={(event) => onChange({ funderId: event.target.value })}
        >
          {none('All funders')}
          {list.funderId && !funderOptions.some(({ id }) => id === list.funderId) ? (
            <option value={list.funderId}>The chosen funder</option>
          ) : null}
          {funderOptions.map((funder) => (
            <option key={funder.id} value={funder.id}>
              {funder.name}
            </option>
          ))}
        </SelectField>
        <ProjectPicker
          // Another organisation's projects: nothing picked in the last one carries over.
          key={organizationId}
          organizationId={organizationId}
          label="Project"
          noneLabel="All projects"
          value={list.projectId}
          onChange={(project) => onChange({ projectId: project?.id ?? '' })}
        />
        <SelectField
          label="Owner"
          value={list.ownerUserId}
          onChange={(event) => onChange({ ownerUserId: event.target.value })}
        >
          {none('Anyone')}
          {list.ownerUserId && !memberOptions.some(({ userId }) => userId === list.ownerUserId) ? (
            <option value={list.ownerUserId}>The chosen owner</option>
          ) : null}
          {memberOptions.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </SelectField>
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
            labels={APPLICATION_SORT_LABELS}
            sort={list.sort}
            direction={list.direction}
            directionLabel={directionLabel}
            onChange={onChange}
          />
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        {board ? (
          <p className="text-sm text-muted-foreground">The board has a column for each status.</p>
        ) : (
          <CheckboxChips
            legend="Status"
            options={APPLICATION_STATUSES}
            labels={STATUS_LABELS}
            selected={list.statuses}
            onChange={(statuses) => onChange({ statuses })}
          />
        )}
        {isFiltered({ ...list, statuses: board ? [] : list.statuses }) ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
