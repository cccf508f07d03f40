import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '@grantpilot/shared/contracts/documents';
import type { ExistingRecord } from '@grantpilot/shared/errors';
import { ApiError } from '../api-error';
import { errorMessage } from '../notify-error';
import { apiPaths, invalidateAfter } from '../query-keys';
import { isAbort, uploadFile, type UploadHandle, type UploadProgress } from './upload-file';

/** Where a batch goes: its kind and the project and application it is linked to. */
export interface UploadTarget {
  kind: DocumentKind;
  projectId?: string | undefined;
  applicationId?: string | undefined;
}

export type UploadStatus = 'uploading' | 'done' | 'failed' | 'cancelled' | 'duplicate';

export interface QueuedUpload {
  id: string;
  file: File;
  target: UploadTarget;
  status: UploadStatus;
  loaded: number;
  total: number;
  /** The server's message when it failed. */
  error: string | null;
  /** With a duplicate: the document that already holds these bytes. */
  existing: ExistingRecord | null;
  /** Once uploaded: the document it became (or gained a version). */
  document: { id: string; name: string } | null;
}

type Action =
  | { type: 'started'; id: string; file: File; target: UploadTarget }
  | { type: 'restarted'; id: string }
  | { type: 'progress'; id: string; progress: UploadProgress }
  | { type: 'done'; id: string; document: { id: string; name: string } }
  | { type: 'failed'; id: string; error: string }
  | { type: 'duplicate'; id: string; error: string; existing: ExistingRecord }
  | { type: 'cancelled'; id: string }
  | { type: 'dismissed'; id: string };

function update(uploads: QueuedUpload[], id: string, change: Partial<QueuedUpload>) {
  return uploads.map((upload) => (upload.id === id ? { ...upload, ...change } : upload));
}

/** The queue's rows: each file, how far it went, and how it ended. */
export function uploadQueueReducer(uploads: QueuedUpload[], action: Action): QueuedUpload[] {
  switch (action.type) {
    case 'started':
      return [
        ...uploads,
        {
          id: action.id,
          file: action.file,
          target: action.target,
          status: 'uploading',
          loaded: 0,
          total: action.file.size,
          error: null,
          existing: null,
          document: null,
        },
      ];
    case 'restarted':
      return update(uploads, action.id, { status: 'uploading', loaded: 0, error: null, existing: null });
    case 'progress':
      return update(uploads, action.id, { loaded: action.progress.loaded, total: action.progress.total });
    case 'done':
      return uploads.map((upload) =>
        upload.id === action.id
          ? { ...upload, status: 'done', loaded: upload.total, document: action.document }
          : upload,
      );
    case 'failed':
      return update(uploads, action.id, { status: 'failed', error: action.error });
    case 'duplicate':
      return update(uploads, action.id, { status: 'duplicate', error: action.error, existing: action.existing });
    case 'cancelled':
      return update(uploads, action.id, { status: 'cancelled' });
    case 'dismissed':
      return uploads.filter((upload) => upload.id !== action.id);
  }
}

/** How one file is sent; tests hand in their own. */
export type SendFile = (
  url: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
) => UploadHandle<{ id: string; name: string }>;

/** The upload URL of a new document: its metadata in the query string (the contract's upload query). */
export function uploadDocumentUrl(organizationId: string, target: UploadTarget, allowDuplicate = false) {
  const query = new URLSearchParams({ kind: target.kind });
  if (target.projectId) query.set('projectId', target.projectId);
  if (target.applicationId) query.set('applicationId', target.applicationId);
  if (allowDuplicate) query.set('allowDuplicate', 'true');
  return `${apiPaths.documents(organizationId)}?${query}`;
}

export function uploadVersionUrl(organizationId: string, documentId: string) {
  return `${apiPaths.document(organizationId, documentId)}/versions`;
}

let nextId = 0;

/**
 * Several files at once, each its own request with its own progress bar and Cancel. A file the
 * library already holds is offered as a new version of that document, or kept as a second copy.
 * Every finished upload refreshes the views that show documents.
 */
export function useUploadQueue(organizationId: string, send: SendFile = uploadFile) {
  const queryClient = useQueryClient();
  const [uploads, dispatch] = useReducer(uploadQueueReducer, []);
  const handles = useRef(new Map<string, UploadHandle<unknown>>());

  useEffect(() => {
    const open = handles.current;
    return () => {
      for (const handle of open.values()) handle.abort();
    };
  }, []);

  const run = useCallback(
    (id: string, url: string, file: File, offerDuplicate = true) => {
      const handle = send(url, file, (progress) => dispatch({ type: 'progress', id, progress }));
      handles.current.set(id, handle);
      handle.done.then(
        async (document) => {
          handles.current.delete(id);
          dispatch({ type: 'done', id, document: { id: document.id, name: document.name } });
          await invalidateAfter(queryClient, organizationId, 'document');
        },
        (error: unknown) => {
          handles.current.delete(id);
          if (isAbort(error)) dispatch({ type: 'cancelled', id });
          // A new version the server still refuses (the same bytes as the current one) ends there.
          else if (offerDuplicate && error instanceof ApiError && error.code === 'DUPLICATE_DOCUMENT' && error.existing)
            dispatch({ type: 'duplicate', id, error: error.userMessage, existing: error.existing });
          else dispatch({ type: 'failed', id, error: errorMessage(error) });
        },
      );
    },
    [send, queryClient, organizationId],
  );

  /** Starts every file of a batch with the batch's kind and links. */
  const add = useCallback(
    (files: Iterable<File>, target: UploadTarget) => {
      for (const file of files) {
        const id = `upload-${++nextId}`;
        dispatch({ type: 'started', id, file, target });
        run(id, uploadDocumentUrl(organizationId, target), file);
      }
    },
    [organizationId, run],
  );

  const find = (id: string) => uploads.find((upload) => upload.id === id);

  return {
    uploads,
    add,
    cancel: (id: string) => handles.current.get(id)?.abort(),
    /** A duplicate kept as a second document anyway. */
    keepBoth: (id: string) => {
      const upload = find(id);
      if (!upload) return;
      dispatch({ type: 'restarted', id });
      run(id, uploadDocumentUrl(organizationId, upload.target, true), upload.file);
    },
    /** A duplicate sent as a new version of the document that holds the same bytes. */
    uploadAsVersion: (id: string) => {
      const upload = find(id);
      if (!upload?.existing) return;
      dispatch({ type: 'restarted', id });
      run(id, uploadVersionUrl(organizationId, upload.existing.id), upload.file, false);
    },
    dismiss: (id: string) => dispatch({ type: 'dismissed', id }),
  };
}
