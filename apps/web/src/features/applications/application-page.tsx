import { OrganizationRoute } from '../../app/guards/organization-route';
import { useParams } from 'react-router';
import { NotFoundState } from '../../components/ui/not-found-state';
import { ApplicationView } from './components/application-view';
import { isRecordId } from '../../lib/record-id';

export function ApplicationPage() {
  const { id = '' } = useParams();
  return (
    <OrganizationRoute title="Application details" records="applications" emptyTitle="Application not found">
      {(organization) =>
        isRecordId(id) ? <ApplicationView key={id} organization={organization} applicationId={id} /> : <NotFoundState />
      }
    </OrganizationRoute>
  );
}
