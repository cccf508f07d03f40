import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Download, Pencil, RotateCcw, Sparkles } from 'lucide-react';
import { applicationPath, projectPath, ROUTES } from '@grantpilot/shared/constants';
import { DOCUMENT_RESTORE_DAYS, type GrantDocumentDetail } from '@grantpilot/shared/contracts/documents';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { DocumentStateBadge } from '../../../components/documents/document-state-badge';
import { BackLink } from '../../../components/ui/back-link';
import { Button, linkStyle } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DeleteButton } from '../../../components/ui/delete-button';
import { Detail, NotSet, TimeDetail } from '../../../components/ui/details';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordQuery } from '../../../components/ui/record-query';
import { formatBytes, FILE_TYPE_LABELS, KIND_LABELS } from '../../../lib/documents/document-format';
import { downloadDocument } from '../../../lib/documents/download-document';
import { formatDate } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { forgetDocument, useDeleteDocument } from '../api/delete-document';
import { useDocument } from '../api/get-document';
import { useRestoreDocument } from '../api/restore-document';
import { DocumentTextPreview } from './document-text-preview';
import { EditDocumentDialog } from './edit-document-dialog';
import { VersionsCard } from './versions-card';

function DocumentDetailsCard({ document }: { document: GrantDocumentDetail }) {
  const version = document.currentVersion;
  return (
    <Card enterIndex={0} aria-labelledby="document-details-heading">
      <CardHeader>
        <CardTitle id="document-details-heading">Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Detail term="Kind">{KIND_LABELS[document.kind]}</Detail>
          <Detail term="Project">
            {document.project ? (
              <Link to={projectPath(document.project.id)} className={linkStyle}>
                {document.project.name}
              </Link>
            ) : (
              <NotSet />
            )}
          </Detail>
          <Detail term="Application">
            {document.application ? (
              <Link to={applicationPath(document.application.id)} className={linkStyle}>
                {document.application.name}
              </Link>
            ) : (
              <NotSet />
            )}
          </Detail>
          <Detail term="Text">
            <DocumentStateBadge version={version} />
          </Detail>
          <Detail term="File">
            <span className="[overflow-wrap:anywhere]">{version.fileName}</span>
          </Detail>
          <Detail term="Type and size">
            {FILE_TYPE_LABELS[version.fileType]}, {formatBytes(version.sizeBytes)}
            {version.pageCount ? `, ${version.pageCount} ${version.pageCount === 1 ? 'page' : 'pages'}` : ''}
          </Detail>
          <Detail term="Uploaded by">{version.uploadedBy?.name ?? <NotSet />}</Detail>
          <TimeDetail term="Uploaded" at={version.uploadedAt} />
        </dl>
      </CardContent>
    </Card>
  );
}

/** A document: its details, download, its text page by page, its versions, and what editors may do. */
export function DocumentView({ organization, documentId }: { organization: Organization; documentId: string }) {
  const document = useDocument(organization.id, documentId);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteDocument(organization.id, documentId);
  const restore = useRestoreDocument(organization.id);
  const canEdit = roleAtLeast(organization.role, 'editor');
  const isAdmin = roleAtLeast(organization.role, 'admin');
  const page = Number(searchParams.get('page'));
  const q = searchParams.get('q') ?? '';

  return (
    <RecordQuery query={document} title="Document details" loadingLabel="Loading document…">
      {(detail) => {
        const download = () =>
          downloadDocument(organization.id, detail.id, detail.currentVersion.fileName).catch((error: unknown) =>
            notifyError(error, 'Download Failed'),
          );
        const deleted = Boolean(detail.deletedAt);
        return (
          <>
            <BackLink to={ROUTES.grantDocuments}>All documents</BackLink>
            <PageHeader
              title={detail.name}
              description={`${KIND_LABELS[detail.kind]} · version ${detail.currentVersion.number} of ${detail.versionCount}`}
              actions={
                <div className="flex flex-wrap gap-2">
                  {deleted ? null : (
                    <Button variant="outline" onClick={download}>
                      <Download aria-hidden="true" className="size-4" />
                      Download
                    </Button>
                  )}
                  {canEdit && !deleted ? (
                    <>
                      <Button asChild variant="outline">
                        <Link to={`${ROUTES.grantAnalysis}?documentId=${encodeURIComponent(detail.id)}`}>
                          <Sparkles aria-hidden="true" className="size-4" />
                          Analyse
                        </Link>
                      </Button>
                      <Button variant="outline" onClick={() => setEditing(true)}>
                        <Pencil aria-hidden="true" className="size-4" />
                        Edit
                      </Button>
                      <DeleteButton
                        title={`Delete ${detail.name}?`}
                        description={`It goes to the bin: an admin can restore it for ${DOCUMENT_RESTORE_DAYS} days, then it is gone for good.`}
                        confirmLabel="Delete document"
                        onConfirm={async () => {
                          await remove.mutateAsync();
                          toast({ title: 'Document deleted', description: `${detail.name} is in the bin.` });
                          await navigate(ROUTES.grantDocuments);
                          forgetDocument(queryClient, organization.id, detail.id);
                        }}
                      />
                    </>
                  ) : null}
                  {deleted && isAdmin ? (
                    <Button
                      onClick={() =>
                        restore.mutateAsync(detail.id).then(
                          () => toast({ title: 'Document restored', description: `${detail.name} is back.` }),
                          (error: unknown) => notifyError(error, 'Document Not Restored'),
                        )
                      }
                      disabled={restore.isPending}
                    >
                      <RotateCcw aria-hidden="true" className="size-4" />
                      Restore
                    </Button>
                  ) : null}
                </div>
              }
            />
            {deleted ? (
              <p role="status" className="mb-4 rounded-md border border-destructive p-3 text-sm text-destructive">
                This document was deleted
                {detail.purgeAfter ? `; it is gone for good on ${formatDate(detail.purgeAfter)}` : ''}. Restore it to
                read its text and download it.
              </p>
            ) : null}
            <div className="flex flex-col gap-6">
              <DocumentDetailsCard document={detail} />
              {/* A document in the bin keeps its text and files out of reach until it is restored. */}
              {deleted ? null : (
                <DocumentTextPreview
                  // Another hit's ?page= in the same document opens its window and scrolls there afresh.
                  key={`${detail.currentVersion.id}:${page}`}
                  organizationId={organization.id}
                  documentId={detail.id}
                  version={detail.currentVersion}
                  page={Number.isInteger(page) && page >= 1 ? page : null}
                  q={q}
                  index={1}
                />
              )}
              <VersionsCard organizationId={organization.id} document={detail} canUpload={canEdit} index={2} />
            </div>
            {canEdit ? (
              <EditDocumentDialog
                organizationId={organization.id}
                document={detail}
                open={editing}
                onOpenChange={setEditing}
              />
            ) : null}
          </>
        );
      }}
    </RecordQuery>
  );
}
