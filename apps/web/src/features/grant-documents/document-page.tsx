import { useParams } from 'react-router';
import { OrganizationRoute } from '../../app/guards/organization-route';
import { NotFoundState } from '../../components/ui/not-found-state';
import { isRecordId } from '../../lib/record-id';
import { DocumentView } from './components/document-view';

export function DocumentPage() {
  const { documentId = '' } = useParams();
  return (
    <OrganizationRoute title="Document details" records="documents" emptyTitle="Document not found">
      {(organization) =>
        isRecordId(documentId) ? (
          <DocumentView key={documentId} organization={organization} documentId={documentId} />
        ) : (
          <NotFoundState />
        )
      }
    </OrganizationRoute>
  );
}
