import type { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_NAME_MAX } from '@grantpilot/shared/contracts/documents';
import { AppError } from './app-error';
import { detectFileKind, peekStream } from './file-kind';
import { formatBytes, type FileStorage, type StoredFileStream } from './storage';

/**
 * One uploaded file per request, streamed (documents, support attachments): the multipart
 * limits, reading the one part, the type from its bytes, storing it metered, and sending it back
 * as a download. One place, so every upload answers 413 and 415 with the same sentences.
 */

/** What a multipart body may carry besides the file: its boundaries and part headers. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface IncomingFile {
  fileName: string | undefined;
  stream: Readable;
}

/** `@fastify/multipart`'s options for routes that take exactly one file of at most `maxBytes`. */
export function singleFileLimits(maxBytes: number) {
  return {
    limits: {
      // One byte over the limit is enough for the store's meter to answer 413 with its message.
      fileSize: maxBytes + 1,
      files: 1,
      fields: 0,
      parts: 1,
      headerPairs: 20,
    },
  };
}

export const tooLargeMessage = (maxBytes: number) => `The file is larger than the ${formatBytes(maxBytes)} limit.`;

/** The multipart body is read by the handler as a stream; this only documents it. */
export const fileUploadBody = (description: string) => z.any().meta({ description });

/** The one file of a multipart upload, refused early when the body announces too many bytes. */
export async function incomingFile(request: FastifyRequest, maxBytes: number): Promise<IncomingFile> {
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes + MULTIPART_OVERHEAD_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in a field named "file".');
  }
  let part;
  try {
    part = await request.file();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new AppError('BAD_REQUEST', 'Send one file per upload, in a field named "file", and nothing else.');
    }
    throw new AppError('BAD_REQUEST', 'The upload could not be read: it is not a valid multipart/form-data body.');
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('BAD_REQUEST', 'Send the file in a form field named "file".');
  }
  return { fileName: part.filename, stream: part.file };
}

/**
 * Names people's files arrive with, made safe to keep and show: the last path segment only,
 * no control characters, NFC, at most 200 characters with the extension kept.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const name = cleaned.replace(/^\.+/, '') || 'Untitled';
  if ([...name].length <= DOCUMENT_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const stem = [...name.slice(0, name.length - extension.length)].slice(0, DOCUMENT_NAME_MAX - extension.length);
  return `${stem.join('').trimEnd()}${extension}`;
}

/** `attachment; filename="…"; filename*=UTF-8''…`: a download, never shown inline. */
export function attachmentHeader(fileName: string): string {
  return contentDisposition(fileName, { type: 'attachment' });
}

/**
 * Streams an upload into storage: the type from its first bytes (PDF, DOCX, TXT, Markdown, else
 * 415), then the bytes counted and hashed on the way (never held whole; past `maxBytes`, 413).
 */
export async function storeCheckedFile(storage: FileStorage, key: string, file: IncomingFile, maxBytes: number) {
  const fileName = cleanFileName(file.fileName);
  const { sample, truncated, stream } = await peekStream(file.stream);
  let detected;
  try {
    detected = await detectFileKind(sample, fileName, { truncated });
  } catch (error) {
    stream.destroy();
    throw error;
  }
  const stored = await storage.put(key, stream, { contentType: detected.mimeType, maxBytes });
  return { fileName, detected, stored };
}

/** A stored file sent as a download: never rendered by the browser, never sniffed, never cached. */
export function sendDownload(
  reply: FastifyReply,
  file: StoredFileStream,
  meta: { mimeType: string; fileName: string },
) {
  return reply
    .header('Content-Type', meta.mimeType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', attachmentHeader(meta.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}

/** The types `storeCheckedFile` keeps, for the API document's download responses. */
export const STORED_FILE_MEDIA_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'text/markdown',
];
