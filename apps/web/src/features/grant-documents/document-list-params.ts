import { DOCUMENT_KINDS, type DocumentKind } from '@grantpilot/shared/contracts/documents';
import { readPage, writeSearchOrderAndPage } from '../../lib/list-params';
import { isRecordId } from '../../lib/record-id';

/** What the library shows, kept in the page's address so reload, Back and a shared link show the same. */
export interface DocumentListState {
  q: string;
  kinds: DocumentKind[];
  projectId: string;
  applicationId: string;
  page: number;
}

export const DOCUMENTS_PAGE_SIZE = 20;

export const DEFAULT_DOCUMENT_LIST: DocumentListState = { q: '', kinds: [], projectId: '', applicationId: '', page: 1 };

const isKind = (value: string): value is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(value);

/** Reads the address's parameters; anything unknown or malformed falls back to the default. */
export function readDocumentListState(params: URLSearchParams): DocumentListState {
  const projectId = params.get('projectId') ?? '';
  const applicationId = params.get('applicationId') ?? '';
  const kinds = new Set(params.getAll('kind').filter(isKind));
  return {
    q: params.get('q') ?? '',
    kinds: DOCUMENT_KINDS.filter((kind) => kinds.has(kind)),
    projectId: isRecordId(projectId) ? projectId : '',
    applicationId: isRecordId(applicationId) ? applicationId : '',
    page: readPage(params),
  };
}

/** The address's parameters, defaults left out so a plain /grant-documents stays plain. */
export function writeDocumentListState(state: DocumentListState) {
  const params = new URLSearchParams();
  for (const kind of state.kinds) params.append('kind', kind);
  if (state.projectId) params.set('projectId', state.projectId);
  if (state.applicationId) params.set('applicationId', state.applicationId);
  return writeSearchOrderAndPage(params, state);
}

export function isFiltered(state: DocumentListState) {
  return Boolean(state.q.trim() || state.kinds.length || state.projectId || state.applicationId);
}

/** "1 document", "42 documents", "10000 or more documents" where the count stopped. */
export function countDocuments(total: number, exact = true) {
  const noun = total === 1 && exact ? 'document' : 'documents';
  return `${total}${exact ? '' : ' or more'} ${noun}`;
}

/**
 * The library's pages. With an exact count, all of them; where the count stopped (or a broad
 * search was ranked within the latest documents), the pages reached and, while full, one more.
 */
export function documentPageCount(answer: { total: number; totalExact: boolean; documents: unknown[] }, page: number) {
  const counted = Math.max(1, Math.ceil(answer.total / DOCUMENTS_PAGE_SIZE));
  if (answer.totalExact) return counted;
  return Math.max(counted, answer.documents.length === DOCUMENTS_PAGE_SIZE ? page + 1 : page);
}
