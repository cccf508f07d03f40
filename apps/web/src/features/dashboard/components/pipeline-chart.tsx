import { Link } from 'react-router';
import { STATUS_LABELS } from '@grantpilot/shared/application-pipeline';
import { ROUTES } from '@grantpilot/shared/constants';
import type { Dashboard } from '@grantpilot/shared/contracts/dashboard';
import { focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { barShares } from '../dashboard-figures';

/**
 * Applications per status as bars. It is a table underneath, so a screen reader reads each
 * status with its number; the bars only draw what the numbers say.
 */
export function PipelineChart({ pipeline, index }: { pipeline: Dashboard['pipeline']; index: number }) {
  const shares = barShares(pipeline.map(({ count }) => String(count)));
  return (
    <Card enterIndex={index} aria-labelledby="pipeline-heading">
      <h2 id="pipeline-heading" className="border-b border-border px-5 py-3 text-sm font-semibold">
        Pipeline by status
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">Applications per status</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Applications</th>
          </tr>
        </thead>
        <tbody>
          {pipeline.map(({ status, count }, row) => (
            <tr key={status}>
              <th scope="row" className="w-32 px-5 py-1.5 text-left font-normal">
                <Link
                  to={`${ROUTES.applications}?status=${status}`}
                  className={cn('rounded-sm hover:underline', focusRing)}
                >
                  {STATUS_LABELS[status]}
                </Link>
              </th>
              <td className="py-1.5 pr-5">
                <div className="flex items-center gap-2">
                  <div className="h-3 flex-1 rounded-sm bg-surface-muted">
                    <div
                      className="h-3 rounded-sm bg-primary"
                      style={{ width: `${Math.round(shares[row]! * 100)}%` }}
                    />
                  </div>
                  <span className="w-10 text-right tabular-nums">{count}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
