import { describe, expect, it, vi } from 'vitest';
import { ANALYSIS_ID, DOCUMENT_ID, invalidatedBy, ORG, type ViewName } from '../../../testing/query-views';
import { useCancelAnalysis } from './cancel-analysis';
import { useCreateApplicationFromAnalysis } from './create-application';
import { useRetryAnalysis } from './retry-analysis';
import { useStartAnalysis } from './start-analysis';

vi.mock('../../../lib/api-request', () => ({
  apiRequest: vi.fn(async () => new Response(JSON.stringify({ id: ANALYSIS_ID, stage: 'queued' }))),
}));

/** The history (every page, and a document's), the run's page; never the engines. */
const SHOW_ANALYSES: ViewName[] = ['analysisList', 'documentAnalyses', 'analysis'];

describe('what a change to an analysis refreshes', () => {
  it('starting one: the history and the run', async () => {
    expect(
      await invalidatedBy(() => useStartAnalysis(ORG), { documentId: DOCUMENT_ID, projectIds: [], engine: 'builtin' }),
    ).toEqual(SHOW_ANALYSES);
  });

  it('cancelling one: the history and the run', async () => {
    expect(await invalidatedBy(() => useCancelAnalysis(ORG), ANALYSIS_ID)).toEqual(SHOW_ANALYSES);
  });

  it('retrying one: the history and the run', async () => {
    expect(await invalidatedBy(() => useRetryAnalysis(ORG), ANALYSIS_ID)).toEqual(SHOW_ANALYSES);
  });

  it('creating the application: every view of applications, the dashboard, and the analysis that links it', async () => {
    expect(await invalidatedBy(() => useCreateApplicationFromAnalysis(ORG), ANALYSIS_ID)).toEqual([
      'applicationList',
      'boardColumn',
      'applicationTotals',
      'application',
      'project',
      'funderList',
      'funderChoices',
      'funder',
      'dashboard',
      'activity',
      'projectActivity',
      ...SHOW_ANALYSES,
    ]);
  });
});
