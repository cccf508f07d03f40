// The hand-made ground truth of one call for proposals (bench/analysis/calls/<slug>.truth.json).
// It is written by reading the stored call text only (the engines read nothing else); see
// README.md for the rules (what is a deadline, what is the award's max, how eligibility is
// paraphrased). Figures are decimal strings, as in the analysis contract, and null when the text
// does not state them.
import { z } from 'zod';
import { DEADLINE_KINDS } from '../../packages/shared/src/contracts/analysis';

const isoDate = z.iso.date();
const decimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .nullable();
/** One name, or several accepted spellings of it ("National Science Foundation", "NSF"). */
const names = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

export const truthSchema = z
  .object({
    /** Null when the text never names the funder (the metadata header is not part of the text). */
    funder: names.nullable(),
    programme: names.nullable(),
    /**
     * The address the call gives for questions (several when it gives several, any of which is
     * right); null when it gives none, or only an obfuscated one or one for other purposes.
     */
    contactEmail: z.union([z.email(), z.array(z.email()).min(1)]).nullable(),
    deadlines: z.array(
      z
        .object({
          kind: z.enum(DEADLINE_KINDS),
          date: isoDate,
          time: z
            .string()
            .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
            .nullable(),
          /** IANA zone, or the phrase as stated when relative ("proposer's local time"); null when none. */
          timezone: z.string().min(1).nullable(),
        })
        .strict(),
    ),
    /** Every other full date (day, month, year) the text states: postings, webinars, decisions, starts. */
    otherDates: z.array(z.object({ date: isoDate }).strict()),
    rolling: z.boolean(),
    award: z
      .object({
        /** ISO 4217; null when the call states no figure. */
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/)
          .nullable(),
        min: decimal,
        max: decimal,
        typical: decimal,
        totalBudget: decimal,
        numberOfAwards: z.number().int().min(0).nullable(),
      })
      .strict(),
    durationMonths: z
      .object({ min: z.number().int().min(0).nullable(), max: z.number().int().min(0).nullable() })
      .strict(),
    eligibility: z.array(
      z.object({ text: z.string().min(1), applies: z.enum(['eligible', 'ineligible']), hard: z.boolean() }).strict(),
    ),
    requiredDocuments: z.array(z.object({ text: z.string().min(1) }).strict()),
    criteria: z.array(
      z.object({ name: z.string().min(1), weightPercent: z.number().min(0).max(100).nullable() }).strict(),
    ),
    limits: z.array(
      z
        .object({
          appliesTo: z.string().min(1),
          pages: z.number().int().min(1).nullable(),
          words: z.number().int().min(1).nullable(),
          characters: z.number().int().min(1).nullable(),
        })
        .strict(),
    ),
    /** Free notes on judgement calls made while writing this truth (not scored). */
    notes: z.string().optional(),
  })
  .strict()
  .superRefine((truth, ctx) => {
    const { award } = truth;
    const figures = [award.min, award.max, award.typical, award.totalBudget];
    if (figures.some((figure) => figure !== null) !== (award.currency !== null)) {
      ctx.addIssue({
        code: 'custom',
        message: 'award.currency is set exactly when an award figure is',
        path: ['award'],
      });
    }
    if (truth.rolling && truth.deadlines.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'a rolling call has no deadlines', path: ['rolling'] });
    }
  });
export type Truth = z.infer<typeof truthSchema>;

/**
 * The splits of the set: `dev`, `dev2` (calls added later for variety: foundations, trusts,
 * rolling and multi-round calls, tables of dates), `dev3` (documents asked for in prose, amounts
 * that are not the award, calls with no award figure), `dev4` (long research and government calls:
 * NIH, NSF, UKRI, ARC, ERC, NHMRC, DFG), `dev5` (small community grants, councils, small
 * foundations, embassy and NGO calls, non-English and FAQ pages) and `dev6` (English-language
 * community foundations, trusts, councils, embassy and arts-council calls from many countries) and
 * `dev7` (calls from new countries and funders: no award figure beside other money figures, match
 * ratios, several deadlines with times, lists of who can and cannot apply) for rule writers; `holdout` (the original third, never read while writing rules), `holdout2` (calls
 * added later with truth written before any engine ran on them), `holdout3` (a third part added the
 * same way, so that the holdouts are a third of the set), `holdout4` (every third call found with
 * dev5, so that they stay a third) `holdout5` (every third call found with dev6, likewise) and `holdout6` (every third call
 * found with dev7, likewise), all
 * scored only at the end of a piece of work.
 */
export const SPLITS = [
  'dev',
  'dev2',
  'dev3',
  'dev4',
  'dev5',
  'dev6',
  'dev7',
  'holdout',
  'holdout2',
  'holdout3',
  'holdout4',
  'holdout5',
  'holdout6',
] as const;
export type Split = (typeof SPLITS)[number];

export const manifestSchema = z.object({
  calls: z.array(
    z
      .object({
        slug: z.string().regex(/^[a-z0-9-]+$/),
        split: z.enum(SPLITS),
        funder: z.string(),
        country: z.string(),
        currency: z.string().nullable(),
      })
      .strict(),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The metadata block at the top of a call file: `---` … `---` and one blank line. */
const HEADER = /^---\n[\s\S]*?\n---\n\n/;

/** The call's text as the engines read it: the file without its metadata header. */
export function callBody(fileText: string): string {
  const header = HEADER.exec(fileText);
  if (!header) throw new Error('call file has no metadata header');
  return fileText.slice(header[0].length);
}
