import { z } from 'zod';
import { listParam, listQuerySchema, pageQuerySchema, patchBodySchema, personRefSchema, uuidParam } from './common';
import { organizationIdParamsSchema } from './organizations';

/**
 * The organisation's document library (PRODUCT §6): files people upload (PDF, DOCX, TXT,
 * Markdown), their versions, their extracted text page by page, and search over it.
 */

export const DOCUMENT_KINDS = [
  'call_for_proposals',
  'guidelines',
  'narrative',
  'budget',
  'report',
  'letter',
  'other',
] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** What a file is, read from its bytes (never from its name alone). */
export const FILE_TYPES = ['pdf', 'docx', 'text', 'markdown'] as const;
export const fileTypeSchema = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof fileTypeSchema>;

/** A version's text: read in a background job after the upload. */
export const EXTRACTION_STATES = ['processing', 'ready', 'failed'] as const;
export const extractionStateSchema = z.enum(EXTRACTION_STATES);
export type ExtractionState = z.infer<typeof extractionStateSchema>;

/** Why a version's text could not be read; the message says what to do about it. */
export const EXTRACTION_PROBLEMS = ['encrypted', 'no_text', 'damaged', 'too_large', 'timeout'] as const;
export const extractionProblemSchema = z.enum(EXTRACTION_PROBLEMS);
export type ExtractionProblem = z.infer<typeof extractionProblemSchema>;

export const DOCUMENT_NAME_MAX = 200;
/** A document's name as people see it; file names are cleaned to this on upload. */
export const documentNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(DOCUMENT_NAME_MAX, `must be at most ${DOCUMENT_NAME_MAX} characters`)
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  .refine((name) => !/[\u0000-\u001f\u007f/\\]/.test(name), 'must not contain slashes or control characters');

