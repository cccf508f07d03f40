import { Readable } from 'node:stream';
import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';
import { AppError } from './app-error';
import { UploadInterruptedError } from './storage/file-storage';

/** The documents GrantPilot keeps (PRODUCT §6): PDF, DOCX, plain text, Markdown. */
export type DocumentKind = 'pdf' | 'docx' | 'text' | 'markdown';
export type TextEncoding = 'utf-8' | 'utf-16le' | 'windows-1252';

export interface DetectedDocument {
  kind: DocumentKind;
  /** The type to store and serve the file with. */
  mimeType: string;
  /** For text and Markdown: how to decode the bytes. */
  encoding?: TextEncoding;
}

/** How much of a file is read to tell its type; a DOCX's table of parts is in its first bytes. */
export const FILE_KIND_SAMPLE_BYTES = 256 * 1024;

const ACCEPTED = 'Upload PDF, DOCX, TXT or Markdown files.';

export class UnsupportedFileError extends AppError {
  constructor(
    message: string,
    /** What the bytes are, in words ("an HTML page"). */
    readonly detected: string,
  ) {
    super('UNSUPPORTED_MEDIA_TYPE', message);
    this.name = 'UnsupportedFileError';
  }
}

const MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain',
  markdown: 'text/markdown',
};

const LABEL: Record<DocumentKind, string> = {
  pdf: 'a PDF',
  docx: 'a Word document (DOCX)',
  text: 'a text file',
  markdown: 'a Markdown file',
};

/** What a name's extension claims the file is. */
const CLAIMED: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'text',
  text: 'text',
  md: 'markdown',
  markdown: 'markdown',
};

/** Words for what file-type finds that is not a document we keep. */
const FOUND: Record<string, string> = {
  exe: 'a Windows program',
  elf: 'a Linux program',
  macho: 'a macOS program',
  zip: 'a ZIP archive',
  cfb: 'an older Microsoft Office file (.doc, .xls or .ppt)',
  xlsx: 'an Excel workbook',
  pptx: 'a PowerPoint presentation',
  odt: 'an OpenDocument text',
  rtf: 'an RTF document',
  xml: 'an XML document',
  epub: 'an EPUB e-book',
  gz: 'a gzip archive',
  '7z': 'a 7-Zip archive',
  rar: 'a RAR archive',
};

function describeFound({ ext, mime }: FileTypeResult): string {
  const known = FOUND[ext];
  if (known) return known;
  const name = ext.toUpperCase();
  if (mime.startsWith('image/')) return `an image (${name})`;
  if (mime.startsWith('audio/')) return `an audio file (${name})`;
  if (mime.startsWith('video/')) return `a video (${name})`;
  return `a file of type ${name}`;
}

/** What the bytes are: one of our kinds, or words for what they are instead. */
type Identified = { kind: DocumentKind; encoding?: TextEncoding } | { kind: undefined; label: string };

async function identify(sample: Uint8Array, truncated: boolean): Promise<Identified> {
  // Before file-type, which takes the UTF-16 BOM (FF FE) for an MPEG audio frame.
  if (sample[0] === 0xff && sample[1] === 0xfe) {
    return isUtf16Text(sample.subarray(2), truncated)
      ? { kind: 'text', encoding: 'utf-16le' }
      : { kind: undefined, label: 'a binary file of a type GrantPilot does not keep' };
  }
  const found = await fileTypeFromBuffer(sample);
  if (found?.ext === 'pdf') return { kind: 'pdf' };
  if (found?.ext === 'docx') return { kind: 'docx' };
  // Some writers (LibreOffice among them) put [Content_Types].xml last, beyond the sample.
  if (found?.ext === 'zip' && hasZipEntry(sample, 'word/document.xml')) return { kind: 'docx' };
  if (found) return { kind: undefined, label: describeFound(found) };
  if (looksLikeHtml(sample)) return { kind: undefined, label: 'an HTML page' };
  const encoding = textEncodingOf(sample, truncated);
  if (encoding) return { kind: 'text', encoding };
  return { kind: undefined, label: 'a binary file of a type GrantPilot does not keep' };
}

/**
 * The kind of an uploaded document, from its first bytes (at least {@link FILE_KIND_SAMPLE_BYTES}
 * of them, or the whole file), never from its name alone. The name must agree: an HTML page or a
 * program renamed `.pdf` is refused with an {@link UnsupportedFileError} naming what it really is;
 * text is Markdown when its name ends in `.md` or `.markdown`.
 */
