import { describe, expect, it } from 'vitest';
import { isAppRoute } from '@grantpilot/shared/app-routes';
import { helpArticlePath } from '@grantpilot/shared/constants';
import { findHelpArticle, HELP_ARTICLES } from './help-articles';

/** What a new user of GrantPilot asks about (issue 18): each has its article. */
const TOPICS = [
  'first-organisation',
  'inviting-your-team',
  'roles',
  'application-pipeline',
  'deadlines-and-time-zones',
  'calendar-feed',
  'csv-import',
  'documents-and-search',
  'analyses-and-citations',
  'exporting-data',
  'deleting-your-account',
  'self-hosting',
];

/** Words that keep their capital inside a sentence-case heading. */
const PROPER = new Set(
  'GrantPilot CSV Google Outlook Apple Calendar Node.js PostgreSQL Markdown Word OCR ISO LLM Brussels Team Settings'.split(
    ' ',
  ),
);

function headingsOf(html: string) {
  return [...html.matchAll(/<h[23]>(.*?)<\/h[23]>/g)].map((match) => match[1]!);
}

function linksOf(html: string) {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!);
}

describe('the help centre’s articles', () => {
  it('answer what a new user asks, in at least 12 articles, each at its own address', () => {
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(12);
    for (const slug of TOPICS) expect(findHelpArticle(slug), slug).toBeDefined();
    expect(new Set(HELP_ARTICLES.map(({ slug }) => slug)).size).toBe(HELP_ARTICLES.length);
    for (const { slug } of HELP_ARTICLES) expect(isAppRoute(helpArticlePath(slug)), slug).toBe(true);
  });

  it('come in the order their front matter gives, each order once', () => {
    const orders = HELP_ARTICLES.map(({ order }) => order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('each have a title, a summary and a body', () => {
    for (const article of HELP_ARTICLES) {
      expect(article.title.length, article.slug).toBeGreaterThan(3);
      expect(article.summary.length, article.slug).toBeGreaterThan(20);
      expect(article.text.length, article.slug).toBeGreaterThan(200);
    }
  });

  it('carry no raw HTML: no script, no event handler, no style, no h1', () => {
    for (const { slug, html } of HELP_ARTICLES) {
      expect(html, slug).not.toMatch(/<script|<iframe|<img|<h1|\son\w+=|\sstyle=/i);
      const element = document.createElement('div');
      element.innerHTML = html;
      expect(element.querySelectorAll('script, iframe, object, embed, img, style').length, slug).toBe(0);
    }
  });

  it('write titles and headings in sentence case', () => {
    for (const { slug, title, html } of HELP_ARTICLES) {
      for (const heading of [title, ...headingsOf(html)]) {
        expect(heading[0], `${slug}: ${heading}`).toMatch(/[A-Z]/);
        const capitalised = heading
          .split(/\s+/)
          .slice(1)
          .map((word) => word.replace(/[^\w.]/g, ''))
          .filter((word) => /^[A-Z]/.test(word) && !PROPER.has(word));
        expect(capitalised, `${slug}: ${heading}`).toEqual([]);
      }
    }
  });

  it('link only to pages of the app and to other articles that exist', () => {
    for (const { slug, html } of HELP_ARTICLES) {
      for (const href of linksOf(html)) {
        const article = /^\/support\/articles\/(.+)$/.exec(href)?.[1];
        if (article) expect(findHelpArticle(article), `${slug} → ${href}`).toBeDefined();
        else expect(isAppRoute(href), `${slug} → ${href}`).toBe(true);
      }
    }
  });
});
