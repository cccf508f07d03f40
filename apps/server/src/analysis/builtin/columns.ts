import { type DateMention, findTimes, findZone } from './dates';
import type { Sentence } from './segment';

/**
 * Column tables of dates whose header cells ran together when the page was flattened to text:
 *
 *   Meeting Date Initial Contact
 *   Letter of Intent
 *   October 24, 2027 August 24, 2027 September 15, 2027
 *
 * or, on one line, "Important dates Call Open FAQ Deadline Applicant Deadline … 12/03/2027
 * 10/06/2027 …". A row carries no label, so each date means what its column's header names, and
 * the header can be split only by counting: it must hold exactly one column cue (a word that says
 * what a date is: "Deadline", "Letter of Intent", "Open", "Decision", "Start date") per value of
 * the row, a value being a date, a range of dates or a short text cell ("Within 10 days of
 * submission"). Any other count, a header of prose or a row with prose between its dates is no
 * such table, and the dates are read as before.
 */

export interface ColumnValue {
  deadline: boolean;
  /** What the column names: the cue as written ("Letter of Intent", "Decision"). */
  name: string;
  /** For another date: what it is, in the words the other readers use. */
  what: string;
  /** A time written beside the date in its row ("16.00 (GMT) 10/06/2027"). */
  time: string | null;
  timezone: string | null;
}

type Column = { deadline: boolean; what: string; name: string };

/**
 * Column cues, most specific first; each occurrence is one column. A parenthesis qualifies the
 * name before it ("S2 Decision (Board Meeting)") and is dropped before counting.
 */
const COLUMN_CUES: [RegExp, (name: string) => Column][] = [
  [
    /\b(?:faq|questions?|queries|clarifications?)\s+(?:deadline|due|cut-?off)s?\b/gi,
    (name) => ({ deadline: false, what: 'questions deadline', name }),
  ],
  [
    /\b(?:(?:call|applications?|submissions?|portal|round)\s+)?(?:open(?:s|ing)?|launch(?:es|ed)?)(?:\s+dates?)?\b/gi,
    (name) => ({ deadline: false, what: 'opening', name }),
  ],
  [
    /\b(?:(?:applications?|submissions?|proposals?|letters? of (?:intent|inquiry|interest)|LOIs?|EOIs?|expressions? of interest|concept notes?|outlines?|nominations?)|initial (?:contact|inquiry|enquiry))(?:\s+(?:deadlines?|due(?: dates?)?|closes?|closing(?: dates?)?|dates?))?\b|\bdeadlines?\b|\bdue dates?\b|\bclos(?:es|ing)(?:\s+dates?)?\b|\bcut-?off(?:\s+dates?)?\b/gi,
    (name) => ({ deadline: true, what: 'deadline', name }),
  ],
  [
    /\b(?:(?:board|panel|committee|trustees'?)\s+)?(?:meetings?|decisions?|outcomes?|notifications?|announcements?|results?|interviews?|shortlisting)(?:\s+(?:of\s+[\w-]+|dates?))?\b/gi,
    (name) => ({ deadline: false, what: 'decision', name }),
  ],
  [
    /\b(?:[\w-]+\s+)?(?:start(?:s|ing)?(?:\s+dates?)?|commencement)\b/gi,
    (name) => ({ deadline: false, what: 'project start', name }),
  ],
  [/\b(?:[\w-]+\s+)?(?:end dates?|completion)\b/gi, (name) => ({ deadline: false, what: 'project end', name })],
  [
    /\b(?:webinars?|information (?:sessions?|events?|days?)|workshops?|briefings?)\b/gi,
    (name) => ({ deadline: false, what: 'information session', name }),
  ],
];

/** The columns a header names, in order: one per cue, a cue inside a more specific one not counted. */
function columnsOf(header: string): Column[] {
  const text = header.replace(/\([^)]*\)/g, (match) => ' '.repeat(match.length));
  const found: { start: number; end: number; column: Column }[] = [];
  for (const [pattern, make] of COLUMN_CUES) {
    pattern.lastIndex = 0;
    let match;
    while ((match = pattern.exec(text)) !== null) {
      const start = match.index;
      const end = start + match[0].length;
      // A more specific cue already took these words ("FAQ Deadline" is not also a "Deadline").
      if (found.some((other) => start < other.end && other.start < end)) continue;
      found.push({ start, end, column: make(match[0].trim()) });
    }
  }
  return found.sort((a, b) => a.start - b.start).map(({ column }) => column);
}

/** A gap between two dates of a row that holds only a time and a zone: "16.00 (GMT)". */
const TIME_GAP =
  /^\s*(?:\d{1,2}[.:]\d{2}|\d{1,2}(?:[.:]\d{2})?\s*[ap]\.?\s?m\.?|noon|midday)\s*(?:\(\s*[A-Za-z][\w /+-]{0,24}\)|[A-Z]{2,5}\b)?\s*$/i;
/** A short text cell of a row: a few words, no sentence. */
const TEXT_CELL = /^[^.;:!?]{1,60}$/;
const WORDS_IN_CELL = 8;
const MONTH_OR_YEAR_CELL =
  /^\s*(?:(?:early |mid-?|late )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+\d{4}|(?:spring|summer|autumn|fall|winter)\s+\d{4})\b/i;
const DATES_HEADING = /\b(?:important|key|closing|critical) dates\b|\btimeline\b|\btimetable\b|\bschedule\b/gi;

type Value = { mention: number | null; time: string | null; timezone: string | null };

function timeOf(gap: string): { time: string; timezone: string | null } | null {
  const found = findTimes(gap)[0];
  if (found) return { time: found.time, timezone: found.timezone ?? findZone(gap) };
  const bare = /\b([01]?\d|2[0-3])[.:]([0-5]\d)\b/.exec(gap);
  return bare ? { time: `${bare[1]!.padStart(2, '0')}:${bare[2]}`, timezone: findZone(gap) } : null;
}

const isCell = (text: string) => {
  const trimmed = text.trim();
  return TEXT_CELL.test(trimmed) && trimmed.split(/\s+/).length <= WORDS_IN_CELL && /[A-Za-z0-9]/.test(trimmed);
};

/**
 * The values of one line read as a row, from its first date: dates and short text cells, with
 * the time-only gaps given to the dates beside them. `leading` is the text before the first date.
 */
function rowOf(line: string, mentions: { mention: DateMention; index: number }[]) {
  if (mentions.length < 2) return null;
  const values: Value[] = [];
  const gaps: { after: number; time: string; timezone: string | null }[] = [];
  for (const [position, { index, mention }] of mentions.entries()) {
    if (position > 0) {
      const gap = line.slice(mentions[position - 1]!.mention.end, mention.start);
      if (TIME_GAP.test(gap)) {
        const time = timeOf(gap);
        if (time) gaps.push({ after: values.length - 1, ...time });
      } else if (gap.trim() && !/^[\s,–—-]*$/.test(gap)) {
        if (!isCell(gap)) return null;
        values.push({ mention: null, time: null, timezone: null });
      }
    }
    values.push({ mention: index, time: null, timezone: null });
    // "12/03/2027 16.00 (GMT) 10/06/2027": the time read as part of the date before it may be the next one's.
    const tail =
      /\s((?:[01]?\d|2[0-3])[.:][0-5]\d|\d{1,2}(?:[.:]\d{2})?\s*[ap]\.?\s?m\.?)\s*(\([^)]{1,24}\))?\s*$/i.exec(
        line.slice(mention.start, mention.end),
      );
    const time = tail ? timeOf(tail[0]) : null;
    if (time) gaps.push({ after: values.length - 1, ...time });
  }
  const trailing = line.slice(mentions.at(-1)!.mention.end);
  // "… 01/07/2027 September 2027 Due to heavy traffic, apply early.": a month or a year after the
  // last date is the row's last cell; a sentence after it is not part of the row.
  if ((trailing.trim() && isCell(trailing)) || MONTH_OR_YEAR_CELL.test(trailing))
    values.push({ mention: null, time: null, timezone: null });
  return { values, gaps, leading: line.slice(0, mentions[0]!.mention.start) };
}

