import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AnalysisList } from '@grantpilot/shared/contracts/analyses';
import { analysisPath } from '../../lib/analyses/analysis-paths';
import { queryKeys } from '../../lib/query-keys';
import { linkStyle } from '../ui/button';

/**
 * "Made from the analysis of …": an application created from an analysis links back to it (the
 * call's facts and the fit that led to it). Nothing while loading or when there is none.
 */
export function AnalysisOrigin({ organizationId, applicationId }: { organizationId: string; applicationId: string }) {
  const params = new URLSearchParams({ applicationId, page: '1', pageSize: '1' });
  const origin = useQuery<AnalysisList>({ queryKey: queryKeys.analysisList(organizationId, params) });
  const analysis = origin.data?.analyses[0];
  if (!analysis) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Made from the{' '}
      <Link to={analysisPath(analysis.id)} className={linkStyle}>
        analysis of {analysis.document.name}
      </Link>
      .
    </p>
  );
}
