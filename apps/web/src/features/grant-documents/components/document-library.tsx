import { Files } from 'lucide-react';
import { DOCUMENT_KINDS } from '@grantpilot/shared/contracts/documents';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { DocumentTable } from '../../../components/documents/document-table';
import { CheckboxChips } from '../../../components/ui/checkbox-chips';
import { ChoiceFilter, ListFilters } from '../../../components/ui/list-filters';
import { ListResults } from '../../../components/ui/list-results';
import { ListSearch } from '../../../components/ui/list-search';
import { KIND_LABELS } from '../../../lib/documents/document-format';
import { useDocuments } from '../../../lib/documents/get-documents';
import { useApplicationLinkChoices, useProjectLinkChoices } from '../../../lib/documents/link-choices';
import { useListInAddress } from '../../../lib/use-list-in-address';
import {
  countDocuments,
  DEFAULT_DOCUMENT_LIST,
  documentPageCount,
  DOCUMENTS_PAGE_SIZE,
  isFiltered,
  readDocumentListState,
  writeDocumentListState,
} from '../document-list-params';

/** The library: one search over names and text, filters, and a page of documents at a time. */
export function DocumentLibrary({ organization }: { organization: Organization }) {
  const { list, show, change } = useListInAddress(readDocumentListState, writeDocumentListState);
  const documents = useDocuments(organization.id, {
    q: list.q,
    kinds: list.kinds,
    projectId: list.projectId,
    applicationId: list.applicationId,
    page: list.page,
    pageSize: DOCUMENTS_PAGE_SIZE,
  });
  const projects = useProjectLinkChoices(organization.id);
  const applications = useApplicationLinkChoices(organization.id);
  const pageCount = documents.data ? documentPageCount(documents.data, list.page) : 1;
  const searching = Boolean(list.q.trim());

  return (
    <>
      <ListFilters
        label="Find documents"
        gridClassName="sm:grid-cols-2 lg:grid-cols-3"
        filtered={isFiltered(list)}
        onClear={() => show(DEFAULT_DOCUMENT_LIST)}
        below={
          <CheckboxChips
            legend="Kind"
            options={DOCUMENT_KINDS}
            labels={KIND_LABELS}
            selected={list.kinds}
            onChange={(kinds) => change({ kinds })}
          />
        }
      >
        {/* Typing replaces the address entry, so Back leaves the search rather than each word. */}
        <ListSearch
          q={list.q}
          onSearch={(q) => change({ q }, { replace: true })}
          name="Documents"
          label="Search documents"
          placeholder={'Words, "a phrase", -not'}
        />
        <ChoiceFilter
          label="Project"
          allLabel="All projects"
          chosenLabel="The chosen project"
          value={list.projectId}
          options={projects.data ?? []}
          onChange={(projectId) => change({ projectId })}
        />
        <ChoiceFilter
          label="Application"
          allLabel="All applications"
          chosenLabel="The chosen application"
          value={list.applicationId}
          options={applications.data ?? []}
          onChange={(applicationId) => change({ applicationId })}
        />
      </ListFilters>
      <ListResults
        query={documents}
        loadingLabel="Loading documents…"
        total={(answer) => answer.total}
        shown={(answer) => answer.documents.length}
        page={list.page}
        pageCount={pageCount}
        onPageChange={(page) => show({ ...list, page })}
        pagesLabel="Pages of documents"
        summary={(answer) => countDocuments(answer.total, answer.totalExact)}
        filtered={isFiltered(list)}
        noMatch={{
          title: searching ? 'No document matches' : 'No documents match',
          description: searching
            ? 'No document’s name or text has these words. Try others, or clear the search to see every document.'
            : 'No document fits these filters. Clear them to see every document.',
          clearLabel: 'Clear search and filters',
          onClear: () => show(DEFAULT_DOCUMENT_LIST),
        }}
        empty={{
          icon: Files,
          title: 'No documents yet',
          description:
            'Documents you upload (PDF, Word, text or Markdown) appear here, searchable by their text and linked to projects and applications.',
        }}
      >
        {(answer) => (
          <DocumentTable
            documents={answer.documents}
            q={list.q}
            caption={
              searching ? `Documents matching “${list.q.trim()}”` : `Documents, page ${list.page} of ${pageCount}`
            }
          />
        )}
      </ListResults>
    </>
  );
}