/**
 * Times between dates belong either to the date after them or to the one before; a time is a
 * deadline's, so the side that gives more deadline columns a time wins (on a tie, the date it
 * follows: "10/06/2027 16.00" is the usual order).
 */
function placeTimes(
  values: Value[],
  gaps: { after: number; time: string; timezone: string | null }[],
  columns: Column[],
) {
  if (gaps.length === 0) return;
  const dateIndex = (at: number, step: number) => {
    for (let i = at; i >= 0 && i < values.length; i += step) if (values[i]!.mention !== null) return i;
    return -1;
  };
  const score = (step: number) =>
    gaps.filter((gap) => {
      const target = step > 0 ? dateIndex(gap.after + 1, 1) : dateIndex(gap.after, -1);
      return target >= 0 && columns[target]!.deadline;
    }).length;
  const step = score(1) > score(-1) ? 1 : -1;
  for (const gap of gaps) {
    const target = step > 0 ? dateIndex(gap.after + 1, 1) : dateIndex(gap.after, -1);
    if (target >= 0) Object.assign(values[target]!, { time: gap.time, timezone: gap.timezone });
  }
}

const HEADER_LINE = /^(?!.*\d{4})[^.;:!?]{2,80}$/;
const HEADER_LINES = 8;

/** The run-together header above a row: the short lines of words just before it. */
function headerAbove(sentences: readonly Sentence[], index: number, linesBefore: string[]): string | null {
  const lines: string[] = [];
  const take = (line: string) => {
    const trimmed = line.trim();
    if (!trimmed) return true;
    if (!HEADER_LINE.test(trimmed) || lines.length >= HEADER_LINES) return false;
    lines.unshift(trimmed);
    return true;
  };
  for (let i = linesBefore.length - 1; i >= 0; i -= 1) if (!take(linesBefore[i]!)) return lines.join(' ') || null;
  for (let i = index - 1; i >= 0; i -= 1) {
    const parts = sentences[i]!.text.split('\n');
    for (let j = parts.length - 1; j >= 0; j -= 1) if (!take(parts[j]!)) return lines.join(' ') || null;
  }
  return lines.join(' ') || null;
}

