import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientWithEveryView, ORG, PROJECT_ID } from '../../testing/query-views';
import type { UploadProgress } from '../../lib/documents/upload-file';
import type { SendFile } from '../../lib/documents/upload-queue';
import { DocumentUploader } from './document-uploader';

function renderUploader(link?: { projectId: string }) {
  const sends: { url: string; progress: (progress: UploadProgress) => void; abort: ReturnType<typeof vi.fn> }[] = [];
  const send: SendFile = (url, _file, progress) => {
    let reject!: (error: unknown) => void;
    const done = new Promise<{ id: string; name: string }>((_resolve, no) => {
      reject = no;
    });
    const abort = vi.fn(() => reject(new DOMException('cancelled', 'AbortError')));
    sends.push({ url, progress, abort });
    return { done, abort };
  };
  render(
    <QueryClientProvider client={clientWithEveryView()}>
      <MemoryRouter>
        <DocumentUploader organizationId={ORG} send={send} {...(link ? { link } : {})} label="Choose files" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sends;
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the upload zone', () => {
  it('takes several files from its labelled picker, with the chosen kind, each with a progress bar and Cancel', async () => {
    const user = userEvent.setup();
    const sends = renderUploader({ projectId: PROJECT_ID });
    await user.selectOptions(screen.getByLabelText('Kind of the uploaded documents'), 'budget');
    const picker = screen.getByLabelText('Choose files');
    expect(picker.getAttribute('accept')).toBe('.pdf,.docx,.txt,.md');
    await user.upload(picker, [pdf('a.pdf'), pdf('b.pdf')]);

    expect(sends.map((send) => send.url)).toEqual([
      `/api/orgs/${ORG}/documents?kind=budget&projectId=${PROJECT_ID}`,
      `/api/orgs/${ORG}/documents?kind=budget&projectId=${PROJECT_ID}`,
    ]);
    act(() => sends[0]!.progress({ loaded: 4, total: 8 }));
    const first = screen.getByRole('listitem', { name: 'a.pdf' });
    expect(within(first).getByRole('progressbar', { name: 'Upload of a.pdf' })).toHaveProperty('value', 50);
    expect(first.textContent).toContain('50%');

    await user.click(within(first).getByRole('button', { name: 'Cancel uploading a.pdf' }));
    expect(sends[0]!.abort).toHaveBeenCalled();
    expect(await within(first).findByText(/Cancelled/)).toBeTruthy();
    expect(sends[1]!.abort).not.toHaveBeenCalled();
  });

  it('takes files dropped on it', () => {
    const sends = renderUploader();
    fireEvent.drop(screen.getByTestId('document-drop-zone'), { dataTransfer: { files: [pdf('dropped.pdf')] } });
    expect(sends.map((send) => send.url)).toEqual([`/api/orgs/${ORG}/documents?kind=other`]);
    expect(screen.getByRole('listitem', { name: 'dropped.pdf' })).toBeTruthy();
  });
});
