/** The documents module as other modules see it. */
export {
  linkDocumentToApplication,
  projectDocumentsExcerpt,
  readVersionText,
  requireDocument,
} from './documents.service';
