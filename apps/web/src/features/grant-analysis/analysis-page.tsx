import { useParams } from 'react-router';
import { OrganizationRoute } from '../../app/guards/organization-route';
import { NotFoundState } from '../../components/ui/not-found-state';
import { isRecordId } from '../../lib/record-id';
import { AnalysisView } from './components/analysis-view';

export function AnalysisPage() {
  const { analysisId = '' } = useParams();
  return (
    <OrganizationRoute title="Analysis" records="analyses" emptyTitle="Analysis not found">
      {(organization) =>
        isRecordId(analysisId) ? (
          <AnalysisView key={analysisId} organization={organization} analysisId={analysisId} />
        ) : (
          <NotFoundState />
        )
      }
    </OrganizationRoute>
  );
}
