import type { ProjectStatus } from '@grantpilot/shared/contracts/projects';
import { Badge } from '../../../components/ui/badge';
import { PROJECT_STATUS_LABELS } from '../project-status';

/** Active stands out, completed reads as done, archived steps back; the word says it without colour. */
const STYLES: Record<ProjectStatus, { tone: 'neutral' | 'accent'; className?: string }> = {
  planning: { tone: 'neutral' },
  active: { tone: 'accent' },
  completed: { tone: 'neutral', className: 'border-success text-success' },
  archived: { tone: 'neutral', className: 'border-dashed' },
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { tone, className } = STYLES[status];
  return (
    <Badge tone={tone} className={className}>
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}
