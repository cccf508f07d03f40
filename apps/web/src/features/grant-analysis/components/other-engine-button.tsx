import { useNavigate } from 'react-router';
import { Repeat } from 'lucide-react';
import type { AnalysisSummary } from '@grantpilot/shared/contracts/analyses';
import { Button } from '../../../components/ui/button';
import { analysisPath } from '../../../lib/analyses/analysis-paths';
import { notifyError } from '../../../lib/notify-error';
import { engineLabel } from '../analysis-format';
import { useAnalysisEngines } from '../api/get-engines';
import { useStartAnalysis } from '../api/start-analysis';

/**
 * Editors, on a finished run when the instance offers both engines: the same document and
 * projects read by the other engine, to compare.
 */
export function OtherEngineButton({
  organizationId,
  analysis,
  size = 'sm',
}: {
  organizationId: string;
  analysis: Pick<AnalysisSummary, 'document' | 'projects' | 'engine' | 'stage'>;
  size?: 'sm' | 'md';
}) {
  const navigate = useNavigate();
  const engines = useAnalysisEngines(organizationId);
  const start = useStartAnalysis(organizationId);
  const other = engines.data?.engines.find((engine) => engine.name !== analysis.engine);
  if (!other || analysis.stage !== 'done') return null;
  return (
    <Button
      variant="outline"
      size={size}
      disabled={start.isPending}
      aria-label={`Run with the other engine: ${engineLabel(other.name, other.model)}`}
      title={`Run ${analysis.document.name} again with ${engineLabel(other.name, other.model)}`}
      onClick={() =>
        start.mutate(
          {
            documentId: analysis.document.id,
            projectIds: analysis.projects.map((project) => project.id),
            engine: other.name,
          },
          {
            onSuccess: (started) => navigate(analysisPath(started.id)),
            onError: (error) => notifyError(error, 'Could not start the analysis'),
          },
        )
      }
    >
      <Repeat aria-hidden="true" className="size-4" />
      Run with the other engine
    </Button>
  );
}
