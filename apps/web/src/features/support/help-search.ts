import type { TextPart } from '../../lib/documents/search-terms';
import type { HelpArticle } from './help-articles';

/** The words of a search, lower-cased, each once. Every one must be found for an article to match. */
export function helpSearchTerms(q: string): string[] {
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))];
}

// Articles are typeset ("don’t", “quotes”, en dashes); what people type is plain.
const FOLDED: Record<string, string> = { "'": "['‘’]", '"': '["“”]', '-': '[-‐–—]' };

function termSource(term: string) {
  return [...term].map((char) => FOLDED[char] ?? char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('');
}

/**
 * The forms a word is looked for in: itself and, for a plural, its singular ("deadlines" finds
 * "deadline"), since a plain substring scan does not stem.
 */
function variants(term: string) {
  return term.length > 3 && term.endsWith('s') ? [term, term.slice(0, -1)] : [term];
}

function patternOf(terms: readonly string[], flags: string) {
  // Longest first, so a longer form wins over a shorter one inside it.
  const sources = terms
    .flatMap(variants)
    .sort((a, b) => b.length - a.length)
    .map(termSource);
  return new RegExp(`(${sources.join('|')})`, flags);
}

/** The text cut into runs, those matching a term (any case, plain or typeset punctuation) marked. */
export function markTerms(text: string, terms: readonly string[]): TextPart[] {
  if (!terms.length || !text) return text ? [{ text, match: false }] : [];
  // With one capturing group, split leaves the matches at the odd places.
  return text
    .split(patternOf(terms, 'giu'))
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

function countOf(pattern: RegExp, text: string) {
  return text.match(pattern)?.length ?? 0;
}

const EXCERPT_BEFORE = 60;
const EXCERPT_LENGTH = 220;

/** The words around the first match in the body, cut at word boundaries, or null when the body has none. */
export function excerptAround(text: string, terms: readonly string[]): string | null {
  const found = patternOf(terms, 'iu').exec(text);
  if (!found) return null;
  let start = Math.max(0, found.index - EXCERPT_BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (start > found.index) start = found.index;
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), found.index + found[0].length);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

export interface HelpSearchResult {
  article: HelpArticle;
  /** The title with the searched words marked. */
  title: TextPart[];
  /** The passage of the body around the first match, or the summary, with the words marked. */
  excerpt: TextPart[];
}

/**
 * Every article holding all the words, in its title, summary or body: a plain scan, which for a
 * few dozen short articles takes well under a millisecond per keystroke (decision 030). Title
 * matches weigh most, then the summary, then how often the body says it; ties keep the articles'
 * order. An empty search lists every article with its summary.
 */
export function searchHelpArticles(articles: readonly HelpArticle[], q: string): HelpSearchResult[] {
  const terms = helpSearchTerms(q);
  if (!terms.length) {
    return articles.map((article) => ({
      article,
      title: markTerms(article.title, []),
      excerpt: markTerms(article.summary, []),
    }));
  }
  const patterns = terms.map((term) => ({ once: patternOf([term], 'iu'), every: patternOf([term], 'giu') }));
  const scored = articles.flatMap((article) => {
    let score = 0;
    for (const { once, every } of patterns) {
      const inTitle = once.test(article.title);
      const inSummary = once.test(article.summary);
      const inBody = countOf(every, article.text);
      if (!inTitle && !inSummary && !inBody) return [];
      score += (inTitle ? 20 : 0) + (inSummary ? 8 : 0) + Math.min(inBody, 10);
    }
    const excerpt = excerptAround(article.text, terms) ?? article.summary;
    return [{ score, result: { article, title: markTerms(article.title, terms), excerpt: markTerms(excerpt, terms) } }];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.result.article.order - b.result.article.order)
    .map(({ result }) => result);
}
