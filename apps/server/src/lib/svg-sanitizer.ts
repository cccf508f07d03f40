import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/**
 * An uploaded SVG with every script, event handler, foreign object and external reference
 * removed. It is served with a sandboxing CSP too: sanitising is one wall, not the only one.
 */
export function sanitizeSvg(svg: string): string | undefined {
  purifier ??= createDOMPurify(new JSDOM('').window);
  const clean = purifier.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'use', 'image', 'style'],
    FORBID_ATTR: ['href', 'xlink:href'],
  });
  return /^<svg[\s>]/i.test(clean.trim()) ? clean : undefined;
}
