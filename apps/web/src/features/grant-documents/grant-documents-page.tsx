import { Files } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function GrantDocumentsPage() {
  return (
    <>
      <PageHeader
        title="Grant Documents"
        description="Calls for proposals, guidelines, narratives, budgets and reports."
      />
      <EmptyState
        icon={Files}
        title="No documents yet"
        description="Documents you upload (PDF, Word, text or Markdown) appear here, searchable by their text and linked to projects and applications."
      />
    </>
  );
}
