import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@grantpilot/shared/contracts/dashboard';
import { formatMoney } from '@grantpilot/shared/money';
import { KeyFigures } from './key-figures';

const dashboard: Dashboard = {
  activeProjects: 3,
  openApplications: 4,
  requested: [{ currency: 'EUR', amount: '1234567.00' }],
  awarded: [{ currency: 'EUR', amount: '1234567.00' }],
  decided: 2,
  awardedCount: 1,
  successRate: 50,
  nextDeadline: null,
  upcomingDeadlines: [],
  pipeline: [],
  awardedPerQuarter: [],
};

describe('KeyFigures', () => {
  // Issue 17: "€1,234,567.00" overflowed its card at 390 px. A grid item is as wide as its
  // longest word unless told otherwise, and an amount has no place to break.
  it('lets a long amount wrap inside its card instead of overflowing it', () => {
    render(
      <MemoryRouter>
        <KeyFigures dashboard={dashboard} />
      </MemoryRouter>,
    );
    const amounts = screen.getAllByText(formatMoney('1234567.00', 'EUR'));
    expect(amounts).toHaveLength(2);
    for (const amount of amounts) {
      expect(amount).toHaveClass('tabular-nums', 'wrap-anywhere');
      expect(amount.closest('li')).toHaveClass('min-w-0');
    }
  });
});