export const documentVersionSchema = z.object({
  id: z.string(),
  /** 1 for the first upload, then 2, 3, … */
  number: z.number().int().min(1),
  /** The uploaded file's name, cleaned (no path, no control characters, at most 200 characters). */
  fileName: z.string(),
  fileType: fileTypeSchema,
  mimeType: z.string(),
  sizeBytes: z.number().int().min(0),
  /** Lower-case hex SHA-256 of the bytes. */
  sha256: z.string(),
  state: extractionStateSchema,
  /** Set when state is 'failed'. */
  problem: extractionProblemSchema.nullable(),
  /** For a person: what went wrong and what to do. */
  problemMessage: z.string().nullable(),
  /** Pages of extracted text (1 for a file without pages); null until ready. */
  pageCount: z.number().int().min(0).nullable(),
  uploadedBy: personRefSchema.nullable(),
  uploadedAt: z.iso.datetime(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

const linkSchema = z.object({ id: z.string(), name: z.string() });

export const documentSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: documentKindSchema,
  project: linkSchema.nullable(),
  application: linkSchema.nullable(),
  /** The version people read, search and download by default: the latest upload. */
  currentVersion: documentVersionSchema,
  versionCount: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Set while the document is in the bin (restorable by admins until `purgeAfter`). */
  deletedAt: z.iso.datetime().nullable(),
  purgeAfter: z.iso.datetime().nullable(),
});
export type GrantDocument = z.infer<typeof documentSchema>;

/** A document with every version, newest first. */
export const documentDetailSchema = documentSchema.extend({
  versions: z.array(documentVersionSchema),
});
export type GrantDocumentDetail = z.infer<typeof documentDetailSchema>;

/** A run of a snippet: matched words are marked so the client can highlight them. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

/** Where a search hit is: the name, or a page of the current version's text. */
export const searchHitSchema = z.object({
  /** 1-based page of the text (1 for a file without pages); null when only the name matched. */
  page: z.number().int().min(1).nullable(),
  snippet: z.array(snippetPartSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** Lists count up to this many documents (a count costs what it counts). */
export const DOCUMENT_COUNT_LIMIT = 10_000;

export const DOCUMENT_SORTS = ['updated', 'name', 'kind', 'size'] as const;

export const documentListQuerySchema = listQuerySchema({
  kind: listParam(documentKindSchema).optional(),
  projectId: uuidParam('project').optional(),
  applicationId: uuidParam('application').optional(),
  /** Ignored when `q` is given: search results come best match first. */
  sort: z.enum(DOCUMENT_SORTS).default('updated'),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;
export type DocumentListParams = z.output<typeof documentListQuerySchema>;

/**
 * A page of documents. With `q` (websearch syntax: words, "a phrase", -not, or), ranked best
 * first, each with where it matched; without, in the order asked.
 */
export const documentListSchema = z.object({
  documents: z.array(documentSchema.extend({ hit: searchHitSchema.nullable() })),
  total: z.number().int(),
  /**
   * False when the count stopped at DOCUMENT_COUNT_LIMIT, or a search was broad (its words are
   * common in the library: decision 037): it was ranked within the most recently changed
   * documents, and `total` counts those hits only. Either way the client says "more than".
   */
  totalExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DocumentList = z.infer<typeof documentListSchema>;
export type DocumentListItem = DocumentList['documents'][number];

/** Documents in the bin (admins): restorable until each one's `purgeAfter`. */
export const deletedDocumentListSchema = z.object({
  documents: z.array(documentSchema.extend({ deletedBy: personRefSchema.nullable() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DeletedDocumentList = z.infer<typeof deletedDocumentListSchema>;
export const deletedDocumentListQuerySchema = pageQuerySchema;

/**
 * The upload's metadata travels in the query string, the file alone in a multipart/form-data
 * body (one file per request, so each shows its own progress). Name defaults to the file's name.
 */
export const uploadDocumentQuerySchema = z.object({
  kind: documentKindSchema.default('other'),
  name: documentNameSchema.optional(),
  projectId: uuidParam('project').optional(),
  applicationId: uuidParam('application').optional(),
  /** Keep a second copy even when the same bytes are already in the library. */
  allowDuplicate: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type UploadDocumentQuery = z.input<typeof uploadDocumentQuerySchema>;

export const updateDocumentBodySchema = patchBodySchema({
  name: documentNameSchema,
  kind: documentKindSchema,
  projectId: z.uuid('is not a valid project id').nullable(),
  applicationId: z.uuid('is not a valid application id').nullable(),
});
export type UpdateDocumentBody = z.input<typeof updateDocumentBodySchema>;

export const documentParamsSchema = organizationIdParamsSchema.extend({ documentId: uuidParam('document') });
export const documentVersionParamsSchema = documentParamsSchema.extend({ versionId: uuidParam('version') });

/** Pages of a version's text, a window at a time (a 200-page PDF is not sent whole). */
export const DOCUMENT_TEXT_PAGE_WINDOW = 20;
export const documentTextQuerySchema = z.object({
  /** The version to read; the current one by default. */
  versionId: uuidParam('version').optional(),
  /** The first page of the window (1-based). */
  from: z.coerce.number().int().min(1).max(100_000).default(1),
  count: z.coerce.number().int().min(1).max(DOCUMENT_TEXT_PAGE_WINDOW).default(DOCUMENT_TEXT_PAGE_WINDOW),
});
export const documentTextSchema = z.object({
  versionId: z.string(),
  state: extractionStateSchema,
  /** Pages in the whole text (0 until ready). */
  pageCount: z.number().int().min(0),
  /** True for a PDF: page numbers are the file's own; otherwise the text is one page. */
  paged: z.boolean(),
  pages: z.array(z.object({ number: z.number().int().min(1), text: z.string() })),
});
export type DocumentText = z.infer<typeof documentTextSchema>;

/** How long a deleted document stays restorable. */
export const DOCUMENT_RESTORE_DAYS = 30;
