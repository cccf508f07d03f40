import { describe, expect, it } from 'vitest';
import { formatMoney } from '@grantpilot/shared/money';
import { formatDate } from '../../lib/format-date';
import {
  citationLink,
  citationPage,
  citedSpan,
  describeCallDeadline,
  engineLabel,
  formatAward,
  isFinished,
  orderFitComponents,
  quoteForHighlight,
  shortHash,
  STAGE_WORDS,
} from './analysis-format';

const BEFORE = Date.parse('2027-01-10T12:00:00Z');
const AFTER = Date.parse('2027-03-14T17:30:00Z');

describe('a call’s deadline for the viewer', () => {
  const london = { date: '2027-03-14', time: '17:00', timezone: 'Europe/London' };

  it('shows the viewer’s clock first and the stated time and zone beside it', () => {
    expect(describeCallDeadline(london, 'Europe/Berlin', BEFORE)).toEqual({
      text: `${formatDate('2027-03-14')}, 18:00 your time (17:00 Europe/London)`,
      passed: false,
    });
  });

  it('names the stated day too when the viewer’s clock is on another day', () => {
    expect(describeCallDeadline(london, 'Pacific/Auckland', BEFORE).text).toBe(
      `${formatDate('2027-03-15')}, 06:00 your time (${formatDate('2027-03-14')}, 17:00 Europe/London)`,
    );
  });

  it('shows only the stated time when the viewer’s clock agrees', () => {
    expect(describeCallDeadline(london, 'Europe/London', BEFORE).text).toBe(
      `${formatDate('2027-03-14')}, 17:00 (Europe/London)`,
    );
    expect(describeCallDeadline(london, 'UTC', BEFORE).text).toBe(`${formatDate('2027-03-14')}, 17:00 (Europe/London)`);
  });

  it('marks a deadline whose instant has gone by as passed', () => {
    expect(describeCallDeadline(london, 'Europe/Berlin', AFTER).passed).toBe(true);
    expect(describeCallDeadline(london, 'Europe/Berlin', Date.parse('2027-03-14T16:59:00Z')).passed).toBe(false);
  });

  it('shows a relative zone as stated, without converting it', () => {
    const relative = { date: '2027-03-14', time: '23:59', timezone: 'local time of the applicant' };
    expect(describeCallDeadline(relative, 'Europe/Berlin', BEFORE)).toEqual({
      text: `${formatDate('2027-03-14')}, 23:59 local time of the applicant`,
      passed: false,
    });
    expect(describeCallDeadline(relative, 'Europe/Berlin', Date.parse('2027-03-16T00:00:00Z')).passed).toBe(true);
  });

  it('shows a date without a time as that day, passed only once the day is over', () => {
    const day = { date: '2027-03-14', time: null, timezone: null };
    expect(describeCallDeadline(day, 'America/Los_Angeles', BEFORE)).toEqual({
      text: formatDate('2027-03-14'),
      passed: false,
    });
    expect(describeCallDeadline(day, 'UTC', AFTER).passed).toBe(false);
    expect(describeCallDeadline(day, 'UTC', Date.parse('2027-03-15T00:01:00Z')).passed).toBe(true);
    expect(describeCallDeadline({ ...day, timezone: 'Europe/Brussels' }, 'UTC', BEFORE).text).toBe(
      `${formatDate('2027-03-14')} (Europe/Brussels)`,
    );
  });

  it('shows a time with no zone as stated', () => {
    expect(describeCallDeadline({ date: '2027-03-14', time: '12:00', timezone: null }, 'UTC', BEFORE).text).toBe(
      `${formatDate('2027-03-14')}, 12:00`,
    );
  });
});

describe('citations as links to the document’s text', () => {
  const DOC = 'doc-1';
  const cite = (page: number | null, start: number, quote = 'by 14 March 2027') => ({
    page,
    start,
    end: start + quote.length,
    quote,
  });

  it('opens a paged document at the cited page with the quote marked', () => {
    expect(citationLink(DOC, cite(3, 120), null)).toEqual({
      label: 'p. 3',
      to: '/grant-documents/doc-1?page=3&q=by+14+March+2027',
    });
  });

  it('opens a text without pages at the part holding the citation’s start', () => {
    const starts = [0, 5000, 10000];
    expect(citationPage(cite(null, 0), starts)).toBe(1);
    expect(citationPage(cite(null, 4999), starts)).toBe(1);
    expect(citationPage(cite(null, 5000), starts)).toBe(2);
    expect(citationPage(cite(null, 12345), starts)).toBe(3);
    expect(citationLink(DOC, cite(null, 7000), starts)).toEqual({
      label: 'in the text',
      to: '/grant-documents/doc-1?page=2&q=by+14+March+2027',
    });
  });

  it('opens the text at its start when the parts are not known', () => {
    expect(citationPage(cite(null, 7000), null)).toBeNull();
    expect(citationLink(DOC, cite(null, 7000), null).to).toBe('/grant-documents/doc-1?q=by+14+March+2027');
  });

  it('finds the quote in the opened page or text part by its offsets', () => {
    expect(citedSpan('Apply by 1 May. Thanks.', { page: 2, start: 6, end: 14, quote: 'by 1 May' }, null)).toEqual({
      before: 'Apply ',
      quote: 'by 1 May',
      after: '. Thanks.',
    });
    // A text without pages: offsets count from the whole text, the part starts at 100.
    expect(
      citedSpan('Apply by 1 May.', { page: null, start: 106, end: 114, quote: 'by 1 May' }, [0, 100])?.before,
    ).toBe('Apply ');
    expect(citedSpan('Something else', { page: 1, start: 0, end: 4, quote: 'Nope' }, null)).toBeNull();
  });

  it('marks at most about 200 characters of a long quote, cut at a word', () => {
    const long = `${'word '.repeat(60)}end`;
    const marked = quoteForHighlight(long);
    expect(marked.length).toBeLessThanOrEqual(200);
    expect(marked.endsWith('word')).toBe(true);
    expect(quoteForHighlight('  a\n quote  ')).toBe('a quote');
  });
});

describe('the fit of a project', () => {
  it('puts blockers first and keeps the given order otherwise', () => {
    const components = [
      { component: 'eligibility', blocker: false },
      { component: 'budget', blocker: true },
      { component: 'timeline', blocker: false },
      { component: 'theme', blocker: true },
    ];
    expect(orderFitComponents(components).map((c) => c.component)).toEqual([
      'budget',
      'theme',
      'eligibility',
      'timeline',
    ]);
  });
});

describe('a run in words', () => {
  it('says each stage for a person, and which ones are finished', () => {
    expect(STAGE_WORDS.extracting).toBe("Waiting for the document's text");
    expect(STAGE_WORDS.reading).toBe('Reading the call');
    expect(STAGE_WORDS.fit).toBe('Checking the fit');
    expect(['queued', 'extracting', 'reading', 'fit'].map((s) => isFinished(s as never))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['done', 'failed', 'cancelled'].every((s) => isFinished(s as never))).toBe(true);
  });

  it('names the engine with its model, formats award figures and shortens the hash', () => {
    expect(engineLabel('builtin', null)).toBe('Built-in (offline)');
    expect(engineLabel('llm', 'llama3.1:8b')).toBe('LLM (llama3.1:8b)');
    expect(formatAward('2500000.00', 'GBP')).toBe(formatMoney('2500000.00', 'GBP'));
    expect(formatAward('2500000', null)).toBe(new Intl.NumberFormat().format(2500000));
    expect(shortHash('a'.repeat(64))).toBe('aaaaaaaaaaaa');
  });
});
