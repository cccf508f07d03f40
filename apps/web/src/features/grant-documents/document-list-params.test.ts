import { describe, expect, it } from 'vitest';
import {
  countDocuments,
  DEFAULT_DOCUMENT_LIST,
  documentPageCount,
  readDocumentListState,
  writeDocumentListState,
} from './document-list-params';

const PROJECT = '44444444-4444-4444-8444-444444444444';

describe('the library in the address', () => {
  it('reads words, kinds, links and page; drops what cannot be', () => {
    const params = new URLSearchParams(
      `q=budget&kind=report&kind=nonsense&kind=budget&projectId=${PROJECT}&applicationId=x&page=3`,
    );
    expect(readDocumentListState(params)).toEqual({
      q: 'budget',
      kinds: ['budget', 'report'],
      projectId: PROJECT,
      applicationId: '',
      page: 3,
    });
  });

  it('writes only what differs from the first look', () => {
    expect(writeDocumentListState(DEFAULT_DOCUMENT_LIST).toString()).toBe('');
    expect(
      writeDocumentListState({ ...DEFAULT_DOCUMENT_LIST, q: '"a phrase"', kinds: ['letter'], page: 2 }).toString(),
    ).toBe('kind=letter&q=%22a+phrase%22&page=2');
  });
});

describe('counting documents', () => {
  it('says "or more" where the count stopped, and offers one more page while pages come back full', () => {
    expect(countDocuments(1)).toBe('1 document');
    expect(countDocuments(10_000, false)).toBe('10000 or more documents');
    const full = Array.from({ length: 20 });
    expect(documentPageCount({ total: 45, totalExact: true, documents: full }, 1)).toBe(3);
    expect(documentPageCount({ total: 40, totalExact: false, documents: full }, 2)).toBe(3);
    expect(documentPageCount({ total: 40, totalExact: false, documents: [1] }, 2)).toBe(2);
  });
});
