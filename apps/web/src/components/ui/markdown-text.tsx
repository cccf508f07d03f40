import MarkdownIt from 'markdown-it';
import { cn } from '../../lib/cn';

/**
 * Markdown people write (support messages), rendered without any HTML of theirs: `html: false`
 * escapes every tag, markdown-it's link check drops `javascript:`, `vbscript:`, `file:` and
 * `data:` addresses, and images are off (the page's Content-Security-Policy would block another
 * site's, and a picture is not worth a request to an address someone chose).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });
markdown.disable('image');
const renderLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  token.attrSet('target', '_blank');
  token.attrSet('rel', 'noopener noreferrer nofollow');
  return renderLinkOpen ? renderLinkOpen(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

const PROSE = [
  'break-words text-sm leading-relaxed',
  '[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-xs',
  '[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-surface-muted [&_pre]:p-3',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
  '[&_h1]:text-base [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold',
].join(' ');

/** Markdown as formatted text; nothing the writer typed becomes markup of its own. */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  // Safe: markdown-it with html off writes only its own tags, every character of the text escaped.
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: renderMarkdown(text) }} />;
}
