import { z } from 'zod';
import { amountProblem, isCurrencyCode } from '../money';

/** A calendar date, "2026-11-23", that exists (no 31 February). */
export const isoDateSchema = z.iso.date('must be a date such as 2026-11-23');

export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, { message: 'must be an ISO 4217 currency code such as EUR' });

/** An exact decimal amount as a string ("12500.50"); checked against its currency by the caller. */
export const amountSchema = z.string().trim().max(20, 'is too large');

/** Adds an issue at `path` when `amount` does not suit `currency`. */
export function checkAmount(
  ctx: z.RefinementCtx,
  path: string,
  amount: string | null | undefined,
  currency: string | null | undefined,
) {
  if (amount === null || amount === undefined || !currency) return;
  const problem = amountProblem(amount, currency);
  if (problem) ctx.addIssue({ code: 'custom', path: [path], message: problem });
}

export const moneySchema = z.object({ amount: z.string(), currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

/** A funder's name: typed on the application form or the funder's own. */
export const funderNameSchema = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(200, 'must be at most 200 characters');

export const uuidParam = (label: string) => z.uuid(`is not a valid ${label} id`);

/** A page of a list: 1-based page, at most 100 rows. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/**
 * A PATCH body: any of `fields`, at least one. Give it the fields without their defaults: zod keeps
 * a `.default()` inside `.partial()`, which would fill in every field a PATCH does not send.
 */
export function patchBodySchema<Fields extends z.ZodRawShape>(fields: Fields) {
  return z
    .object(fields)
    .partial()
    .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
}

export const sortDirectionSchema = z.enum(['asc', 'desc']);

/**
 * A search ranked by relevance (`sort=relevance`, the default with `q`) ranks about this many
 * matches at most, so its cost follows its page, not how many records match: the first ones the
 * search index gives, with those among the most recently changed records, or, when the recent ones
 * promise more matches than this, those alone. Then a list's `totalExact` is false and its
 * `total` counts the matches ranked (decision 034).
 */
export const SEARCH_RANK_LIMIT = 1_000;

/**
 * A list's query: the page, the words searched, the list's own filters and order (`sort`, with
 * its default), and the direction, by default the last first.
 */
export function listQuerySchema<Fields extends z.ZodRawShape>(fields: Fields) {
  return pageQuerySchema.extend({
    q: z.string().trim().max(200).optional(),
    ...fields,
    direction: sortDirectionSchema.default('desc'),
  });
}

/** A query parameter that may be sent once ("?status=a") or repeated ("?status=a&status=b"). */
export function listParam<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(20),
  );
}

export const personRefSchema = z.object({ userId: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;
