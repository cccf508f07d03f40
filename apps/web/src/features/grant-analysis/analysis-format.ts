import type { AnalysisDeadline, Citation, DeadlineKind } from '@grantpilot/shared/contracts/analysis';
import type { AnalysisStage, FitComponent } from '@grantpilot/shared/contracts/analyses';
import { deadlineInstant, isTimeZone } from '@grantpilot/shared/deadlines';
import { formatMoney } from '@grantpilot/shared/money';
import { isDayPast, wallClockAt } from '../../lib/deadline-format';
import { documentPath } from '../../lib/documents/document-paths';
import { formatDate } from '../../lib/format-date';

/** A run's stage in words, for the progress bar and the history's badge. */
export const STAGE_WORDS: Record<AnalysisStage, string> = {
  queued: 'Waiting to start',
  extracting: "Waiting for the document's text",
  reading: 'Reading the call',
  fit: 'Checking the fit',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const FINISHED: readonly AnalysisStage[] = ['done', 'failed', 'cancelled'];

/** Done, failed or cancelled: nothing more will happen unless someone retries. */
export function isFinished(stage: AnalysisStage) {
  return FINISHED.includes(stage);
}

/** How often a running analysis is read again. */
export const ANALYSIS_POLL_MS = 1000;

export const ENGINE_LABELS = { builtin: 'Built-in (offline)', llm: 'LLM' } as const;

/** An engine as people read it: "Built-in (offline)", "LLM (gpt-4o-mini)". */
export function engineLabel(engine: 'builtin' | 'llm', model: string | null | undefined) {
  return engine === 'llm' && model ? `${ENGINE_LABELS.llm} (${model})` : ENGINE_LABELS[engine];
}

export const DEADLINE_KIND_LABELS: Record<DeadlineKind, string> = {
  letter_of_intent: 'Letter of intent',
  concept_note: 'Concept note',
  outline: 'Outline proposal',
  stage_1: 'Stage 1',
  full_proposal: 'Full proposal',
  application: 'Application',
};

export interface DeadlineDisplay {
  /** What to show: in the viewer's zone when the call names a zone, as stated otherwise. */
  text: string;
  /** The deadline has gone by (for a date or a relative zone: the day is before today). */
  passed: boolean;
}

/**
 * A call's deadline for this viewer. With an IANA zone, the viewer's own clock first and the
 * stated time beside it ("14 Mar 2027, 18:00 your time (17:00 Europe/London)"), or just the
 * stated one when the two clocks agree; a relative zone ("local time of the applicant") or none
 * is shown as stated, and a date without a time is only a date.
 */
export function describeCallDeadline(
  deadline: Pick<AnalysisDeadline, 'date' | 'time' | 'timezone'>,
  viewerZone: string,
  now = Date.now(),
): DeadlineDisplay {
  const { date, time, timezone } = deadline;
  const dayPassed = isDayPast(date, viewerZone, now);
  if (time === null) {
    return { text: timezone ? `${formatDate(date)} (${timezone})` : formatDate(date), passed: dayPassed };
  }
  if (!timezone || !isTimeZone(timezone)) {
    return { text: `${formatDate(date)}, ${time}${timezone ? ` ${timezone}` : ''}`, passed: dayPassed };
  }
  const instant = deadlineInstant(date, time, timezone);
  const passed = instant.getTime() < now;
  const local = wallClockAt(instant.toISOString(), viewerZone);
  if (local.date === date && local.time === time) {
    return { text: `${formatDate(date)}, ${time} (${timezone})`, passed };
  }
  const stated = local.date === date ? `${time} ${timezone}` : `${formatDate(date)}, ${time} ${timezone}`;
  return { text: `${formatDate(local.date)}, ${local.time} your time (${stated})`, passed };
}

/**
 * The page of the document's text a citation opens: its own page for a paged text; for a text
 * without pages, the text part holding its start (the last part starting at or before it,
 * 1-based); null when neither is known.
 */
export function citationPage(citation: Pick<Citation, 'page' | 'start'>, textPartStarts: readonly number[] | null) {
  if (citation.page !== null) return citation.page;
  if (!textPartStarts?.length) return null;
  let part = 0;
  textPartStarts.forEach((start, index) => {
    if (start <= citation.start) part = index + 1;
  });
  return part || 1;
}

/** The words of a quote the document page marks; long quotes are cut at a word near 200 characters. */
export function quoteForHighlight(quote: string, max = 200) {
  const text = quote.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > max / 2 ? cut.slice(0, space) : cut;
}

/** Where a citation leads and what its link says: "p. 3", or "in the text" for a text without pages. */
export function citationLink(documentId: string, citation: Citation, textPartStarts: readonly number[] | null) {
  const page = citationPage(citation, textPartStarts);
  return {
    label: citation.page !== null ? `p. ${citation.page}` : 'in the text',
    to: documentPath(documentId, { page, q: quoteForHighlight(citation.quote) }),
  };
}

/** A fit's components as given, but a blocker always first (the server sends them so already). */
export function orderFitComponents<T extends Pick<FitComponent, 'blocker'>>(components: readonly T[]) {
  return [...components.filter((c) => c.blocker), ...components.filter((c) => !c.blocker)];
}

export const FIT_COMPONENT_LABELS: Record<FitComponent['component'], string> = {
  eligibility: 'Eligibility',
  budget: 'Budget',
  timeline: 'Timeline',
  theme: 'Theme',
};

const plainNumber = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** An award figure: money in its currency ("£1,250,000.00"), or a grouped number when none is stated. */
export function formatAward(value: string, currency: string | null) {
  if (currency) return formatMoney(value, currency);
  return plainNumber.format(value as unknown as number);
}

/** The first 12 characters of a SHA-256, the whole one in the title. */
export function shortHash(sha256: string) {
  return sha256.slice(0, 12);
}

/**
 * The cited passage within the text of the page (or text part) it opens: the text before, the
 * quote and the text after, by the citation's offsets; null when the offsets do not hold there.
 */
export function citedSpan(
  pageText: string,
  citation: Pick<Citation, 'page' | 'start' | 'end' | 'quote'>,
  textPartStarts: readonly number[] | null,
) {
  const part = citationPage(citation, textPartStarts);
  const shift = citation.page === null && part !== null && textPartStarts ? (textPartStarts[part - 1] ?? 0) : 0;
  const start = citation.start - shift;
  const end = citation.end - shift;
  if (start < 0 || end > pageText.length || pageText.slice(start, end) !== citation.quote) return null;
  return { before: pageText.slice(0, start), quote: citation.quote, after: pageText.slice(end) };
}
