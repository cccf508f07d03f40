import type { HelpArticle } from '../../../build/help-articles';

export type { HelpArticle };

// Every Markdown file of articles/, rendered and sanitised at build time (decision 030).
const files = import.meta.glob<HelpArticle>('./articles/*.md', { eager: true, import: 'default' });

/** The help centre's articles, in their front matter's order. */
export const HELP_ARTICLES: readonly HelpArticle[] = Object.values(files).sort((a, b) => a.order - b.order);

export function findHelpArticle(slug: string) {
  return HELP_ARTICLES.find((article) => article.slug === slug);
}
