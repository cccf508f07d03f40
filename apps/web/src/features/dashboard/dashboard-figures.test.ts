import { describe, expect, it } from 'vitest';
import { awardedSeries, barShares, daysUntil, recentQuarters } from './dashboard-figures';

describe('dashboard figures', () => {
  it('names the last eight quarters, oldest first, across a year end', () => {
    expect(recentQuarters(new Date('2026-02-10T00:00:00Z'))).toEqual([
      '2024-Q2',
      '2024-Q3',
      '2024-Q4',
      '2025-Q1',
      '2025-Q2',
      '2025-Q3',
      '2025-Q4',
      '2026-Q1',
    ]);
  });

  it('fills quarters without awards with zero, in one currency', () => {
    const rows = [
      { quarter: '2026-Q1', currency: 'EUR', amount: '900.50' },
      { quarter: '2026-Q1', currency: 'USD', amount: '10.00' },
    ];
    expect(awardedSeries(rows, 'EUR', ['2025-Q4', '2026-Q1'])).toEqual([
      { quarter: '2025-Q4', amount: '0' },
      { quarter: '2026-Q1', amount: '900.50' },
    ]);
  });

  it('draws bars relative to the tallest, and nothing from nothing', () => {
    expect(barShares(['50', '100', '0'])).toEqual([0.5, 1, 0]);
    expect(barShares(['0', '0'])).toEqual([0, 0]);
  });

  it('says how far off a deadline is in days', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(daysUntil('2026-06-01T18:00:00Z', now)).toMatch(/today/);
    expect(daysUntil('2026-06-02T18:00:00Z', now)).toMatch(/tomorrow/);
    expect(daysUntil('2026-06-13T13:00:00Z', now)).toMatch(/12/);
  });
});
