import { z } from 'zod';
import { applicationSchema, currencyTotalsSchema } from './applications';
import { funderNameSchema, pageQuerySchema, patchBodySchema, uuidParam } from './common';
import { organizationIdParamsSchema } from './organizations';

export const funderSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Funder = z.infer<typeof funderSchema>;

/** How an organisation has fared with a funder. */
export const funderStatsSchema = z.object({
  applications: z.number().int(),
  decided: z.number().int(),
  awarded: z.number().int(),
  /** awarded ÷ decided, as a percentage rounded to a whole number; null before any decision. */
  successRate: z.number().int().nullable(),
});
export type FunderStats = z.infer<typeof funderStatsSchema>;

export const funderListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});
export type FunderListQuery = z.input<typeof funderListQuerySchema>;
/** The query as the server reads it, defaults applied. */
export type FunderListParams = z.output<typeof funderListQuerySchema>;

/** A page of funders, by name, each with its figures. */
export const funderListSchema = z.object({
  funders: z.array(funderSchema.extend({ stats: funderStatsSchema })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FunderList = z.infer<typeof funderListSchema>;
export type FunderSummary = FunderList['funders'][number];

/** Every funder's name (up to 1000), for the application form's suggestions and the table's filter. */
export const funderChoicesSchema = z.object({
  funders: z.array(funderSchema.pick({ id: true, name: true })),
});
export type FunderChoice = z.infer<typeof funderChoicesSchema>['funders'][number];

export const funderBodySchema = z.object({
  name: funderNameSchema,
  website: z.url('must be a web address such as https://example.org').max(500).nullable().default(null),
  contactPerson: z.string().trim().max(200).nullable().default(null),
  email: z.email('must be an email address').max(254).nullable().default(null),
  notes: z.string().max(5000).nullable().default(null),
});
// Built from the fields without their defaults (see patchBodySchema).
export const updateFunderBodySchema = patchBodySchema({
  name: funderBodySchema.shape.name,
  website: funderBodySchema.shape.website.unwrap(),
  contactPerson: funderBodySchema.shape.contactPerson.unwrap(),
  email: funderBodySchema.shape.email.unwrap(),
  notes: funderBodySchema.shape.notes.unwrap(),
});
export type UpdateFunderBody = z.input<typeof updateFunderBodySchema>;
export const funderParamsSchema = organizationIdParamsSchema.extend({ funderId: uuidParam('funder') });

/** A funder with its record: its applications and how often they succeed. */
export const funderDetailSchema = funderSchema.extend({
  applications: z.array(applicationSchema),
  decided: z.number().int(),
  awarded: z.number().int(),
  /** awarded ÷ decided, as a percentage rounded to a whole number; null before any decision. */
  successRate: z.number().int().nullable(),
  totals: currencyTotalsSchema,
});
export type FunderDetail = z.infer<typeof funderDetailSchema>;