/** The header on the row's own line, after a heading of dates ("Important dates Call Open …"). */
function headerBefore(leading: string): string | null {
  DATES_HEADING.lastIndex = 0;
  let last: RegExpExecArray | null = null;
  let match;
  while ((match = DATES_HEADING.exec(leading)) !== null) last = match;
  if (!last) return null;
  const header = leading.slice(last.index + last[0].length);
  return /[.;:!?]/.test(header) ? null : header;
}

/**
 * For each sentence (by index) holding rows of such a table, the column of each of its dates (by
 * the index of the date among the sentence's mentions).
 */
export function columnTables(
  sentences: readonly Sentence[],
  mentionsOf: readonly DateMention[][],
): Map<number, Map<number, ColumnValue>> {
  const out = new Map<number, Map<number, ColumnValue>>();
  let table: Column[] | null = null;
  for (const [index, sentence] of sentences.entries()) {
    const mentions = mentionsOf[index]!;
    if (mentions.length < 2) {
      if (sentence.text.trim()) table = null;
      continue;
    }
    let offset = 0;
    const lines = sentence.text.split('\n');
    for (const [lineIndex, line] of lines.entries()) {
      const lineStart = offset;
      offset += line.length + 1;
      const inLine = mentions
        .map((mention, at) => ({
          mention: { ...mention, start: mention.start - lineStart, end: mention.end - lineStart },
          index: at,
        }))
        .filter(({ mention }) => mention.start >= 0 && mention.end <= line.length);
      const row = rowOf(line, inLine);
      if (!row) {
        if (line.trim()) table = null;
        continue;
      }
      let columns: Column[] | null;
      if (row.leading.trim()) {
        const header = headerBefore(row.leading);
        columns = header ? columnsOf(header) : null;
      } else if (table && table.length === row.values.length) {
        columns = table;
      } else {
        const header = headerAbove(sentences, index, lines.slice(0, lineIndex));
        columns = header ? columnsOf(header) : null;
      }
      if (!columns || columns.length !== row.values.length || !columns.some((column) => column.deadline)) {
        table = null;
        continue;
      }
      table = columns;
      placeTimes(row.values, row.gaps, columns);
      const found = out.get(index) ?? new Map<number, ColumnValue>();
      for (const [position, value] of row.values.entries()) {
        if (value.mention === null) continue;
        const column = columns[position]!;
        found.set(value.mention, { ...column, time: value.time, timezone: value.timezone });
      }
      out.set(index, found);
    }
  }
  return out;
}

/** A heading line of a block of dates: "Critical Dates", "Key dates", "Timeline". */
const DATES_BLOCK_HEADING = /^(?:(?:key|important|critical|closing) dates|timeline|timetable|schedule|dates)\s*:?$/i;
/** A value with no date yet: "TBA", "To be confirmed". */
const PLACEHOLDER = /^(?:TBA|TBC|TBD|to be (?:announced|confirmed|advised|determined))\.?$/i;
const LABEL_LINE = 100;

/**
 * A two-column block of dates flattened with each date above its label:
 *
 *   Critical Dates
 *   Monday 10 February 2027
 *   Request not to assess due to the research office
 *   Wednesday 12 February 2027
 *   Final applications due to the Council
 *
 * Read so only when the block starts with a date line right under its heading and goes on in
 * date–label pairs (at least three): then each date's label is the line below it, not the one
 * above, which is the previous date's. A block that starts with a label is read the other way.
 */
export function labelsBelow(sentences: readonly Sentence[], mentionsOf: readonly DateMention[][]): Map<number, string> {
  const out = new Map<number, string>();
  const line = (index: number) => sentences[index]?.text.trim() ?? '';
  const isValue = (index: number) => {
    const text = line(index);
    if (PLACEHOLDER.test(text)) return true;
    const mentions = mentionsOf[index] ?? [];
    if (mentions.length !== 1 || text.includes('\n')) return false;
    const sentence = sentences[index]!.text;
    const rest = `${sentence.slice(0, mentions[0]!.start)} ${sentence.slice(mentions[0]!.end)}`;
    return /^[\s,.]*(?:[A-Za-z]+day)?[\s,.]*$/i.test(rest);
  };
  const isLabel = (index: number) => {
    const text = line(index);
    return (
      index < sentences.length &&
      text.length > 0 &&
      text.length <= LABEL_LINE &&
      !text.includes('\n') &&
      (mentionsOf[index] ?? []).length === 0 &&
      !PLACEHOLDER.test(text)
    );
  };
  for (let heading = 0; heading < sentences.length; heading += 1) {
    if (!DATES_BLOCK_HEADING.test(line(heading))) continue;
    const pairs: [number, string][] = [];
    let at = heading + 1;
    while (isValue(at) && isLabel(at + 1)) {
      if (!PLACEHOLDER.test(line(at))) pairs.push([at, line(at + 1)]);
      at += 2;
    }
    if (pairs.length < 3) continue;
    for (const [index, label] of pairs) out.set(index, label);
  }
  return out;
}
