import { describe, expect, it } from 'vitest';
import { emptyFindings, type Citation } from '@grantpilot/shared/contracts/analysis';
import type { Findings } from './findings';
import { mergeFindings, normalised } from './merge';

const at = (quote: string, page = 1): Citation => ({ page, start: 0, end: quote.length, quote });

function findings(overrides: Partial<Findings> = {}): Findings {
  return { ...emptyFindings(), ...overrides };
}
const award = (overrides: Partial<Findings['award']>): Findings['award'] => ({ ...findings().award, ...overrides });

describe('mergeFindings', () => {
  it('prefers a passage that states the figure, and takes the currency with the kept figure', () => {
    const merged = mergeFindings([
      findings({ award: award({ currency: 'USD', max: { value: '50000', citation: at('the ceiling below') } }) }),
      findings({ award: award({ currency: null, max: { value: '50000', citation: at('up to $50,000', 2) } }) }),
      findings({ award: award({ currency: 'USD' }) }),
    ]);
    expect(merged.award.max?.citation.page).toBe(2);
    // Page 2 states no currency code: the first one a chunk states is used.
    expect(merged.award.currency).toBe('USD');
  });

  it('has no currency without a figure, and is rolling only without deadlines', () => {
    const deadline = {
      kind: 'application' as const,
      label: 'Deadline',
      date: '2027-03-01',
      time: null,
      timezone: null,
      citation: at('1 March 2027'),
    };
    expect(mergeFindings([findings({ award: award({ currency: 'EUR' }), rolling: true })])).toMatchObject({
      award: { currency: null },
      rolling: true,
    });
    expect(mergeFindings([findings({ rolling: true }), findings({ deadlines: [deadline] })]).rolling).toBe(false);
  });

  it('deduplicates lists by normalised text, keeping the first', () => {
    const merged = mergeFindings([
      findings({ requiredDocuments: [{ text: 'Budget spreadsheet.', citation: at('a budget spreadsheet') }] }),
      findings({ requiredDocuments: [{ text: 'budget  Spreadsheet', citation: at('Budget spreadsheet', 2) }] }),
    ]);
    expect(merged.requiredDocuments).toEqual([{ text: 'Budget spreadsheet.', citation: at('a budget spreadsheet') }]);
    expect(normalised(' Letter of Support — local authority ')).toBe('letter of support local authority');
  });
});
