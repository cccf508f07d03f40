import { z } from 'zod';
import { isoDateSchema } from './common';

/**
 * The analysis of a call for proposals (PRODUCT §7.1): one contract for every engine, the API,
 * the UI and `npm run analyze`. Every extracted item carries a citation: the passage it came
 * from, by character offsets into the document's extracted text. A figure the text does not
 * state is null, never guessed.
 */

/**
 * The text an engine reads. A PDF keeps its pages (citations name the page and count offsets
 * within it); a DOCX, TXT or Markdown file is one text with no pages.
 */
export type DocumentText = { kind: 'paged'; pages: string[] } | { kind: 'plain'; text: string };

export const citationSchema = z.object({
  /** 1-based page of a paged text; null for a text without pages. */
  page: z.number().int().min(1).nullable(),
  /** Offsets into that page's text (or the whole text): quote === text.slice(start, end). */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  quote: z.string().min(1),
});
export type Citation = z.infer<typeof citationSchema>;

const cited = <T extends z.ZodType>(value: T) => z.object({ value, citation: citationSchema });

/** A decimal amount as a string ("1200000.00"), never a float. */
export const decimalStringSchema = z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal number such as 1200000.00');

export const DEADLINE_KINDS = [
  'letter_of_intent',
  'concept_note',
  'outline',
  'stage_1',
  'full_proposal',
  'application',
] as const;
export const deadlineKindSchema = z.enum(DEADLINE_KINDS);
export type DeadlineKind = z.infer<typeof deadlineKindSchema>;

export const analysisDeadlineSchema = z.object({
  kind: deadlineKindSchema,
  /** What the call calls it, e.g. "Full proposal deadline". */
  label: z.string(),
  date: isoDateSchema,
  /** 24-hour wall-clock time as stated ("midnight" is 23:59); null when the text gives none. */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable(),
  /**
   * An IANA zone when the text names a mappable one ("ET" → America/New_York); the phrase as
   * stated when it is relative ("local time of the applicant"); null when none is stated.
   */
  timezone: z.string().nullable(),
  citation: citationSchema,
});
export type AnalysisDeadline = z.infer<typeof analysisDeadlineSchema>;

/** A date in the text that is not a submission deadline: publication, webinar, decision, start… */
export const otherDateSchema = z.object({ date: isoDateSchema, what: z.string(), citation: citationSchema });
export type OtherDate = z.infer<typeof otherDateSchema>;

const citedAmount = cited(decimalStringSchema).nullable();
const citedCount = cited(z.number().int().min(0)).nullable();

export const awardSchema = z.object({
  /** ISO 4217 code of the award figures; null when no figure is stated. */
  currency: z.string().length(3).nullable(),
  /** Smallest amount one award may be. */
  min: citedAmount,
  /** One award's ceiling. Not a cap per organisation, a threshold or an example. */
  max: citedAmount,
  /** Typical or average award. */
  typical: citedAmount,
  /** The call's whole budget. Not a previous round's. */
  totalBudget: citedAmount,
  numberOfAwards: citedCount,
});
export type Award = z.infer<typeof awardSchema>;

export const durationSchema = z.object({ min: citedCount, max: citedCount });

export const eligibilitySchema = z.object({
  text: z.string(),
  applies: z.enum(['eligible', 'ineligible']),
  /** A hard rule ("must", "only", "not eligible") rather than a preference ("priority", "encouraged"). */
  hard: z.boolean(),
  citation: citationSchema,
});
export type EligibilityRule = z.infer<typeof eligibilitySchema>;

export const requiredDocumentSchema = z.object({ text: z.string(), citation: citationSchema });
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;

export const limitSchema = z.object({
  /** What the limit applies to ("Project narrative", "Abstract"); "application" when the whole. */
  appliesTo: z.string(),
  pages: z.number().int().min(1).nullable(),
  words: z.number().int().min(1).nullable(),
  characters: z.number().int().min(1).nullable(),
  citation: citationSchema,
});
export type Limit = z.infer<typeof limitSchema>;

export const criterionSchema = z.object({
  name: z.string(),
  weightPercent: z.number().min(0).max(100).nullable(),
  citation: citationSchema,
});
export type Criterion = z.infer<typeof criterionSchema>;

export const ANALYSIS_ENGINES = ['builtin', 'llm'] as const;
export const analysisEngineNameSchema = z.enum(ANALYSIS_ENGINES);
export type AnalysisEngineName = z.infer<typeof analysisEngineNameSchema>;

export const analysisResultSchema = z.object({
  engine: z.object({
    name: analysisEngineNameSchema,
    version: z.string(),
    model: z.string().optional(),
  }),
  input: z.object({
    /** SHA-256 of the original file's bytes (or of the UTF-8 text when there is no file). */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    characters: z.number().int().min(0),
    /** Number of pages of a paged text; null for a text without pages. */
    pages: z.number().int().min(1).nullable(),
  }),
  funder: cited(z.string()).nullable(),
  programme: cited(z.string()).nullable(),
  contactEmail: cited(z.string()).nullable(),
  deadlines: z.array(analysisDeadlineSchema),
  otherDates: z.array(otherDateSchema),
  /** No deadline: applications are taken at any time. */
  rolling: z.boolean(),
  award: awardSchema,
  durationMonths: durationSchema,
  eligibility: z.array(eligibilitySchema),
  requiredDocuments: z.array(requiredDocumentSchema),
  limits: z.array(limitSchema),
  criteria: z.array(criterionSchema),
  warnings: z.array(z.string()),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** The text a citation points into: one page of a paged text, or the whole plain text. */
export function citedText(document: DocumentText, page: number | null): string | undefined {
  if (document.kind === 'plain') return page === null ? document.text : undefined;
  return page === null ? undefined : document.pages[page - 1];
}

/** True when the citation's quote is exactly the document's text at its offsets. */
export function citationHolds(document: DocumentText, citation: Citation): boolean {
  const text = citedText(document, citation.page);
  return (
    text !== undefined &&
    citation.end > citation.start &&
    citation.end <= text.length &&
    text.slice(citation.start, citation.end) === citation.quote
  );
}

/** What a text in which nothing was found yields: every figure null, every list empty. */
export function emptyFindings(): Omit<AnalysisResult, 'engine' | 'input' | 'warnings'> {
  return {
    funder: null,
    programme: null,
    contactEmail: null,
    deadlines: [],
    otherDates: [],
    rolling: false,
    award: { currency: null, min: null, max: null, typical: null, totalBudget: null, numberOfAwards: null },
    durationMonths: { min: null, max: null },
    eligibility: [],
    requiredDocuments: [],
    limits: [],
    criteria: [],
  };
}
