import { APPLICATION_STATUSES, DECIDED_STATUSES, OPEN_STATUSES } from '@grantpilot/shared/application-pipeline';
import { AWARDED_QUARTERS, UPCOMING_DEADLINE_DAYS, type Dashboard } from '@grantpilot/shared/contracts/dashboard';
import { normalizeAmount, sumAmounts } from '@grantpilot/shared/money';
import type { Database } from '../../db/client';
import { countActiveProjects } from '../projects';
import { getApplicationRollups, listOpenDeadlines, type ApplicationRollup } from '../applications';

const DAY_MS = 24 * 60 * 60 * 1000;

type Rollup = ApplicationRollup;

/** The first day of the quarter `count - 1` quarters before the one `now` is in. */
function quartersSince(now: Date, count: number) {
  const quarterStartMonth = Math.floor(now.getUTCMonth() / 3) * 3;
  const start = new Date(Date.UTC(now.getUTCFullYear(), quarterStartMonth - 3 * (count - 1), 1));
  return start.toISOString().slice(0, 10);
}

/** "2026-04-01" → "2026-Q2". */
const quarterLabel = (firstDay: string) =>
  `${firstDay.slice(0, 4)}-Q${Math.floor(Number(firstDay.slice(5, 7)) / 3) + 1}`;

const count = (rows: Rollup[]) => rows.reduce((total, row) => total + row.applications, 0);

/** Exact sums per currency of the rows' `field`, leaving out currencies that add up to nothing. */
function perCurrency(rows: Rollup[], field: 'requested' | 'awarded') {
  const byCurrency = new Map<string, string[]>();
  for (const row of rows) byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row[field]]);
  return [...byCurrency]
    .map(([currency, amounts]) => ({ currency, amount: normalizeAmount(sumAmounts(amounts), currency) }))
    .filter(({ amount }) => /[1-9]/.test(amount))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * PRODUCT.md §10. Figures and charts come from the rollups the database keeps per status,
 * currency and quarter, so their cost does not grow with the number of applications; the
 * deadlines are a bounded range scan of an index.
 */
export async function getDashboard(db: Database, organizationId: string, now = new Date()): Promise<Dashboard> {
  const [activeProjects, rollups, upcoming, next] = await Promise.all([
    countActiveProjects(db, organizationId),
    getApplicationRollups(db, organizationId),
    listOpenDeadlines(db, organizationId, now, new Date(now.getTime() + UPCOMING_DEADLINE_DAYS * DAY_MS), 20),
    listOpenDeadlines(db, organizationId, now, null, 1),
  ]);
  const withStatus = (statuses: readonly string[]) => rollups.filter((row) => statuses.includes(row.status));
  const decided = count(withStatus(DECIDED_STATUSES));
  const awarded = withStatus(['awarded']);
  const since = quartersSince(now, AWARDED_QUARTERS);
  return {
    activeProjects,
    openApplications: count(withStatus(OPEN_STATUSES)),
    requested: perCurrency(
      rollups.filter((row) => row.status !== 'withdrawn'),
      'requested',
    ),
    awarded: perCurrency(awarded, 'awarded'),
    decided,
    awardedCount: count(awarded),
    successRate: decided ? Math.round((count(awarded) / decided) * 100) : null,
    nextDeadline: next[0] ?? null,
    upcomingDeadlines: upcoming,
    pipeline: APPLICATION_STATUSES.map((status) => ({ status, count: count(withStatus([status])) })),
    // One rollup row per awarded quarter and currency: the key makes them unique already.
    awardedPerQuarter: awarded
      .filter((row) => row.decidedQuarter && row.decidedQuarter >= since)
      .sort((a, b) => a.decidedQuarter!.localeCompare(b.decidedQuarter!) || a.currency.localeCompare(b.currency))
      .map((row) => ({
        quarter: quarterLabel(row.decidedQuarter!),
        currency: row.currency,
        amount: normalizeAmount(row.awarded, row.currency),
      })),
  };
}
