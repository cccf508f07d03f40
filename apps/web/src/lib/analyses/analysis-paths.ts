import { ROUTES } from '@grantpilot/shared/constants';

/** An analysis's result page (in the shared ROUTES, so a direct load answers 200). */
export const ANALYSIS_ROUTE = ROUTES.grantAnalysisResult;

/** The result page of one analysis. */
export function analysisPath(id: string) {
  return `${ROUTES.grantAnalysis}/${encodeURIComponent(id)}`;
}
