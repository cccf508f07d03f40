import { z } from 'zod';

/**
 * The columns of the CSV export, which the import reads back. `id` comes last so that a file
 * written by hand can leave it out; with it, a re-imported row finds the application it came from.
 */
export const APPLICATION_CSV_COLUMNS = [
  'title',
  'funder',
  'programme',
  'project',
  'status',
  'currency',
  'amount_requested',
  'amount_awarded',
  'deadline_date',
  'deadline_time',
  'deadline_time_zone',
  'internal_deadline',
  'submitted_on',
  'decided_on',
  'owner_email',
  'notes',
  'id',
] as const;
export type ApplicationCsvColumn = (typeof APPLICATION_CSV_COLUMNS)[number];
/** Without these two an application cannot be made, so the import needs a column for each. */
export const REQUIRED_CSV_COLUMNS = ['title', 'currency'] as const satisfies readonly ApplicationCsvColumn[];

/** How the import's fields are named to a person (the mapping's labels). */
export const CSV_COLUMN_LABELS: Record<ApplicationCsvColumn, string> = {
  title: 'Title',
  funder: 'Funder',
  programme: 'Programme',
  project: 'Project',
  status: 'Status',
  currency: 'Currency',
  amount_requested: 'Amount requested',
  amount_awarded: 'Amount awarded',
  deadline_date: 'Deadline date',
  deadline_time: 'Deadline time',
  deadline_time_zone: 'Deadline time zone',
  internal_deadline: 'Internal deadline',
  submitted_on: 'Submitted on',
  decided_on: 'Decided on',
  owner_email: 'Owner email',
  notes: 'Notes',
  id: 'GrantPilot id',
};

export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Which of our fields is read from which column of the file (by its header). */
export const importMappingSchema = z.partialRecord(z.enum(APPLICATION_CSV_COLUMNS), z.string().max(200));
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** ISO (2026-12-31), day first (31/12/2026) or month first (12/31/2026). */
export const CSV_DATE_FORMATS = ['iso', 'dmy', 'mdy'] as const;
export const csvDateFormatSchema = z.enum(CSV_DATE_FORMATS);
export type CsvDateFormat = z.infer<typeof csvDateFormatSchema>;

/**
 * A CSV file as text. Without `commit` nothing is written (the preview, checked by the same rules).
 * `mapping` defaults to the one the user last imported with in this organisation, then to headers
 * that name our fields; `dateFormat` to the one the file shows. Rows that match an application
 * already there are skipped or update it (`existing`); with `goodRowsOnly` the rows with problems
 * are left out instead of stopping the import.
 */
export const importApplicationsBodySchema = z.object({
  csv: z.string().min(1, 'is empty').max(IMPORT_MAX_BYTES, 'is larger than 5 MB'),
  commit: z.boolean().default(false),
  mapping: importMappingSchema.optional(),
  dateFormat: csvDateFormatSchema.optional(),
  existing: z.enum(['skip', 'update']).default('skip'),
  goodRowsOnly: z.boolean().default(false),
});
export type ImportApplicationsBody = z.input<typeof importApplicationsBodySchema>;

export const importRowErrorSchema = z.object({
  /** The line in the file, counting the header as line 1, as a spreadsheet numbers it. */
  row: z.number().int(),
  column: z.string().nullable(),
  reason: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importResultSchema = z.object({
  total: z.number().int(),
  /** Rows without a problem (to be created, updated or skipped as existing). */
  valid: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** The file's header row, and the mapping the rows were read with. */
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  /** The date format used; null when the file's dates could be either and none was chosen. */
  dateFormat: csvDateFormatSchema.nullable(),
  /** The file has dates such as 03/04/2026 and no day above 12 says which comes first. */
  dateFormatAmbiguous: z.boolean(),
  /** The first rows as they would be imported, each with its problems. */
  preview: z.array(
    z.object({
      row: z.number().int(),
      action: z.enum(['create', 'update', 'skip']).nullable(),
      title: z.string(),
      funder: z.string().nullable(),
      project: z.string().nullable(),
      status: z.string().nullable(),
      currency: z.string(),
      amountRequested: z.string().nullable(),
      deadline: z.string().nullable(),
      problems: z.array(importRowErrorSchema),
    }),
  ),
  /** What was (or, in the preview, would be) done with the good rows. */
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Created plus updated; 0 in the preview. */
  imported: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
