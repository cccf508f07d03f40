import { describe, expect, it } from 'vitest';
import type { HelpArticle } from './help-articles';
import { excerptAround, helpSearchTerms, markTerms, searchHelpArticles } from './help-search';

const make = (slug: string, order: number, title: string, summary: string, text: string): HelpArticle => ({
  slug,
  order,
  title,
  summary,
  text,
  html: '',
});

const ARTICLES = [
  make('first', 1, 'Create your first organisation', 'Everything belongs to an organisation.', 'Open the dashboard.'),
  make(
    'calendar',
    2,
    'See deadlines in your calendar',
    'Subscribe to your address.',
    'Copy the address into your calendar app.',
  ),
  make(
    'deadlines',
    3,
    'Deadlines and time zones',
    'How deadlines are shown.',
    'The call’s time zone, and your calendar time.',
  ),
];

describe('helpSearchTerms', () => {
  it('splits at spaces, lower-cases, keeps each word once', () => {
    expect(helpSearchTerms('  Time  zone time ')).toEqual(['time', 'zone']);
    expect(helpSearchTerms('   ')).toEqual([]);
  });
});

describe('markTerms', () => {
  it('marks every term in any case, the rest left as text', () => {
    expect(markTerms('Time zones and TIME', ['time'])).toEqual([
      { text: 'Time', match: true },
      { text: ' zones and ', match: false },
      { text: 'TIME', match: true },
    ]);
  });

  it('finds a plain apostrophe, quote or hyphen in typeset text', () => {
    expect(markTerms('the call’s zone', ["call's"])).toEqual([
      { text: 'the ', match: false },
      { text: 'call’s', match: true },
      { text: ' zone', match: false },
    ]);
    expect(markTerms('Sign-in – trouble', ['sign-in'])[0]).toEqual({ text: 'Sign-in', match: true });
  });

  it('finds the singular of a plural, and treats terms as text, not patterns', () => {
    expect(markTerms('One deadline', ['deadlines'])).toEqual([
      { text: 'One ', match: false },
      { text: 'deadline', match: true },
    ]);
    expect(markTerms('a (b) c.*', ['(b)', '.*'])).toEqual([
      { text: 'a ', match: false },
      { text: '(b)', match: true },
      { text: ' c', match: false },
      { text: '.*', match: true },
    ]);
  });

  it('renders a <script> typed in the search as the characters it is', () => {
    expect(markTerms('x <script> y', ['<script>'])).toEqual([
      { text: 'x ', match: false },
      { text: '<script>', match: true },
      { text: ' y', match: false },
    ]);
  });
});

describe('excerptAround', () => {
  it('cuts the words around the first match at word boundaries', () => {
    const text = `${'word '.repeat(40)}the calendar feed ${'more '.repeat(60)}`;
    const excerpt = excerptAround(text, ['calendar'])!;
    expect(excerpt.startsWith('…word')).toBe(true);
    expect(excerpt.endsWith('more…')).toBe(true);
    expect(excerpt).toContain('the calendar feed');
    expect(excerpt.length).toBeLessThan(240);
  });

  it('starts at the beginning when the match is near it, and is null without one', () => {
    expect(excerptAround('Copy the address.', ['address'])).toBe('Copy the address.');
    expect(excerptAround('Copy the address.', ['zone'])).toBeNull();
  });
});

describe('searchHelpArticles', () => {
  const slugs = (q: string) => searchHelpArticles(ARTICLES, q).map(({ article }) => article.slug);

  it('lists every article with its summary when nothing is typed', () => {
    const results = searchHelpArticles(ARTICLES, '');
    expect(results.map(({ article }) => article.slug)).toEqual(['first', 'calendar', 'deadlines']);
    expect(results[0]!.excerpt).toEqual([{ text: 'Everything belongs to an organisation.', match: false }]);
  });

  it('finds a word as it is being typed, and needs every word', () => {
    expect(slugs('calen')).toEqual(['calendar', 'deadlines']);
    expect(slugs('calendar zone')).toEqual(['deadlines']);
    expect(slugs('calendar nothing')).toEqual([]);
  });

  it('puts title matches first, then the articles’ order', () => {
    expect(slugs('deadline')).toEqual(['deadlines', 'calendar']);
  });

  it('marks the words in the title and in the passage of the body', () => {
    const [result] = searchHelpArticles(ARTICLES, 'app');
    expect(result!.article.slug).toBe('calendar');
    expect(result!.excerpt.filter(({ match }) => match).map(({ text }) => text)).toEqual(['app']);
    const [titled] = searchHelpArticles(ARTICLES, 'organisation');
    expect(titled!.title).toContainEqual({ text: 'organisation', match: true });
    // Not in the body: the summary stands in, marked.
    expect(titled!.excerpt).toContainEqual({ text: 'organisation', match: true });
  });
});
