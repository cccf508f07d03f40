import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AnalysisDetail } from '@grantpilot/shared/contracts/analyses';
import type { AnalysisResult } from '@grantpilot/shared/contracts/analysis';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { emptyFindings } from '@grantpilot/shared/contracts/analysis';
import { queryKeys } from '../../../lib/query-keys';
import { ANALYSIS_ID, DOCUMENT_ID, ORG, PROJECT_ID } from '../../../testing/query-views';
import { AnalysisView } from './analysis-view';

vi.mock('../../../lib/api-request', () => ({ apiRequest: vi.fn() }));

const cite = (page: number | null, start: number, quote: string) => ({ page, start, end: start + quote.length, quote });

const RESULT: AnalysisResult = {
  ...emptyFindings(),
  engine: { name: 'builtin', version: '1.2.0' },
  input: { sha256: 'ab'.repeat(32), characters: 900, pages: null },
  warnings: [],
  deadlines: [
    {
      kind: 'full_proposal',
      label: 'Full proposals',
      date: '2027-03-14',
      time: '17:00',
      timezone: 'Europe/London',
      citation: cite(null, 620, 'by 14 March 2027 at 17:00 GMT'),
    },
  ],
  award: {
    currency: 'GBP',
    min: null,
    max: { value: '2500000.00', citation: cite(null, 40, 'up to £2,500,000') },
    typical: null,
    totalBudget: null,
    numberOfAwards: null,
  },
  eligibility: [
    { text: 'Universities are encouraged', applies: 'eligible', hard: false, citation: cite(null, 700, 'encouraged') },
    {
      text: 'Only registered charities',
      applies: 'eligible',
      hard: true,
      citation: cite(null, 650, 'Only registered'),
    },
  ],
  requiredDocuments: [{ text: 'a budget', citation: cite(null, 800, 'a budget') }],
};

function detail(overrides: Partial<AnalysisDetail>): AnalysisDetail {
  return {
    id: ANALYSIS_ID,
    document: { id: DOCUMENT_ID, name: 'Ocean call' },
    versionId: 'v1',
    engine: 'builtin',
    engineVersion: '1.2.0',
    model: null,
    stage: 'done',
    progress: 100,
    error: null,
    projects: [{ id: PROJECT_ID, name: 'Coastal Lab' }],
    bestFit: 0,
    application: null,
    createdBy: { userId: 'u1', name: 'Ada' },
    createdAt: '2026-11-25T10:00:00.000Z',
    finishedAt: '2026-11-25T10:01:00.000Z',
    result: RESULT,
    fits: [
      {
        project: { id: PROJECT_ID, name: 'Coastal Lab' },
        score: 0,
        confidence: 60,
        components: [
          {
            component: 'theme',
            score: 70,
            blocker: false,
            summary: 'Shares the call’s words.',
            evidence: [{ call: null, project: 'Description: coastal adaptation' }],
            matchingTerms: ['coastal', 'adaptation'],
          },
          {
            component: 'eligibility',
            score: 0,
            blocker: true,
            summary: 'Not a registered charity.',
            evidence: [{ call: cite(null, 650, 'Only registered'), project: null }],
            matchingTerms: [],
          },
        ],
      },
    ],
    textPartStarts: [0, 600],
    ...overrides,
  };
}

