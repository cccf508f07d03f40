import { z } from 'zod';
import {
  documentKindSchema,
  documentNameSchema,
  type GrantDocument,
  type UpdateDocumentBody,
} from '@grantpilot/shared/contracts/documents';

/** The edit form: the contract's name rule; a link is a chosen id or '' for none. */
export const documentFormSchema = z.object({
  name: documentNameSchema,
  kind: documentKindSchema,
  projectId: z.string(),
  applicationId: z.string(),
});
export type DocumentFormValues = z.infer<typeof documentFormSchema>;

export const DOCUMENT_FIELD_LABELS = {
  name: 'Name',
  kind: 'Kind',
  projectId: 'Project',
  applicationId: 'Application',
} as const;

export function toDocumentFormValues(document: GrantDocument): DocumentFormValues {
  return {
    name: document.name,
    kind: document.kind,
    projectId: document.project?.id ?? '',
    applicationId: document.application?.id ?? '',
  };
}

/** Only what changed; null when nothing did. */
export function toDocumentUpdate(values: DocumentFormValues, before: DocumentFormValues): UpdateDocumentBody | null {
  const changes: UpdateDocumentBody = {};
  if (values.name.trim() !== before.name) changes.name = values.name.trim();
  if (values.kind !== before.kind) changes.kind = values.kind;
  if (values.projectId !== before.projectId) changes.projectId = values.projectId || null;
  if (values.applicationId !== before.applicationId) changes.applicationId = values.applicationId || null;
  return Object.keys(changes).length ? changes : null;
}
