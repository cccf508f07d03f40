import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';

// The elements an article's Markdown makes (build/help-articles.ts allows no others), styled here.
const PROSE = cn(
  'max-w-prose text-sm leading-relaxed sm:text-base',
  '[&_h2]:mt-8 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:rounded-sm [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:focus-visible]:ring-2 [&_a:focus-visible]:ring-ring [&_a:focus-visible]:outline-none',
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-surface-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_strong]:font-semibold [&_hr]:my-6 [&_hr]:border-border [&>:first-child]:mt-0',
);

/**
 * An article's body. Its HTML was rendered from Markdown without raw HTML and sanitised at build
 * time, from files in this repository: nothing a user typed. Links inside the app open without
 * reloading the page.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    const plainClick = !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && event.button === 0;
    if (!href?.startsWith('/') || href.startsWith('//') || !plainClick) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click handler only lends client-side navigation to the links inside; they stay ordinary links.
    <div className={PROSE} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
