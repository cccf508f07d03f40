import { STATUS_LABELS, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import { Badge } from '../ui/badge';

/** Work in hand stands out, an award reads as won, a refusal or withdrawal steps back; the word says it without colour. */
const STYLES: Record<ApplicationStatus, { tone: 'neutral' | 'accent'; className?: string }> = {
  prospect: { tone: 'neutral' },
  drafting: { tone: 'accent' },
  submitted: { tone: 'accent' },
  under_review: { tone: 'accent' },
  awarded: { tone: 'neutral', className: 'border-success text-success' },
  declined: { tone: 'neutral', className: 'border-dashed' },
  withdrawn: { tone: 'neutral', className: 'border-dashed' },
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { tone, className } = STYLES[status];
  return (
    <Badge tone={tone} className={className}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
