import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { OrganizationRoute } from '../../app/guards/organization-route';
import { DocumentUploader } from '../../components/documents/document-uploader';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { DeletedDocumentsCard } from './components/deleted-documents-card';
import { DocumentLibrary } from './components/document-library';

const TITLE = 'Grant Documents';
const DESCRIPTION = 'Calls for proposals, guidelines, narratives, budgets and reports.';

export function GrantDocumentsPage() {
  return (
    <OrganizationRoute
      header={() => <PageHeader title={TITLE} description={DESCRIPTION} />}
      records="documents"
      emptyTitle="No documents yet"
    >
      {(organization) => (
        <>
          {roleAtLeast(organization.role, 'editor') ? (
            <Card enterIndex={0} aria-labelledby="upload-heading" className="mb-4 p-4">
              <h2 id="upload-heading" className="mb-3 text-base font-semibold">
                Upload documents
              </h2>
              <DocumentUploader organizationId={organization.id} chooseLinks label="Choose files to upload" />
            </Card>
          ) : null}
          <DocumentLibrary organization={organization} />
          {roleAtLeast(organization.role, 'admin') ? (
            <DeletedDocumentsCard organizationId={organization.id} index={2} />
          ) : null}
        </>
      )}
    </OrganizationRoute>
  );
}
