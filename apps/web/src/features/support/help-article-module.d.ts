/** A help article's Markdown, rendered at build time by `build/help-articles.ts` (its Vite plugin). */
declare module '*.md' {
  import type { HelpArticle } from '../../../build/help-articles';

  const article: HelpArticle;
  export default article;
}
