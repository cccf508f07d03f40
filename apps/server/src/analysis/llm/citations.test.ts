import { describe, expect, it } from 'vitest';
import { citationHolds, type DocumentText } from '@grantpilot/shared/contracts/analysis';
import { locateQuote } from './citations';

const plain: DocumentText = {
  kind: 'plain',
  text: 'Grants of up to\nEUR 50,000 are available.\n\nThe “Green Towns” call closes on 1 May – at noon.',
};
const whole = [{ page: null, start: 0, end: Number.MAX_SAFE_INTEGER }] as const;

describe('locateQuote', () => {
  it('finds an exact quote and cites its offsets', () => {
    const citation = locateQuote(plain, 'are available.', whole);
    expect(citation).toEqual({ page: null, start: 27, end: 41, quote: 'are available.' });
    expect(citation && citationHolds(plain, citation)).toBe(true);
  });

  it('finds a quote whose whitespace, quotation marks and dashes differ, citing the text as it stands', () => {
    const reflowed = locateQuote(plain, 'Grants of up to EUR 50,000', whole);
    expect(reflowed?.quote).toBe('Grants of up to\nEUR 50,000');
    const straightened = locateQuote(plain, ' The "Green Towns" call closes on 1 May - at noon. ', whole);
    expect(straightened?.quote).toBe('The “Green Towns” call closes on 1 May – at noon.');
    for (const citation of [reflowed, straightened]) expect(citation && citationHolds(plain, citation)).toBe(true);
  });

  it('gives null for a quote that is not in the text, an empty one, or one outside the areas', () => {
    expect(locateQuote(plain, 'Grants of up to EUR 60,000', whole)).toBeNull();
    expect(locateQuote(plain, '  ', whole)).toBeNull();
    expect(locateQuote(plain, 'Grants', [{ page: null, start: 10, end: 60 }])).toBeNull();
  });

  it('looks on the pages given, in order, and names the page it found the quote on', () => {
    const paged: DocumentText = { kind: 'paged', pages: ['Deadline: 1 May.', 'Budget: EUR 1m.', 'Deadline: 1 May.'] };
    expect(locateQuote(paged, 'Deadline: 1 May.', [{ page: 3 }, { page: 1 }])?.page).toBe(3);
    expect(locateQuote(paged, 'Budget: EUR 1m.', [{ page: 1 }, { page: 2 }])).toMatchObject({ page: 2, start: 0 });
    expect(locateQuote(paged, 'Budget: EUR 1m.', [{ page: 7 }])).toBeNull();
  });
});
