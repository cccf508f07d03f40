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
