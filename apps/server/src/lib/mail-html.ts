import { PRODUCT_NAME } from '@grantpilot/shared/constants';

/**
 * The HTML part of an email, made from its plain-text part: every message the product sends is
 * written once, as text (paragraphs separated by a blank line, links written out), and shown in
 * HTML the way mail clients render reliably — one centred table, inline styles, no images, no
 * scripts, no external CSS. A line that is only a link becomes a button; other links stay links.
 * The text is escaped before anything is added to it, so nothing a user typed (a title, a name)
 * can become markup.
 */

const LINK = /https?:\/\/[^\s<>"')]+/g;
const ONLY_A_LINK = /^https?:\/\/[^\s<>"')]+$/;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

// Contrast: #1f2937 on white is 14.7:1; white on #1d6f94 is 5.6:1 (WCAG AA for any text size).
const STYLE = {
  body: 'margin:0;padding:0;background:#f3f4f6;',
  outer: 'width:100%;background:#f3f4f6;padding:24px 0;',
  card: 'width:100%;max-width:560px;background:#ffffff;border-radius:8px;padding:24px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;',
  heading: 'margin:0 0 16px;font-size:14px;font-weight:600;letter-spacing:0.02em;color:#4b5563;',
  paragraph: 'margin:0 0 16px;',
  link: 'color:#1d6f94;text-decoration:underline;word-break:break-all;',
  button:
    'display:inline-block;background:#1d6f94;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600;',
  footer: 'margin:16px 0 0;font-size:13px;color:#4b5563;',
};

function inline(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    html += escapeHtml(line.slice(last, match.index));
    const href = escapeHtml(match[0]);
    html += `<a href="${href}" style="${STYLE.link}">${href}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}

function paragraph(block: string): string {
  const lines = block.split('\n');
  if (lines.length === 1 && ONLY_A_LINK.test(lines[0]!.trim())) {
    const href = escapeHtml(lines[0]!.trim());
    return `<p style="${STYLE.paragraph}"><a href="${href}" style="${STYLE.button}">Open in ${PRODUCT_NAME}</a></p>\n<p style="${STYLE.footer}">Or copy this address into your browser: <a href="${href}" style="${STYLE.link}">${href}</a></p>`;
  }
  return `<p style="${STYLE.paragraph}">${lines.map(inline).join('<br>')}</p>`;
}

/** The HTML part for a message whose text part is `text`, titled `subject`. */
export function htmlFromText(subject: string, text: string, footer?: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<table role="presentation" style="${STYLE.outer}" cellpadding="0" cellspacing="0"><tr><td align="center">`,
    `<table role="presentation" style="${STYLE.card}" cellpadding="0" cellspacing="0"><tr><td>`,
    `<p style="${STYLE.heading}">${PRODUCT_NAME}</p>`,
    ...blocks.map(paragraph),
    footer ? `<p style="${STYLE.footer}">${inline(footer)}</p>` : '',
    '</td></tr></table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
}
