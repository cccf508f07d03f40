import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  clientWithEveryView,
  DOCUMENT_ID,
  invalidatedBy,
  invalidatedViews,
  ORG,
  withClient,
  type ViewName,
} from '../../../testing/query-views';
import { useDeleteDocument } from './delete-document';
import { getDocumentQueryOptions } from './get-document';
import { useRestoreDocument } from './restore-document';
import { useUpdateDocument } from './update-document';

vi.mock('../../../lib/api-request', () => ({
  apiRequest: vi.fn(async () => new Response(JSON.stringify({ id: DOCUMENT_ID, name: 'Call for proposals 2027' }))),
}));

/**
 * Every view that shows a document: the library and the bin, the lists on project and application
 * pages, its own page and the activity feeds. Its text is left alone: a version's text never changes.
 */
const SHOW_DOCUMENTS: ViewName[] = [
  'activity',
  'projectActivity',
  'documentList',
  'projectDocuments',
  'deletedDocuments',
  'document',
];

describe('what a document change refreshes', () => {
  it('editing one: every list of documents, its page and the feeds; the page shows the answer at once', async () => {
    const queryClient = clientWithEveryView();
    const { result } = renderHook(() => useUpdateDocument(ORG, DOCUMENT_ID), { wrapper: withClient(queryClient) });
    await act(async () => {
      await result.current.mutateAsync({ name: 'Call for proposals 2027' });
    });
    expect(invalidatedViews(queryClient)).toEqual(SHOW_DOCUMENTS);
    expect(queryClient.getQueryData(getDocumentQueryOptions(ORG, DOCUMENT_ID).queryKey)).toMatchObject({
      name: 'Call for proposals 2027',
    });
  });

  it('deleting one, leaving its own page alone (read again, it could answer 404)', async () => {
    expect(await invalidatedBy(() => useDeleteDocument(ORG, DOCUMENT_ID), undefined)).toEqual(
      SHOW_DOCUMENTS.filter((view) => view !== 'document'),
    );
  });

  it('restoring one: back in every list and on its page', async () => {
    expect(await invalidatedBy(() => useRestoreDocument(ORG), DOCUMENT_ID)).toEqual(SHOW_DOCUMENTS);
  });
});
