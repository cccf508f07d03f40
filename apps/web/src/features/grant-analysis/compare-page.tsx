import { useSearchParams } from 'react-router';
import { OrganizationRoute } from '../../app/guards/organization-route';
import { NotFoundState } from '../../components/ui/not-found-state';
import { isRecordId } from '../../lib/record-id';
import { CompareView } from './components/compare-view';

/** `/grant-analysis/compare?a=<analysisId>&b=<analysisId>`: two runs of one document side by side. */
export function AnalysisComparePage() {
  const [params] = useSearchParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  return (
    <OrganizationRoute title="Compare analyses" records="analyses" emptyTitle="Analysis not found">
      {(organization) =>
        isRecordId(a) && isRecordId(b) ? (
          <CompareView key={`${a}/${b}`} organization={organization} a={a} b={b} />
        ) : (
          <NotFoundState />
        )
      }
    </OrganizationRoute>
  );
}
