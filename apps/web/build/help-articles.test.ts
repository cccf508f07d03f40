import { describe, expect, it } from 'vitest';
import { readHelpArticle, sanitizeArticleHtml, splitFrontMatter } from './help-articles';

const article = (body: string, frontMatter = 'title: Invite your team\nsummary: How to invite colleagues.\norder: 2') =>
  `---\n${frontMatter}\n---\n${body}`;

describe('front matter', () => {
  it('reads key: value lines and drops quotes around a value', () => {
    expect(splitFrontMatter('---\ntitle: "Roles: who can do what"\norder: 3\n---\n\nBody\n')).toEqual({
      fields: { title: 'Roles: who can do what', order: '3' },
      body: '\nBody\n',
    });
  });

  it('reads Windows line ends too', () => {
    expect(splitFrontMatter('---\r\ntitle: A title\r\n---\r\nBody').fields).toEqual({ title: 'A title' });
  });

  it('refuses a file without front matter, or a line that is not key: value', () => {
    expect(() => splitFrontMatter('# Just Markdown')).toThrow(/front matter/);
    expect(() => splitFrontMatter('---\ntitle A title\n---\nBody')).toThrow(/not "key: value"/);
  });
});

describe('readHelpArticle', () => {
  it('gives the slug, the front matter, sanitised HTML and the plain text', () => {
    const read = readHelpArticle(
      'inviting-your-team',
      article('## Send it\n\nOpen [Team](/team) and choose **Send invitation**.\n'),
    );
    expect(read).toEqual({
      slug: 'inviting-your-team',
      title: 'Invite your team',
      summary: 'How to invite colleagues.',
      order: 2,
      html: '<h2>Send it</h2>\n<p>Open <a href="/team">Team</a> and choose <strong>Send invitation</strong>.</p>\n',
      text: 'Send it · Open Team and choose Send invitation.',
    });
  });

  it('keeps code blocks in the text, so a command can be searched for', () => {
    expect(readHelpArticle('code', article('Run this:\n\n```\nnpm start\n```\n')).text).toBe('Run this: · npm start');
  });

  it('shows raw HTML in the Markdown as text: a <script> comes out inert', () => {
    const read = readHelpArticle(
      'hostile',
      article(
        'Hello <script>alert("x")</script> <img src=x onerror="alert(1)"> <a href="https://evil.example">x</a>\n',
      ),
    );
    expect(read.html).not.toMatch(/<script|<img|<a /i);
    expect(read.html).toContain('&lt;script&gt;alert(“x”)&lt;/script&gt;');
    expect(read.text).toContain('<script>');
  });

  it('makes no link of javascript:, data: or vbscript: addresses', () => {
    const read = readHelpArticle(
      'links',
      article('[a](javascript:alert(1)) [b](data:text/html,<b>x</b>) [c](vbscript:msgbox) [d](JaVaScRiPt:alert(1))\n'),
    );
    expect(read.html).not.toContain('<a');
  });

  it('stops at anything the sanitiser has to remove (an aligned table brings a style)', () => {
    expect(() => readHelpArticle('table', article('| a | b |\n|--:|---|\n| 1 | 2 |\n'))).toThrow(
      /table\.md makes HTML the help centre does not allow: the style attribute/,
    );
    expect(readHelpArticle('table', article('| a | b |\n|---|---|\n| 1 | 2 |\n')).html).toContain('<td>1</td>');
  });

  it('refuses a level-1 heading (the title is the page’s h1), bad front matter or a bad file name', () => {
    expect(() => readHelpArticle('a', article('# Title again\n\nText'))).toThrow(/a\.md has a level-1 heading/);
    expect(() => readHelpArticle('a', article('Title again\n===\n\nText'))).toThrow(/level-1 heading/);
    expect(() => readHelpArticle('a', article('Text', 'title: A title\norder: 1'))).toThrow(/summary/);
    expect(() =>
      readHelpArticle('a', article('Text', 'title: A title\nsummary: A summary here.\norder: first')),
    ).toThrow(/order/);
    expect(() =>
      readHelpArticle('a', article('Text', 'title: A title\nsummary: A summary here.\norder: 1\nauthor: me')),
    ).toThrow(/author/);
    expect(() => readHelpArticle('Not_A_Slug', article('Text'))).toThrow(/file name/);
    expect(() => readHelpArticle('a', article('\n\n'))).toThrow(/no text/);
  });
});

describe('sanitizeArticleHtml', () => {
  it('keeps what Markdown makes and removes everything else, saying what', () => {
    const { html, removed } = sanitizeArticleHtml(
      '<h2 onclick="x()">A</h2><p style="color:red">B <a href="//evil.example">c</a> <a href="/team">d</a></p><script>x()</script><iframe src="/"></iframe>',
    );
    expect(html).toBe('<h2>A</h2><p>B <a>c</a> <a href="/team">d</a></p>');
    expect(removed).toEqual(
      expect.arrayContaining([
        'the onclick attribute',
        'the style attribute',
        'the href attribute',
        '<script>',
        '<iframe>',
      ]),
    );
  });
});
