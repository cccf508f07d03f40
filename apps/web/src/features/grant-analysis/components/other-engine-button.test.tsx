import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AnalysisEngines } from '@grantpilot/shared/contracts/analyses';
import { apiRequest } from '../../../lib/api-request';
import { queryKeys } from '../../../lib/query-keys';
import { ANALYSIS_ID, DOCUMENT_ID, ORG, PROJECT_ID } from '../../../testing/query-views';
import { OtherEngineButton } from './other-engine-button';

vi.mock('../../../lib/api-request', () => ({
  apiRequest: vi.fn(async () => new Response(JSON.stringify({ id: ANALYSIS_ID, stage: 'queued' }))),
}));

const BOTH: AnalysisEngines = {
  engines: [
    { name: 'builtin', model: null },
    { name: 'llm', model: 'llama3.1:8b' },
  ],
};

function renderButton(engines: AnalysisEngines, stage: 'done' | 'reading' = 'done') {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  client.setQueryData(queryKeys.analysisEngines(ORG), engines);
  const analysis = {
    document: { id: DOCUMENT_ID, name: 'Ocean call' },
    projects: [{ id: PROJECT_ID, name: 'Coastal Lab' }],
    engine: 'builtin' as const,
    stage,
  };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/grant-analysis']}>
        <Routes>
          <Route path="/grant-analysis" element={<OtherEngineButton organizationId={ORG} analysis={analysis} />} />
          <Route path="/grant-analysis/:id" element={<p>Result page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('running a finished analysis with the other engine', () => {
  it('starts the same document and projects on the other engine, then opens the new run', async () => {
    renderButton(BOTH);
    await userEvent.click(screen.getByRole('button', { name: 'Run with the other engine: LLM (llama3.1:8b)' }));
    expect(apiRequest).toHaveBeenCalledWith('POST', `/api/orgs/${ORG}/analyses`, {
      documentId: DOCUMENT_ID,
      projectIds: [PROJECT_ID],
      engine: 'llm',
    });
    expect(await screen.findByText('Result page')).toBeTruthy();
  });

  it('is not offered with one engine', () => {
    renderButton({ engines: [{ name: 'builtin', model: null }] });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is not offered while the run is going', () => {
    renderButton(BOTH, 'reading');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
