import { useParams } from 'react-router';
import { OrganizationRoute } from '../../app/guards/organization-route';
import { NotFoundState } from '../../components/ui/not-found-state';
import { isRecordId } from '../../lib/record-id';
import { FunderView } from './components/funder-view';

export function FunderPage() {
  const { funderId = '' } = useParams();
  return (
    <OrganizationRoute title="Funder details" records="funders" emptyTitle="Funder not found">
      {(organization) =>
        isRecordId(funderId) ? (
          <FunderView key={funderId} organization={organization} funderId={funderId} />
        ) : (
          <NotFoundState />
        )
      }
    </OrganizationRoute>
  );
}
