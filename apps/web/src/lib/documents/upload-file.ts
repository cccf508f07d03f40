import { ApiError } from '../api-error';
import { getBearerToken } from '../api-request';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadHandle<T> {
  /** Settles with the parsed answer, or an ApiError; an aborted upload rejects with an AbortError. */
  done: Promise<T>;
  abort: () => void;
}

/**
 * Sends one file as multipart/form-data (field `file`) with XMLHttpRequest, because fetch reports
 * no upload progress. Carries the bearer token and cookies as apiRequest does; a failure is the
 * same ApiError, so the server's message (413, 415, a duplicate) reaches the person. `raw` sends
 * the file itself as the body instead (a profile photo, as the server's image routes take it).
 */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  options: { method?: 'POST' | 'PUT'; raw?: boolean } = {},
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const done = (async () => {
    const token = await getBearerToken();
    if (aborted) throw new DOMException('The upload was cancelled', 'AbortError');
    return new Promise<T>((resolve, reject) => {
      xhr.open(options.method ?? 'POST', url);
      xhr.withCredentials = true;
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          try {
            resolve(JSON.parse(xhr.responseText) as T);
          } catch (error) {
            reject(error);
          }
        } else {
          reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        }
      };
      xhr.onerror = () =>
        reject(new Error('The upload could not reach the server. Check the connection and try again.'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      if (options.raw) {
        xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
        xhr.send(file);
        return;
      }
      const body = new FormData();
      body.append('file', file, file.name);
      xhr.send(body);
    });
  })();
  return {
    done,
    abort: () => {
      aborted = true;
      xhr.abort();
    },
  };
}

export function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}
