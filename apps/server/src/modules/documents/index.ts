/** The documents module as other modules see it. */
export {
  linkDocumentToApplication,
  projectDocumentsExcerpt,
  readVersionText,
  requireDocument,
  versionPartStarts,
} from './documents.service';
