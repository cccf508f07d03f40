import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  clientWithEveryView,
  DOCUMENT_ID,
  invalidatedViews,
  ORG,
  PROJECT_ID,
  withClient,
} from '../../testing/query-views';
import { ApiError } from '../api-error';
import type { UploadProgress } from './upload-file';
import { useUploadQueue, type SendFile } from './upload-queue';

/** A stand-in for the XMLHttpRequest upload: each send is held until the test settles it. */
function fakeSender() {
  const sends: {
    url: string;
    file: File;
    progress: (progress: UploadProgress) => void;
    resolve: (answer: { id: string; name: string }) => void;
    reject: (error: unknown) => void;
    abort: ReturnType<typeof vi.fn>;
  }[] = [];
  const send: SendFile = (url, file, progress) => {
    let resolve!: (answer: { id: string; name: string }) => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<{ id: string; name: string }>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    const abort = vi.fn(() => reject(new DOMException('cancelled', 'AbortError')));
    sends.push({ url, file, progress, resolve, reject, abort });
    return { done, abort };
  };
  return { send, sends };
}

const file = (name: string, size = 1000) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });

function setUp() {
  const queryClient = clientWithEveryView();
  const sender = fakeSender();
  const { result } = renderHook(() => useUploadQueue(ORG, sender.send), { wrapper: withClient(queryClient) });
  return { queryClient, sender, result };
}

const settle = () => act(async () => {});

describe('the upload queue', () => {
  it('sends each file of a batch on its own with the batch kind and link, and shows its progress', async () => {
    const { sender, result, queryClient } = setUp();
    act(() => result.current.add([file('call.pdf'), file('budget.pdf')], { kind: 'budget', projectId: PROJECT_ID }));
    expect(sender.sends.map((send) => send.url)).toEqual([
      `/api/orgs/${ORG}/documents?kind=budget&projectId=${PROJECT_ID}`,
      `/api/orgs/${ORG}/documents?kind=budget&projectId=${PROJECT_ID}`,
    ]);
    expect(result.current.uploads.map((upload) => upload.status)).toEqual(['uploading', 'uploading']);

    act(() => sender.sends[0]!.progress({ loaded: 400, total: 1000 }));
    expect(result.current.uploads[0]).toMatchObject({ loaded: 400, total: 1000, status: 'uploading' });

    act(() => sender.sends[0]!.resolve({ id: DOCUMENT_ID, name: 'call.pdf' }));
    await settle();
    expect(result.current.uploads[0]).toMatchObject({
      status: 'done',
      loaded: 1000,
      document: { id: DOCUMENT_ID, name: 'call.pdf' },
    });
    expect(invalidatedViews(queryClient)).toContain('documentList');
    expect(result.current.uploads[1]?.status).toBe('uploading');
  });

  it('cancels one upload by aborting its request', async () => {
    const { sender, result } = setUp();
    act(() => result.current.add([file('a.pdf'), file('b.pdf')], { kind: 'other' }));
    act(() => result.current.cancel(result.current.uploads[0]!.id));
    await settle();
    expect(sender.sends[0]!.abort).toHaveBeenCalled();
    expect(sender.sends[1]!.abort).not.toHaveBeenCalled();
    expect(result.current.uploads.map((upload) => upload.status)).toEqual(['cancelled', 'uploading']);
  });

  it("shows the server's message when a file is refused", async () => {
    const { sender, result } = setUp();
    act(() => result.current.add([file('photo.pdf')], { kind: 'other' }));
    const body = { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This file is a PNG image, not a PDF.' } };
    act(() => sender.sends[0]!.reject(new ApiError(415, JSON.stringify(body))));
    await settle();
    expect(result.current.uploads[0]).toMatchObject({
      status: 'failed',
      error: 'This file is a PNG image, not a PDF.',
    });
  });

  it('offers a duplicate as a new version of the document that has it, or as a second copy', async () => {
    const { sender, result } = setUp();
    act(() => result.current.add([file('call.pdf'), file('call copy.pdf')], { kind: 'guidelines' }));
    const duplicate = (id: string) =>
      new ApiError(
        409,
        JSON.stringify({
          error: {
            code: 'DUPLICATE_DOCUMENT',
            message: 'This file is already in the library.',
            existing: { id, name: 'Call' },
          },
        }),
      );
    act(() => {
      sender.sends[0]!.reject(duplicate(DOCUMENT_ID));
      sender.sends[1]!.reject(duplicate(DOCUMENT_ID));
    });
    await settle();
    expect(result.current.uploads[0]).toMatchObject({
      status: 'duplicate',
      error: 'This file is already in the library.',
      existing: { id: DOCUMENT_ID, name: 'Call' },
    });

    act(() => result.current.uploadAsVersion(result.current.uploads[0]!.id));
    expect(sender.sends[2]).toMatchObject({ url: `/api/orgs/${ORG}/documents/${DOCUMENT_ID}/versions` });
    expect(sender.sends[2]!.file.name).toBe('call.pdf');
    expect(result.current.uploads[0]?.status).toBe('uploading');

    act(() => result.current.keepBoth(result.current.uploads[1]!.id));
    expect(sender.sends[3]).toMatchObject({ url: `/api/orgs/${ORG}/documents?kind=guidelines&allowDuplicate=true` });

    act(() => sender.sends[2]!.resolve({ id: DOCUMENT_ID, name: 'Call' }));
    await settle();
    expect(result.current.uploads[0]?.status).toBe('done');

    act(() => result.current.dismiss(result.current.uploads[0]!.id));
    expect(result.current.uploads).toHaveLength(1);
  });

  it('ends with the server message when the document already has these bytes as its current version', async () => {
    const { sender, result } = setUp();
    act(() => result.current.add([file('call.pdf')], { kind: 'other' }));
    const refusal = (message: string) =>
      new ApiError(
        409,
        JSON.stringify({ error: { code: 'DUPLICATE_DOCUMENT', message, existing: { id: DOCUMENT_ID, name: 'Call' } } }),
      );
    act(() => sender.sends[0]!.reject(refusal('This file is already in the library.')));
    await settle();
    act(() => result.current.uploadAsVersion(result.current.uploads[0]!.id));
    act(() => sender.sends[1]!.reject(refusal('This file is the same as version 1: nothing new to upload.')));
    await settle();
    expect(result.current.uploads[0]).toMatchObject({
      status: 'failed',
      error: 'This file is the same as version 1: nothing new to upload.',
    });
  });
});
