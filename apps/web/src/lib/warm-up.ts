import { wallClockParts } from '@grantpilot/shared/deadlines';
import { cn } from './cn';
import { browserTimeZone } from './deadline-format';
import { formatDate } from './format-date';
import { inNextTask } from './next-task';

/**
 * One-time costs that a signed-in page's first screen pays anyway, on the first use of each:
 * tailwind-merge builds its class map on its first call (~20 ms on a desktop); the page's first
 * `Intl` formatter loads the browser's locale data (~40 ms), the first to ask for the viewer's
 * zone finds it (~25 ms), and a zone's first formatter loads its rules. Paid inside a render, each
 * made that render's task longer; paid here, each is a short task of its own, run while the page
 * waits for its reads (decision 053). The formatters made are the ones the pages keep and use.
 */
const WARM_UPS: readonly (() => unknown)[] = [
  () => cn('p-0', 'p-1'),
  () => formatDate(new Date().toISOString()),
  () => formatDate('2026-01-01'),
  () => wallClockParts(Date.now(), browserTimeZone()),
  () => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(0),
];

/** Runs each warm-up in a task of its own, after what the current task has started. */
export function warmUpFirstScreen(warmUps = WARM_UPS) {
  for (const warmUp of warmUps) inNextTask(warmUp);
}