function renderView(analysis: AnalysisDetail, role: Organization['role'] = 'editor') {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  client.setQueryData(queryKeys.analysis(ORG, ANALYSIS_ID), analysis);
  client.setQueryData(queryKeys.analysisEngines(ORG), { engines: [{ name: 'builtin', model: null }] });
  // The second text part (it starts at 600) of the analysed version.
  client.setQueryData(queryKeys.documentText(ORG, DOCUMENT_ID, 'versionId=v1&from=2&count=1'), {
    versionId: 'v1',
    state: 'ready',
    pageCount: 2,
    paged: false,
    pages: [{ number: 2, text: `${'x'.repeat(20)}by 14 March 2027 at 17:00 GMT. More text.` }],
  });
  const organization = { id: ORG, name: 'Org', role } as Organization;
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AnalysisView organization={organization} analysisId={ANALYSIS_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('an analysis’s page', () => {
  it('shows a running run’s stage in words over its progress, and Cancel to editors', () => {
    renderView(detail({ stage: 'reading', progress: 40, result: null, fits: [] }));
    const bar = screen.getByRole('progressbar', { name: 'Reading the call' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Key facts' })).toBeNull();
  });

  it('shows why a run failed, and Retry', () => {
    renderView(detail({ stage: 'failed', error: 'The document has no text.', result: null, fits: [] }));
    expect(screen.getByRole('alert').textContent).toBe('The document has no text.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('offers viewers neither Cancel nor Create application', () => {
    renderView(detail({ stage: 'fit', progress: 80, result: null, fits: [] }), 'viewer');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('lists the facts deadlines first, each cited into the right text part, hard rules first', () => {
    renderView(detail({}));
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 4)).toEqual(['Deadlines', 'Funding', 'Eligibility', 'Required documents']);
    const deadlines = screen.getByRole('region', { name: 'Deadlines' });
    const source = within(deadlines).getByRole('link', { name: 'Source, in the text' });
    expect(source.getAttribute('href')).toBe(
      `/grant-documents/${DOCUMENT_ID}?page=2&q=by+14+March+2027+at+17%3A00+GMT`,
    );
    expect(screen.getByRole('region', { name: 'Funding' }).textContent).toMatch(/2,500,000/);
    const rules = within(screen.getByRole('region', { name: 'Eligibility' })).getAllByRole('listitem');
    expect(rules[0]!.textContent).toMatch(/must.*Only registered charities/);
    expect(rules[1]!.textContent).toMatch(/preferred.*Universities/);
    expect(screen.getByTitle('ab'.repeat(32)).textContent).toBe('abababababab…');
  });

  it('shows each project’s score and confidence apart, the blocker first, and Create application', () => {
    renderView(detail({}));
    const card = screen.getByRole('region', { name: 'Coastal Lab' });
    expect(card.textContent).toContain('confidence 60%');
    const components = within(card)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(components).toEqual(['Eligibility', 'Theme']);
    expect(within(card).getByText('Blocker')).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'Matching terms' }).textContent).toBe('coastaladaptation');
    expect(screen.getByRole('button', { name: 'Create application' })).toBeTruthy();
  });

  it('links the application once made, instead of offering another', () => {
    renderView(detail({ application: { id: 'app-1', name: 'Ocean bid' } }));
    expect(screen.getByRole('link', { name: 'Ocean bid' }).getAttribute('href')).toBe('/applications/app-1');
    expect(screen.queryByRole('button', { name: 'Create application' })).toBeNull();
  });

  it('on a wide screen, opens the cited text part beside the facts, the quote marked, and gives focus back on close', async () => {
    const matchMedia = vi.fn(() => ({ matches: true }));
    vi.stubGlobal('matchMedia', matchMedia);
    // jsdom lays nothing out, so it has no scrolling.
    Element.prototype.scrollIntoView = vi.fn();
    try {
      renderView(detail({}));
      const source = within(screen.getByRole('region', { name: 'Deadlines' })).getByRole('link', {
        name: 'Source, in the text',
      });
      await userEvent.click(source);
      const panel = screen.getByRole('complementary', { name: 'Cited text' });
      expect(within(panel).getByText('by 14 March 2027 at 17:00 GMT').tagName).toBe('MARK');
      expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Cited text, in the text' }));
      expect(within(panel).getByRole('link', { name: 'Open in the document' }).getAttribute('href')).toBe(
        source.getAttribute('href'),
      );
      await userEvent.click(within(panel).getByRole('button', { name: 'Close the cited text' }));
      expect(screen.queryByRole('complementary', { name: 'Cited text' })).toBeNull();
      expect(document.activeElement).toBe(source);
    } finally {
      vi.unstubAllGlobals();
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
