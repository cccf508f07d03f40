import { z } from 'zod';
import {
  analysisDeadlineSchema,
  criterionSchema,
  decimalStringSchema,
  eligibilitySchema,
  limitSchema,
  otherDateSchema,
  requiredDocumentSchema,
  type AnalysisResult,
  type Citation,
  type DocumentText,
} from '@grantpilot/shared/contracts/analysis';
import { locateQuote } from './citations';
import type { Chunk } from './chunks';
import type { ModelAnswer } from './model-schema';

/** What one chunk (or the merged document) yields: the §7.1 result without its envelope. */
export type Findings = Omit<AnalysisResult, 'engine' | 'input' | 'warnings'>;

/** Items left out of a chunk's findings, by reason. */
export interface Dropped {
  /** The quote is not in the document: the model made it up or altered it. */
  unquoted: number;
  /** The item does not fit the contract (a date that does not exist, a weight above 100). */
  invalid: number;
}

const nonEmpty = z.string().trim().min(1);
const wholeNumber = z.number().int().min(0);

type Passage = { quote: string; page: number | null };
type CitedValue<T> = { value: T; citation: Citation } | null;

/**
 * Turns a model's answer for one chunk into findings with verified citations. An item whose
 * quote is not found in the chunk's text, or that does not fit the contract, is dropped and
 * counted.
 */
export function findingsOf(
  document: DocumentText,
  chunk: Chunk,
  answer: ModelAnswer,
): { findings: Findings; dropped: Dropped } {
  const dropped: Dropped = { unquoted: 0, invalid: 0 };

  const cite = (passage: Passage): Citation | null => {
    const stated = chunk.areas.filter((area) => area.page !== null && area.page === passage.page);
    const citation = locateQuote(document, passage.quote, [...stated, ...chunk.areas]);
    if (!citation) dropped.unquoted++;
    return citation;
  };

  const items = <I extends Passage, T>(list: readonly I[], schema: z.ZodType<T>, build: (item: I) => unknown): T[] =>
    list.flatMap((item) => {
      const citation = cite(item);
      if (!citation) return [];
      const parsed = schema.safeParse({ ...(build(item) as object), citation });
      if (!parsed.success) dropped.invalid++;
      return parsed.success ? [parsed.data] : [];
    });

  const value = <T>(item: (Passage & { value: T }) | null, schema: z.ZodType<T>): CitedValue<T> => {
    if (!item) return null;
    const citation = cite(item);
    if (!citation) return null;
    const parsed = schema.safeParse(item.value);
    if (!parsed.success) dropped.invalid++;
    return parsed.success ? { value: parsed.data, citation } : null;
  };
  const text = (item: (Passage & { value: string }) | null) => value(item, nonEmpty);
  const amount = (item: (Passage & { value: string }) | null) => value(item, decimalStringSchema);
  const count = (item: (Passage & { value: number }) | null) => value(item, wholeNumber);

  const award = {
    min: amount(answer.award.min),
    max: amount(answer.award.max),
    typical: amount(answer.award.typical),
    totalBudget: amount(answer.award.totalBudget),
    numberOfAwards: count(answer.award.numberOfAwards),
  };
  const anyFigure = [award.min, award.max, award.typical, award.totalBudget].some(Boolean);

  const findings: Findings = {
    funder: text(answer.funder),
    programme: text(answer.programme),
    contactEmail: text(answer.contactEmail),
    deadlines: items(answer.deadlines, analysisDeadlineSchema, ({ kind, label, date, time, timezone }) => ({
      kind,
      label,
      date,
      time,
      // A model may write "" for "none stated".
      timezone: timezone?.trim() || null,
    })),
    otherDates: items(answer.otherDates, otherDateSchema, ({ date, what }) => ({ date, what })),
    rolling: answer.rolling,
    award: { currency: anyFigure ? answer.currency : null, ...award },
    durationMonths: { min: count(answer.durationMonths.min), max: count(answer.durationMonths.max) },
    eligibility: items(answer.eligibility, eligibilitySchema, ({ text, applies, hard }) => ({ text, applies, hard })),
    requiredDocuments: items(answer.requiredDocuments, requiredDocumentSchema, ({ text }) => ({ text })),
    limits: items(answer.limits, limitSchema, ({ appliesTo, pages, words, characters }) => ({
      appliesTo,
      pages,
      words,
      characters,
    })),
    criteria: items(answer.criteria, criterionSchema, ({ name, weightPercent }) => ({ name, weightPercent })),
  };
  return { findings, dropped };
}
