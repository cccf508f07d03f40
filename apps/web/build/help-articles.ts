import path from 'node:path';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import MarkdownIt, { type Token } from 'markdown-it';
import type { Plugin } from 'vite';
import { z } from 'zod';

/** A help article as the web app receives it: rendered and sanitised at build time. */
export interface HelpArticle {
  /** The file's name without `.md`: the article's address is `/support/articles/{slug}`. */
  slug: string;
  title: string;
  summary: string;
  /** Where it stands in the list of articles, smallest first. */
  order: number;
  /** Sanitised HTML of the body: only the elements Markdown makes, no attributes but links'. */
  html: string;
  /** The body's words as plain text, for search and its snippets. */
  text: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const frontMatterSchema = z.strictObject({
  title: z.string().min(3).max(80),
  summary: z.string().min(10).max(200),
  order: z.coerce.number().int().positive(),
});

/**
 * The front matter between the two `---` lines: `key: value` lines only (quotes around a value
 * are dropped). Deliberately not YAML: three plain fields need no parser that can surprise.
 */
export function splitFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error('starts without front matter (a --- line, title, summary, order, then ---)');
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const pair = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`has a front matter line that is not "key: value": ${line}`);
    fields[pair[1]!] = pair[2]!.trim().replace(/^(["'])(.*)\1$/, '$2');
  }
  return { fields, body: source.slice(match[0].length) };
}

// Raw HTML in the Markdown is escaped and shown as text (html: false); links to javascript: and
// the like are refused by markdown-it's own check. Quotes and dashes become typographic ones.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

let purifier: ReturnType<typeof createDOMPurify> | undefined;

const ALLOWED_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'pre', 'a', 'blockquote', 'hr', 'br'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];

/**
 * The second wall: whatever the renderer lets through, only the elements Markdown makes for an
 * article survive, with no attribute but a link's address and a list's start (an inline style
 * would also break the strict CSP); addresses inside the app (`/…`), https and mailto only.
 * Returns what was removed too: an article that loses anything stops the build.
 */
export function sanitizeArticleHtml(html: string) {
  purifier ??= createDOMPurify(new JSDOM('').window);
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS, ...TABLE_TAGS],
    ALLOWED_ATTR: ['href', 'start'],
    ALLOWED_URI_REGEXP: /^(?:https:|mailto:|\/(?!\/))/i,
  });
  const removed = purifier.removed
    // The <body> that DOMPurify parses the fragment into is unwrapped, not removed from the article.
    .filter((item) => !('element' in item && item.element.nodeName === 'BODY'))
    .map((item) =>
      'element' in item ? `<${item.element.nodeName.toLowerCase()}>` : `the ${item.attribute?.name} attribute`,
    );
  return { html: clean, removed };
}

/**
 * The body's text: every inline run (link texts included) and code block, the blocks joined by a
 * middle dot, so a passage shown in the search results still reads as separate parts.
 */
function plainText(tokens: Token[]) {
  return tokens
    .flatMap((token) => {
      if (token.type === 'fence' || token.type === 'code_block') return [token.content.trim()];
      if (token.type !== 'inline') return [];
      const runs = (token.children ?? []).map((child) =>
        child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.content,
      );
      return [runs.join('')];
    })
    .join(' · ');
}

/** One Markdown file as an article; a file that breaks a rule stops the build, naming it. */
export function readHelpArticle(slug: string, source: string): HelpArticle {
  try {
    if (!SLUG.test(slug)) throw new Error('has a file name that is not lower-case words joined by hyphens');
    const { fields, body } = splitFrontMatter(source);
    const parsed = frontMatterSchema.safeParse(fields);
    if (!parsed.success) {
      throw new Error(
        `has front matter problems: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
      );
    }
    // The article's title is the page's only h1; the body starts at h2.
    const tokens = markdown.parse(body, {});
    if (tokens.some((token) => token.type === 'heading_open' && token.tag === 'h1')) {
      throw new Error('has a level-1 heading; start at ##');
    }
    if (!body.trim()) throw new Error('has no text');
    const { html, removed } = sanitizeArticleHtml(markdown.renderer.render(tokens, markdown.options, {}));
    if (removed.length)
      throw new Error(`makes HTML the help centre does not allow: ${[...new Set(removed)].join(', ')}`);
    return { slug, ...parsed.data, html, text: plainText(tokens) };
  } catch (error) {
    throw new Error(`Help article ${slug}.md ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Vite: a Markdown file imported from the help centre's articles is a module whose default
 * export is its HelpArticle, so the browser downloads no Markdown parser and no sanitiser.
 */
export function helpArticles(): Plugin {
  return {
    name: 'grantpilot:help-articles',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.md')) return null;
      const article = readHelpArticle(path.basename(file, '.md'), source);
      return { code: `export default ${JSON.stringify(article)};`, map: null };
    },
  };
}
