import { ROUTES } from '@grantpilot/shared/constants';

/** An analysis's result page (in the shared ROUTES, so a direct load answers 200). */
export const ANALYSIS_ROUTE = ROUTES.grantAnalysisResult;

/** The result page of one analysis. */
export function analysisPath(id: string) {
  return `${ROUTES.grantAnalysis}/${encodeURIComponent(id)}`;
}

/**
 * Two runs of one document side by side. Not in ROUTES: the server's `isAppRoute` already
 * answers it as an app page, since "/grant-analysis/compare" matches "/grant-analysis/:analysisId".
 */
export const ANALYSIS_COMPARE_ROUTE = `${ROUTES.grantAnalysis}/compare`;

/** The comparison of run `a` with run `b`. */
export function analysisComparePath(a: string, b: string) {
  return `${ANALYSIS_COMPARE_ROUTE}?${new URLSearchParams({ a, b }).toString()}`;
}
