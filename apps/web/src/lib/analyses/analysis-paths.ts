import { ROUTES } from '@grantpilot/shared/constants';

/**
 * An analysis's result page. Not yet in the shared ROUTES (`grantAnalysisResult`), so until it is
 * the server answers a direct load of it as a 404; links inside the app work.
 */
export const ANALYSIS_ROUTE = `${ROUTES.grantAnalysis}/:analysisId`;

/** The result page of one analysis. */
export function analysisPath(id: string) {
  return `${ROUTES.grantAnalysis}/${encodeURIComponent(id)}`;
}
