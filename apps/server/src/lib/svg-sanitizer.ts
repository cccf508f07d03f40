import type createDOMPurify from 'dompurify';

let purifier: Promise<ReturnType<typeof createDOMPurify>> | undefined;

/**
 * DOMPurify on a jsdom window, made at the first SVG: loading jsdom takes about a second, which
 * would otherwise be paid by every start of the server (issue 16) for a rare upload.
 */
async function makePurifier() {
  const [{ default: create }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  return create(new JSDOM('').window);
}

/**
 * An uploaded SVG with every script, event handler, foreign object and external reference
 * removed. It is served with a sandboxing CSP too: sanitising is one wall, not the only one.
 */
export async function sanitizeSvg(svg: string): Promise<string | undefined> {
  purifier ??= makePurifier();
  const clean = (await purifier).sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'use', 'image', 'style'],
    FORBID_ATTR: ['href', 'xlink:href'],
  });
  return /^<svg[\s>]/i.test(clean.trim()) ? clean : undefined;
}
