import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AnalysisDetail } from '@grantpilot/shared/contracts/analyses';
import { emptyFindings, type AnalysisResult } from '@grantpilot/shared/contracts/analysis';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { queryKeys } from '../../../lib/query-keys';
import { ANALYSIS_ID, DOCUMENT_ID, ORG } from '../../../testing/query-views';
import { CompareView } from './compare-view';

vi.mock('../../../lib/api-request', () => ({ apiRequest: vi.fn() }));

const OTHER_ID = '88888888-8888-4888-8888-888888888888';
const cite = (start: number, quote: string) => ({ page: 1, start, end: start + quote.length, quote });

function result(date: string): AnalysisResult {
  return {
    ...emptyFindings(),
    engine: { name: 'builtin', version: '1.2.0' },
    input: { sha256: 'ab'.repeat(32), characters: 900, pages: 1 },
    warnings: [],
    deadlines: [
      { kind: 'full_proposal', label: 'Full', date, time: null, timezone: null, citation: cite(10, 'by then') },
    ],
    requiredDocuments: [{ text: 'a budget', citation: cite(40, 'a budget') }],
  };
}

function detail(id: string, overrides: Partial<AnalysisDetail>): AnalysisDetail {
  return {
    id,
    document: { id: DOCUMENT_ID, name: 'Ocean call' },
    versionId: 'v1',
    engine: 'builtin',
    engineVersion: '1.2.0',
    model: null,
    stage: 'done',
    progress: 100,
    error: null,
    projects: [],
    bestFit: null,
    application: null,
    createdBy: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    finishedAt: '2026-11-25T10:01:00.000Z',
    result: result('2027-03-14'),
    fits: [],
    textPartStarts: null,
    ...overrides,
  };
}

function renderCompare(a: AnalysisDetail, b: AnalysisDetail) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  client.setQueryData(queryKeys.analysis(ORG, a.id), a);
  client.setQueryData(queryKeys.analysis(ORG, b.id), b);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompareView organization={{ id: ORG, name: 'Org', role: 'viewer' } as Organization} a={a.id} b={b.id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('comparing two runs', () => {
  it('heads each run, sums up and marks each row in words', () => {
    renderCompare(detail(ANALYSIS_ID, {}), detail(OTHER_ID, { versionId: 'v2', result: result('2027-04-30') }));
    expect(screen.getByRole('heading', { name: 'Run A', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Run B', level: 2 })).toBeTruthy();
    expect(screen.getByText('1 fact differs, 1 the same')).toBeTruthy();
    const deadlines = screen.getByRole('region', { name: 'Deadlines' });
    expect(within(deadlines).getByText('differs')).toBeTruthy();
    expect(within(deadlines).getAllByRole('link', { name: 'Source, p. 1' })).toHaveLength(2);
    const documents = screen.getByRole('region', { name: 'Required documents' });
    expect(within(documents).getByText('same')).toBeTruthy();
  });

  it('refuses runs of different documents', () => {
    renderCompare(detail(ANALYSIS_ID, {}), detail(OTHER_ID, { document: { id: OTHER_ID, name: 'Another call' } }));
    expect(screen.getByText(/read different documents/)).toBeTruthy();
  });

  it('says which run has no result yet', () => {
    renderCompare(detail(ANALYSIS_ID, {}), detail(OTHER_ID, { stage: 'failed', result: null }));
    expect(screen.getByText(/Run B has no result to compare \(failed\)/)).toBeTruthy();
  });
});