export async function detectFileKind(
  sample: Uint8Array,
  fileName: string,
  options: { truncated?: boolean } = {},
): Promise<DetectedDocument> {
  if (sample.length === 0) throw new UnsupportedFileError(`This file is empty. ${ACCEPTED}`, 'an empty file');
  const truncated = options.truncated ?? sample.length >= FILE_KIND_SAMPLE_BYTES;
  const extension = extensionOf(fileName);
  const claimed = extension === undefined ? undefined : CLAIMED[extension];
  const real = await identify(sample, truncated);

  if (real.kind === undefined) {
    const against = claimed ? `, not ${LABEL[claimed]}` : '';
    throw new UnsupportedFileError(`This file is ${real.label}${against}. ${ACCEPTED}`, real.label);
  }
  const kind = real.kind === 'text' && claimed === 'markdown' ? 'markdown' : real.kind;
  if (extension !== undefined && claimed !== kind) {
    const message = claimed
      ? `This file is ${LABEL[real.kind]}, not ${LABEL[claimed]}. ${ACCEPTED}`
      : `This file is ${LABEL[real.kind]}, but its name ends in .${extension}. ${ACCEPTED}`;
    throw new UnsupportedFileError(message, LABEL[real.kind]);
  }
  return real.encoding ? { kind, mimeType: MIME[kind], encoding: real.encoding } : { kind, mimeType: MIME[kind] };
}

/**
 * Reads the first `bytes` of a stream for {@link detectFileKind} and gives back a stream of the
 * whole file (the sample, then the rest) to store.
 */
export async function peekStream(
  source: Readable,
  bytes = FILE_KIND_SAMPLE_BYTES,
): Promise<{ sample: Buffer; truncated: boolean; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  try {
    while (length < bytes) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      chunks.push(next.value);
      length += next.value.length;
    }
  } catch (error) {
    throw new UploadInterruptedError(error);
  }
  const head = Buffer.concat(chunks);
  async function* whole() {
    yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return {
    sample: head.subarray(0, bytes),
    truncated: !ended || head.length > bytes,
    stream: Readable.from(whole(), { objectMode: false }),
  };
}

function extensionOf(fileName: string): string | undefined {
  const base = fileName.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : undefined;
}

/** A ZIP local file header (`PK\x03\x04`) for `name` anywhere in the sample. */
function hasZipEntry(sample: Uint8Array, name: string): boolean {
  const bytes = Buffer.from(sample.buffer, sample.byteOffset, sample.byteLength);
  const wanted = Buffer.from(name);
  for (let at = bytes.indexOf('PK\x03\x04'); at !== -1; at = bytes.indexOf('PK\x03\x04', at + 4)) {
    if (at + 30 > bytes.length) break;
    const nameLength = bytes.readUInt16LE(at + 26);
    if (nameLength === wanted.length && bytes.subarray(at + 30, at + 30 + nameLength).equals(wanted)) return true;
  }
  return false;
}

/** The start of an HTML page (after a BOM, white space and comments), not Markdown's inline HTML. */
const HTML_START = /^(?:\s|<!--[\s\S]*?-->)*<(?:!doctype\s+html|html|head|body|script|iframe)[\s>/]/i;

function looksLikeHtml(sample: Uint8Array): boolean {
  const text = Buffer.from(sample.subarray(0, 4096))
    .toString('latin1')
    .replace(/^\xEF\xBB\xBF/, '');
  return HTML_START.test(text);
}

/** Control bytes that text has: tab, line feed, form feed, carriage return. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const isControl = (byte: number) => (byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f;
/** Bytes Windows-1252 leaves undefined. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * UTF-8 (with or without a BOM) or else Windows-1252, the encodings plain text arrives in from
 * everywhere and from older Windows programs; anything with NUL or control bytes is not text.
 */
function textEncodingOf(sample: Uint8Array, truncated: boolean): TextEncoding | undefined {
  const bom = sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf;
  const bytes = bom ? sample.subarray(3) : sample;
  if (bytes.some(isControl)) return undefined;
  try {
    // A sample cut from a longer file may end inside a character: `stream` allows that.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: truncated });
    return 'utf-8';
  } catch {
    if (bom) return undefined;
  }
  return bytes.some((byte) => UNDEFINED_IN_1252.has(byte)) ? undefined : 'windows-1252';
}

/** UTF-16LE after its BOM: what Windows Notepad saves as "Unicode". */
function isUtf16Text(bytes: Uint8Array, truncated: boolean): boolean {
  try {
    const text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes, { stream: truncated });
    for (let index = 0; index < text.length; index++) if (isControl(text.charCodeAt(index))) return false;
    return true;
  } catch {
    return false;
  }
}
