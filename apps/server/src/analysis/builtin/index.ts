import type { AnalysisResult, DocumentText } from '@grantpilot/shared/contracts/analysis';
import type { AnalysisEngine, AnalysisInput } from '../engine';
import { extractAward } from './award';
import { extractContact } from './contact';
import { extractCriteria } from './criteria';
import { extractDates, isRolling } from './deadlines';
import { dollarOf } from './dollar';
import { extractRequiredDocuments } from './documents';
import { extractDuration } from './duration';
import { extractEligibility } from './eligibility';
import { extractFunder } from './funder';
import { languageOfCall } from './languages';
import { extractLimits } from './limits';
import { segment, textsOf } from './segment';

/**
 * The built-in engine (PRODUCT §7, engine 1): offline rules on maintained parsers. Deterministic:
 * no clock, no locale, no randomness — the same text gives the same result, byte for byte.
 * Precision first: a figure it is unsure of is left null (and, where useful, a warning says why).
 */

export const BUILTIN_ENGINE_VERSION = '1.15.0';

export function analyzeText(document: DocumentText, input: AnalysisInput): AnalysisResult {
  const texts = textsOf(document);
  const sentences = segment(document);
  // One language for the whole call: every extractor that reads other languages reads it in this one.
  const language = languageOfCall(sentences);
  input.signal?.throwIfAborted();
  const dates = extractDates(sentences, language);
  input.signal?.throwIfAborted();
  const { award, warnings: awardWarnings } = extractAward(
    sentences,
    dollarOf(texts.map((text) => text.text).join('\n')),
  );
  const { funder, programme } = extractFunder(sentences);
  // A call that takes applications at any time has no deadline: with a dated deadline stated ("at
  // any time … a final opportunity up to 30th June 2018"), the deadline stands and the call is not
  // rolling; the warning below still says both were read.
  const rollingCue = isRolling(sentences, dates.deadlines.length + dates.yearlessDeadlines > 0) !== null;
  const rolling = rollingCue && dates.deadlines.length === 0;
  const requiredDocuments = extractRequiredDocuments(sentences, dates.deadlines, language);
  // A line read as a document to send is not also a rule about who may apply.
  const documentAt = new Set(requiredDocuments.map(({ citation }) => `${citation.page}:${citation.start}`));
  const eligibility = extractEligibility(sentences, language).filter(
    ({ citation }) => !documentAt.has(`${citation.page}:${citation.start}`),
  );
  const warnings = [...dates.warnings, ...awardWarnings];
  if (rollingCue && dates.deadlines.length > 0)
    warnings.push('The call says it takes applications on a rolling basis but also states deadlines.');
  if (!rolling && dates.deadlines.length === 0) warnings.push('No submission deadline was found.');
  return {
    engine: { name: 'builtin', version: BUILTIN_ENGINE_VERSION },
    input: {
      sha256: input.sha256,
      characters: texts.reduce((sum, text) => sum + text.text.length, 0),
      pages: document.kind === 'paged' ? Math.max(1, document.pages.length) : null,
    },
    funder,
    programme,
    contactEmail: extractContact(sentences),
    deadlines: dates.deadlines,
    otherDates: dates.otherDates,
    rolling,
    award,
    durationMonths: extractDuration(sentences, language),
    eligibility,
    requiredDocuments,
    limits: extractLimits(sentences),
    criteria: extractCriteria(sentences),
    warnings,
  };
}

export function createBuiltinEngine(): AnalysisEngine {
  return {
    name: 'builtin',
    version: BUILTIN_ENGINE_VERSION,
    analyze: async (document, input) => analyzeText(document, input),
  };
}
