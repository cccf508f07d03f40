import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText, renderMarkdown } from './markdown-text';

describe('MarkdownText', () => {
  it('formats Markdown', () => {
    const { container } = render(<MarkdownText text={'**Bold** and a [link](https://example.org)\n\n- one\n- two'} />);
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.org');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('leaves a <script>, event handlers and dangerous links inert: shown as text, never markup', () => {
    const text =
      '<script>alert(1)</script> <img src=x onerror=alert(2)> [click](javascript:alert(3)) ![x](https://evil.example/x.png)';
    const { container } = render(<MarkdownText text={text} />);
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    // The image is off: its address is a plain link at most; the javascript: link is no link.
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://evil.example/x.png']);
    expect(renderMarkdown('<b>hi</b>')).toBe('<p>&lt;b&gt;hi&lt;/b&gt;</p>\n');
  });
});
