import { randomUUID } from 'node:crypto';
import { bearer } from './org-fixtures';
import type { TestApp, TestUser } from './test-app';

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

/** Uploads one file into an organisation's library as `user`, through `inject`. */
export function uploadAs(
  t: Pick<TestApp, 'app'>,
  user: TestUser,
  organizationId: string,
  fileName: string,
  bytes: Uint8Array | string,
  query = '',
) {
  const body = multipartFile(fileName, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/orgs/${organizationId}/documents${query ? `?${query}` : ''}`,
    headers: { ...bearer(user), ...body.headers },
    payload: body.payload,
  });
}
