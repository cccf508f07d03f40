import { randomUUID } from 'node:crypto';

/**
 * A multipart/form-data body with one file, as a browser's FormData sends it: for `app.inject`
 * and for raw sockets that cut an upload short.
 */
export function multipartFile(
  fileName: string,
  bytes: Uint8Array | string,
  options: { field?: string; contentType?: string } = {},
) {
  const boundary = `----grantpilot${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${fileName.replaceAll('"', '%22')}"\r\n` +
      `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
