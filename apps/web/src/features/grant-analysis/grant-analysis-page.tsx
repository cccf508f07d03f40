import { FileSearch } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function GrantAnalysisPage() {
  return (
    <>
      <PageHeader
        title="Grant Analysis"
        description="AI-assisted analysis of calls for proposals: key facts with citations and how well your projects fit."
      />
      <EmptyState
        icon={FileSearch}
        title="No analyses yet"
        description="An analysis starts from a call for proposals in Grant Documents. Upload one first; its analyses will be listed here."
      />
    </>
  );
}
