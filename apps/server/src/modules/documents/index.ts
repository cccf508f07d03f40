/** The documents module as other modules see it. */
export { requireDocument } from './documents.service';
