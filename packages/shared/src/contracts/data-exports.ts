import { z } from 'zod';

/** "Export my data" (PRODUCT.md §9): a zip built in the background, kept this many days. */
export const DATA_EXPORT_KEEP_DAYS = 7;
export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** Bytes of the zip, once ready. */
  size: z.number().int().nonnegative().nullable(),
  /** Why it failed, in words a person can act on. */
  failure: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** When a ready export is deleted. */
  expiresAt: z.iso.datetime().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });
export type DataExportList = z.infer<typeof dataExportListSchema>;
