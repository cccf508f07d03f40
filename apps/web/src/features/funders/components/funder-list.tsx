import { Link } from 'react-router';
import { funderPath } from '@grantpilot/shared/constants';
import type { FunderStats, FunderSummary } from '@grantpilot/shared/contracts/funders';
import { cn } from '../../../lib/cn';
import { linkStyle } from '../../../components/ui/button';
import { None } from '../../../components/ui/money';
import { DataTable, type TableColumn } from '../../../components/ui/table';

/** "67% (2 of 3 decided)", or what stands before any decision. */
export function successRateText(stats: Pick<FunderStats, 'successRate' | 'awarded' | 'decided'>) {
  if (stats.successRate === null) return 'No decision yet';
  return `${stats.successRate}% (${stats.awarded} of ${stats.decided} decided)`;
}

const COLUMNS: TableColumn<FunderSummary>[] = [
  {
    key: 'name',
    header: 'Funder',
    phone: 'title',
    cell: (funder) => (
      <Link to={funderPath(funder.id)} className={cn(linkStyle, 'font-medium')}>
        {funder.name}
      </Link>
    ),
  },
  { key: 'contact', header: 'Contact person', cell: (funder) => funder.contactPerson ?? <None /> },
  { key: 'applications', header: 'Applications', align: 'end', cell: (funder) => funder.stats.applications },
  { key: 'awarded', header: 'Awarded', align: 'end', cell: (funder) => funder.stats.awarded },
  { key: 'successRate', header: 'Success rate', cell: (funder) => successRateText(funder.stats) },
];

/** One page of funders with how the organisation has fared with each. */
export function FunderList({ funders, caption }: { funders: FunderSummary[]; caption: string }) {
  return <DataTable caption={caption} rows={funders} rowKey={(funder) => funder.id} columns={COLUMNS} />;
}
