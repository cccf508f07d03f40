import { Link } from 'react-router';
import { ArrowLeftRight } from 'lucide-react';
import type { AnalysisSummary } from '@grantpilot/shared/contracts/analyses';
import { linkStyle } from '../../../components/ui/button';
import { analysisComparePath } from '../../../lib/analyses/analysis-paths';
import { formatDateTime } from '../../../lib/format-date';
import { engineLabel } from '../analysis-format';
import { useAnalyses } from '../api/get-analyses';

/**
 * On a finished run: "Compare with another run", a link per other finished run of the same
 * document, newest first (this run is A, the other B).
 */
export function CompareWithRuns({
  organizationId,
  analysis,
}: {
  organizationId: string;
  analysis: Pick<AnalysisSummary, 'id' | 'document' | 'stage'>;
}) {
  const runs = useAnalyses(organizationId, { documentId: analysis.document.id, page: 1, pageSize: 50 });
  const others = (runs.data?.analyses ?? []).filter((run) => run.id !== analysis.id && run.stage === 'done');
  if (analysis.stage !== 'done' || !others.length) return null;
  return (
    <nav aria-labelledby="compare-runs-heading" className="flex flex-col gap-1">
      <h3 id="compare-runs-heading" className="flex items-center gap-1 text-sm font-semibold">
        <ArrowLeftRight aria-hidden="true" className="size-4" />
        Compare with another run
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {others.map((run) => (
          <li key={run.id}>
            <Link to={analysisComparePath(analysis.id, run.id)} className={`${linkStyle} underline`}>
              {engineLabel(run.engine, run.model)}, {formatDateTime(run.createdAt)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
