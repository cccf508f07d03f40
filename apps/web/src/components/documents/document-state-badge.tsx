import type { DocumentVersion } from '@grantpilot/shared/contracts/documents';
import { Badge } from '../ui/badge';
import { Spinner } from '../ui/spinner';

/** Where reading a version's text stands: "Processing…", "Ready", or "Failed: why". */
export function DocumentStateBadge({ version }: { version: Pick<DocumentVersion, 'state' | 'problemMessage'> }) {
  if (version.state === 'processing') {
    return (
      <Badge>
        <Spinner className="mr-1 size-3" />
        Processing…
      </Badge>
    );
  }
  if (version.state === 'ready') return <Badge tone="accent">Ready</Badge>;
  return (
    <Badge tone="warning" className="whitespace-normal">
      Failed: {version.problemMessage ?? 'the text could not be read'}
    </Badge>
  );
}
