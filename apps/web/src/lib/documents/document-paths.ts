import { ROUTES } from '@grantpilot/shared/constants';

/** A document's page (in the shared ROUTES, so the server answers it with the app and 200). */
export const DOCUMENT_ROUTE = ROUTES.grantDocument;

/** A document's page, opened at a page of its text with the searched words marked. */
export function documentPath(id: string, at: { page?: number | null; q?: string } = {}) {
  const params = new URLSearchParams();
  if (at.page) params.set('page', String(at.page));
  if (at.q?.trim()) params.set('q', at.q.trim());
  const query = params.toString();
  return `${ROUTES.grantDocuments}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}

/** The id of a page's heading in the text preview, which `?page=N` scrolls to. */
export function textPageId(page: number) {
  return `page-${page}`;
}
