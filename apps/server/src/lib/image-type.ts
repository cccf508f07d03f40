/** The image type a file really is, read from its first bytes, never from its name or header. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return undefined;
}

function looksLikeSvg(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  // Skip a BOM, an XML declaration, comments and a doctype; the root element must be <svg.
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/^\s*(<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '');
  return /^<svg[\s>]/i.test(head);
}

/**
 * What a file that is not an image we take seems to be, for a refusal that names it: "an HTML
 * page", "a PDF document". Read from the bytes, like the type itself.
 */
export function describeNonImage(bytes: Buffer): string {
  const head = bytes
    .subarray(0, 512)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  if (/^(<!doctype html|<html|<head|<body|<script)/i.test(head)) return 'an HTML page';
  if (head.startsWith('%PDF-')) return 'a PDF document';
  if (head.startsWith('GIF8')) return 'a GIF image';
  if (looksLikeSvg(bytes)) return 'an SVG drawing';
  if (head.startsWith('PK\x03\x04')) return 'a ZIP archive (or an Office document)';
  if (/^....ftyp(heic|heix|mif1|avif)/s.test(bytes.subarray(0, 16).toString('latin1'))) return 'a HEIC or AVIF image';
  if (!bytes.subarray(0, 4096).includes(0)) return 'a text file';
  return 'a file of a kind we do not recognise';
}
