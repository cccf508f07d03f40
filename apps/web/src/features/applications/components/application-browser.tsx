import { ListResults } from '../../../components/ui/list-results';
import { ROUTES } from '@grantpilot/shared/constants';
import { NewRecordLink } from '../../../components/ui/new-record-link';
import { FileText } from 'lucide-react';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { useListInAddress } from '../../../lib/use-list-in-address';
import { useApplicationTotals } from '../api/get-application-totals';
import { useApplications } from '../api/get-applications';
import {
  clearedListState,
  countApplications,
  isFiltered,
  pageCountOf,
  readApplicationListState,
  writeApplicationListState,
  type ApplicationListState,
} from '../application-list-params';
import { ApplicationBoard } from './application-board';
import { ApplicationFilters } from './application-filters';
import { ApplicationTable } from '../../../components/applications/application-table';
import { CurrencyTotalsTable } from '../../../components/ui/currency-totals-table';
import { ExportButton } from './export-button';
import { ImportDialog } from './import-dialog';
import { ViewSwitch } from './view-switch';

/** The table: one server page of the filtered applications, then what they add up to per currency. */
function ApplicationTableView({
  organization,
  list,
  show,
  clear,
}: {
  organization: Organization;
  list: ApplicationListState;
  show: (list: ApplicationListState) => void;
  clear: () => void;
}) {
  const applications = useApplications(organization.id, list);
  const totals = useApplicationTotals(organization.id, list);
  const canCreate = roleAtLeast(organization.role, 'editor');

  const pageCount = applications.data ? pageCountOf(applications.data, list.page) : 1;
  return (
    <ListResults
      query={applications}
      loadingLabel="Loading applications…"
      total={(answer) => answer.total}
      shown={(answer) => answer.applications.length}
      page={list.page}
      pageCount={pageCount}
      onPageChange={(page) => show({ ...list, page })}
      pagesLabel="Pages of applications"
      summary={(answer) => countApplications(answer.total, answer.totalExact)}
      filtered={isFiltered(list)}
      noMatch={{
        title: 'No applications match',
        description:
          'No application matches these words and filters. Try others, or clear the filters to see every application.',
        clearLabel: 'Clear filters',
        onClear: clear,
      }}
      empty={{
        icon: FileText,
        title: 'No applications yet',
        description: canCreate
          ? 'Add the calls you apply to, with their funders and deadlines, or import them from a CSV file, and follow each one through the pipeline.'
          : 'When an editor of your organisation adds an application, it shows here.',
        action: canCreate ? <NewRecordLink to={ROUTES.newApplication}>New application</NewRecordLink> : undefined,
      }}
      after={
        totals.data?.totals.length ? (
          <div className="border-t border-border pb-2">
            <CurrencyTotalsTable totals={totals.data.totals} caption="Totals per currency for these applications" />
          </div>
        ) : null
      }
    >
      {(answer) => (
        <ApplicationTable
          applications={answer.applications}
          caption={`Applications, page ${list.page} of ${pageCount}`}
          sort={{ key: list.sort, direction: list.direction }}
          onSortChange={({ key, direction }) => show({ ...list, page: 1, sort: key, direction })}
        />
      )}
    </ListResults>
  );
}

/** The organisation's applications as the address asks: a table or a board, searched and filtered. */
export function ApplicationBrowser({ organization }: { organization: Organization }) {
  const { list, show, change } = useListInAddress(readApplicationListState, writeApplicationListState);
  const canEdit = roleAtLeast(organization.role, 'editor');
  const clear = () => show(clearedListState(list));

  return (
    <>
      <ApplicationFilters organizationId={organization.id} list={list} onChange={change} onClear={clear} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ViewSwitch list={list} />
        <div className="flex flex-wrap gap-2">
          {list.view === 'table' ? <ExportButton organizationId={organization.id} list={list} /> : null}
          {canEdit ? <ImportDialog organizationId={organization.id} /> : null}
        </div>
      </div>
      {list.view === 'board' ? (
        <ApplicationBoard organization={organization} list={list} />
      ) : (
        <ApplicationTableView organization={organization} list={list} show={show} clear={clear} />
      )}
    </>
  );
}
