import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type TableColumn, type TableSort } from './table';

interface Grant {
  id: string;
  title: string;
  amount: number;
  status: string;
}
const GRANTS: Grant[] = [
  { id: 'a', title: 'Ocean Sensors', amount: 300, status: 'Drafting' },
  { id: 'b', title: 'Archive Digitisation', amount: 100, status: 'Awarded' },
  { id: 'c', title: 'Clean Rivers', amount: 200, status: 'Submitted' },
];
const COLUMNS: TableColumn<Grant, 'title' | 'amount'>[] = [
  { key: 'title', header: 'Title', sortKey: 'title', phone: 'title', cell: (grant) => grant.title },
  { key: 'status', header: 'Status', phone: 'aside', cell: (grant) => grant.status },
  {
    key: 'amount',
    header: 'Amount',
    sortKey: 'amount',
    align: 'end',
    firstDirection: 'desc',
    cell: (grant) => String(grant.amount),
  },
];

/** Sorts here as a list page would ask its server to. */
function SortedGrants() {
  const [sort, setSort] = useState<TableSort<'title' | 'amount'>>({ key: 'title', direction: 'asc' });
  const rows = [...GRANTS].sort((a, b) => {
    const order = sort.key === 'title' ? a.title.localeCompare(b.title) : a.amount - b.amount;
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <DataTable
      caption="Grants"
      rows={rows}
      rowKey={(grant) => grant.id}
      columns={COLUMNS}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

const titles = () =>
  within(screen.getByRole('table', { name: 'Grants' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('sorts from the keyboard and says the order through aria-sort', async () => {
    const user = userEvent.setup();
    render(<SortedGrants />);
    const title = screen.getByRole('columnheader', { name: 'Title' });
    const amount = screen.getByRole('columnheader', { name: 'Amount' });
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    expect(amount).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
    expect(titles()).toEqual(['Archive Digitisation', 'Clean Rivers', 'Ocean Sensors']);

    // Tab to the Title header's button, Enter reverses the order.
    await user.tab();
    expect(within(title).getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(title).toHaveAttribute('aria-sort', 'descending');
    expect(titles()).toEqual(['Ocean Sensors', 'Clean Rivers', 'Archive Digitisation']);

    // Tab on to Amount; Space sorts by it, largest first as that column starts.
    await user.tab();
    expect(within(amount).getByRole('button')).toHaveFocus();
    await user.keyboard(' ');
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(title).toHaveAttribute('aria-sort', 'none');
    expect(titles()).toEqual(['Ocean Sensors', 'Clean Rivers', 'Archive Digitisation']);
    await user.keyboard('{Enter}');
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(titles()).toEqual(['Archive Digitisation', 'Clean Rivers', 'Ocean Sensors']);
  });

  it('shows each record as a card with labelled values on a phone, and only that below the breakpoint', () => {
    render(<DataTable caption="Grants" rows={GRANTS} rowKey={(grant) => grant.id} columns={COLUMNS} />);
    const table = screen.getByRole('table', { name: 'Grants' });
    const cards = screen.getByRole('list', { name: 'Grants' });
    // Tailwind's sm breakpoint (640 px): below it the cards show and the table is hidden.
    expect(table).toHaveClass('hidden', 'sm:table');
    expect(cards).toHaveClass('sm:hidden');
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0]!;
    // The title heads the card with the status beside it; the rest are labelled.
    expect(first).toHaveTextContent(/^Ocean SensorsDrafting/);
    const terms = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(first)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Amount']);
    expect(values).toEqual(['300']);
  });

  it('says when there is nothing, and while the first page loads', () => {
    const { rerender } = render(
      <DataTable
        caption="Grants"
        rows={[]}
        rowKey={(grant: Grant) => grant.id}
        columns={COLUMNS}
        empty="No grants yet."
      />,
    );
    expect(within(screen.getByRole('table')).getByRole('cell')).toHaveTextContent('No grants yet.');
    rerender(<DataTable caption="Grants" rows={[]} rowKey={(grant: Grant) => grant.id} columns={COLUMNS} loading />);
    expect(within(screen.getByRole('table')).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(screen.getByRole('table')).getByRole('cell')).toHaveAttribute('colspan', '3');
  });
});
