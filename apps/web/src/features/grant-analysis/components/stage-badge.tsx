import type { AnalysisStage } from '@grantpilot/shared/contracts/analyses';
import { Badge } from '../../../components/ui/badge';
import { STAGE_WORDS } from '../analysis-format';

const TONE = { done: 'accent', failed: 'warning' } as const;

/** A run's stage in words; done in the accent, failed in the warning colour, the rest plain. */
export function StageBadge({ stage, progress }: { stage: AnalysisStage; progress?: number }) {
  const running = stage !== 'done' && stage !== 'failed' && stage !== 'cancelled';
  return (
    <Badge tone={stage in TONE ? TONE[stage as keyof typeof TONE] : 'neutral'}>
      {STAGE_WORDS[stage]}
      {running && progress !== undefined ? ` · ${progress}%` : ''}
    </Badge>
  );
}
