import type { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';

/** `attachment; filename="…"; filename*=UTF-8''…`: a download, never shown inline. */
export function attachmentHeader(fileName: string): string {
  return contentDisposition(fileName, { type: 'attachment' });
}

/**
 * Sends a stored file as a download: saved under its name, never rendered from our origin (an
 * HTML or SVG file someone uploaded must not run here), never kept in a shared cache.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { stream: Readable; size: number; contentType: string; fileName: string },
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', attachmentHeader(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}
