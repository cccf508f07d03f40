import type { DocumentText } from '@grantpilot/shared/contracts/analysis';
import { citeSpan, tidy } from './citation';

/**
 * Sentences with their place: the page (or null), offsets into that page's text, the heading of
 * the section they sit in, and whether they are an item of a list (with the list's lead-in, such
 * as "The following are not eligible:"). Every extractor reads these.
 */
export interface Sentence {
  page: number | null;
  /** The whole text of the page (or document) the offsets point into. */
  source: string;
  start: number;
  end: number;
  /** source.slice(start, end). */
  text: string;
  /** The nearest heading above, lower-cased; '' before the first. */
  heading: string;
  /** True for a bullet or numbered list item, or a line of a table-like block. */
  listItem: boolean;
  /** For list items: the sentence ending in ':' that introduced the list, if any. */
  leadIn: string | null;
  /**
   * The whole paragraph the lead-in ends, for reading what dates and figures in the list are
   * ("Information sessions are held online. Dates:"); `leadIn` is only its last sentence.
   */
  leadInParagraph: string | null;
  /** True when the sentence is itself a heading. */
  isHeading: boolean;
  /**
   * The short line just before, when it reads as a label of this one: "Deadline" above
   * "October 5, 2021", "Max Grant Amount" above "€5,000,000". Without a trailing colon.
   */
  label: string | null;
  /**
   * For a row of a table ("| Round 1 | 1 February 2026 | 12 March 2026 |", cells split by tabs or
   * wide gaps): its cells, as offsets within the sentence, each with its column's header when the
   * table has a header row ("Opens", "Closes"). Null for any other sentence.
   */
  cells: Cell[] | null;
}

export interface Cell {
  start: number;
  end: number;
  /** The header of the cell's column, lower-cased, or null. */
  header: string | null;
}

interface Line {
  start: number;
  end: number;
  text: string;
}

// A lone "o" before a capital is the mark word processors give a second-level bullet
// ("o Their registered charity number.").
const BULLET = /^\s*(?:[•▪◦·●○■□☐☑➢►✓✔*\u2022\u2013-]\s+|o\s+(?=[A-Z])|\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+)/;
const FUNCTION_WORD_END =
  /\b(?:the|a|an|of|and|or|to|for|in|by|with|on|at|from|is|are|be|must|will|may|than|that|which|per|between|up|including)$/i;
/** A sentence that introduces the list after it without a colon ("…consists of the following parts."). */
const INTRODUCES =
  /\bthe following\b|\b(?:include|includes|including|consist|consists|comprise|comprises|contain|contains)\b[^.]{0,40}[.:]?\s*$|\bdivided into\b|\bmade up of\b|\bas follows\b/i;
/** Headings whose section is a list: documents to send, who may or may not apply. */
const LIST_SECTION =
  /document|attachment|annex|enclosure|checklist|what (?:to|you (?:need|must|should)(?: to)?) (?:submit|include|send|provide|upload)|must (?:include|contain)|should (?:include|contain)|eligib|who (?:can|may|cannot|can't|is|are)\b|ineligible|exclusion|applicant requirements/;
/** The name of a common section, which ends a list of short lines rather than joining it. */
const KNOWN_SECTION =
  /^(?:#+\s*)?(?:\d+(?:\.\d+)*\.?\s*)?(?:overview|background|introduction|summary|about\b|eligibility|who (?:can|cannot|can't|may) apply|how to apply|application process|the application process|deadlines?\b|key dates|important dates|timetable|funding\b|how much|assessment|evaluation|criteria|selection|contacts?\b|faqs?\b|frequently asked|questions|further information|more information|guidance|what we (?:fund|don'?t fund|will fund)|scope|objectives|priorities|terms and conditions|reporting|payments?\b|supporting documents|required documents|attachments|submission|notes?\b|next steps|privacy|help\b|support\b)/i;
/** A short line in capitals: "ELIGIBILITY", "ORGANIZATION ELIGIBILITY", "WHO CAN APPLY?". */
const CAPITALS_HEADING =
  /^\s*(?:#+\s*)?(?=[^a-z]*[A-Z]{3})[A-Z][A-Z0-9&/'’(),-]*(?:\s+[A-Z0-9&/'’(),-]+){0,6}\s*[?:]?\s*$/;
/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATION =
  /(?:\b(?:e\.g|i\.e|etc|approx|incl|no|nos|vs|cf|dr|mr|mrs|ms|prof|st|min|max|fig|ca|ref|art|para|sec|dept|inc|ltd|co|corp|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|[ap]\.m|u\.s|u\.k|p|pp|vol|ed|rs)|\b[A-Z])$/i;

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  const pattern = /[^\r\n]*(?:\r\n|\r|\n|$)/g;
  let match;
  while ((match = pattern.exec(text)) !== null) {
    const raw = match[0];
    if (raw === '') break;
    const content = raw.replace(/[\r\n]+$/, '');
    lines.push({ start: match.index, end: match.index + content.length, text: content });
  }
  return lines;
}

/**
 * The parts of `tail` between the matches of `separator` (global), as [start, end] offsets of
 * the text `tail` begins at `offset` of: "a CV, a budget and a letter" → three parts.
 */
export function partsBetween(tail: string, offset: number, separator: RegExp): [number, number][] {
  const parts: [number, number][] = [];
  let at = 0;
  for (const match of tail.matchAll(separator)) {
    parts.push([offset + at, offset + match.index]);
    at = match.index + match[0].length;
  }
  parts.push([offset + at, offset + tail.length]);
  return parts;
}

/** "|---|:--:|": the line under a Markdown table's header. */
const SEPARATOR_ROW = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)+\|?\s*$|^\s*\|\s*:?-{2,}:?\s*\|\s*$/;

/**
 * The cells of a table row: a line with pipes ("| Deadline | 12 March 2027 |", "Deadline | 12
 * March 2027"), tabs, or gaps of three spaces or more between two or more cells. Offsets are
 * within the line; null when the line is no row.
 */
export function cellsOf(line: string): { start: number; end: number }[] | null {
  const pipes = /\|/.test(line) && (/^\s*\|/.test(line) || /\S\s*\|\s*\S/.test(line));
  const separator = pipes ? /\|/g : /\t+|\s{3,}/g;
  if (!pipes && !/\S(?:\t|\s{3,})\S/.test(line)) return null;
  const cells: { start: number; end: number }[] = [];
  let from = 0;
  const push = (start: number, end: number) => {
    let a = start;
    let b = end;
    while (a < b && /\s/.test(line[a]!)) a += 1;
    while (b > a && /\s/.test(line[b - 1]!)) b -= 1;
    if (b > a) cells.push({ start: a, end: b });
  };
  separator.lastIndex = 0;
  let match;
  while ((match = separator.exec(line)) !== null) {
    push(from, match.index);
    from = match.index + match[0].length;
  }
  push(from, line.length);
  return cells.length >= 2 ? cells : null;
}

/** A cell that states a date or a figure is data, not a column's header. */
const DATA_CELL =
  /\b(?:19|20)\d\d\b|[$£€¥]\s?\d|\d\s?%|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d[\d,.]*\s?(?:EUR|USD|GBP|euros?)\b/i;

export function looksLikeHeading(text: string) {
  const trimmed = text.trim();
  if (/^#{1,6}\s/.test(trimmed)) return true;
  if (trimmed.length < 3 || trimmed.length > 90) return false;
  // A value under a label ("Up to £50,000", "€5,000 – €20,000") is no heading.
  if (
    /^(?:(?:up to|maximum(?: of)?|max\.?|minimum(?: of)?|min\.?|from|between|approximately|about)\s+)?(?:[$£€¥]|[A-Z]{3}\s?\d|\d)/i.test(
      trimmed,
    )
  )
    return false;
  if (/[.;,]$/.test(trimmed) && !/^\d+(\.\d+)*\.?\s/.test(trimmed)) return false;
  if (/\d{4}/.test(trimmed) && /\b(?:\d{1,2}|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(trimmed))
    return false;
  const words = trimmed.split(/\s+/);
  if (words.length > 12) return false;
  // "Your application must include:" or "You must:" introduces a list, not a section.
  if (/:$/.test(trimmed)) return false;
  if (!/^(?:\d+(?:\.\d+)*\.?\s+|[A-Z]\.\s+|[IVX]+\.\s+)?[A-Z]/.test(trimmed)) return false;
  // Title case or capitals, or a short phrase ending in a colon.
  const capitalised = words.filter((word) => /^[A-Z0-9&(]/.test(word)).length;
  // Title case, or a short sentence-case line without a full stop ("What can be applied for").
  return capitalised >= Math.ceil(words.length / 2) || words.length <= 8;
}

/** Splits a paragraph (offsets into source) into sentences at . ! ? followed by a capital. */
function splitSentences(source: string, start: number, end: number): [number, number][] {
  const spans: [number, number][] = [];
  const text = source.slice(start, end);
  // A typographic closing quotation mark after the stop (”, ’) ends the sentence with it.
  const boundary = /[.!?][”’]?(?=["')\]]?\s+["'“‘([]?[A-Z0-9])/g;
  let from = 0;
  let match;
  while ((match = boundary.exec(text)) !== null) {
    const before = text.slice(Math.max(0, match.index - 12), match.index);
    if (ABBREVIATION.test(before)) continue;
    // "1. Background": the number of a list item ends no sentence.
    if (/^\s*[-•*]?\s*\(?(?:\d{1,2}|[ivx]{1,4})$/i.test(text.slice(from, match.index))) continue;
    // A decimal point or a time such as "5 p.m." is not a boundary either.
    if (/\d$/.test(before) && /^\.\d/.test(text.slice(match.index))) continue;
    // "What is the need? (25 per cent)": a bracketed figure after a question belongs to it.
    if (/^[.!?]\s+\(\d/.test(text.slice(match.index))) continue;
    const stop = match.index + match[0].length;
    spans.push([start + from, start + stop]);
    from = stop;
  }
  spans.push([start + from, end]);
  return spans.filter(([a, b]) => source.slice(a, b).trim() !== '');
}

/** The pages (or the one text) of a document with their 1-based number or null. */
export function textsOf(document: DocumentText): { page: number | null; text: string }[] {
  return document.kind === 'plain'
    ? [{ page: null, text: document.text }]
    : document.pages.map((text, index) => ({ page: index + 1, text }));
}

/**
 * Cuts a document into sentences. Lines are joined into paragraphs unless a blank line, a list
 * mark, a heading or a short line ending a row (a table of dates) separates them.
 */
export function segment(document: DocumentText): Sentence[] {
  const sentences: Sentence[] = [];
  /** Short lines read as items of a list section (see `sectionItem`), by index. */
  const sectionItems = new Set<number>();
  let heading = '';
  let leadIn: string | null = null;
  let leadInParagraph: string | null = null;
  /** Whether the last paragraph was itself the lead-in. */
  let leadInLast = false;
  for (const { page, text: source } of textsOf(document)) {
    const lines = splitLines(source);
    let paragraph: { start: number; end: number; listItem: boolean; inColonList?: boolean } | null = null;
    /** The last paragraph flushed (its last sentence), for a lead-in written without a colon. */
    let lastParagraph: { text: string; listItem: boolean; isHeading?: boolean; sectionItem?: boolean } | null = null;
    const lastOf = () => lastParagraph;
    const pushRow = (line: Line, cells: { start: number; end: number }[], columns: string[] | null) => {
      const row = citeSpan(page, source, line.start, line.end);
      if (!row) return;
      const offset = row.start - line.start;
      sentences.push({
        page,
        source,
        start: row.start,
        end: row.end,
        text: row.quote,
        heading,
        listItem: true,
        leadIn,
        leadInParagraph,
        isHeading: false,
        label: null,
        cells: cells.map((cell, at) => ({
          start: cell.start - offset,
          end: cell.end - offset,
          header: columns?.[at] ?? null,
        })),
      });
      lastParagraph = { text: row.quote, listItem: true };
    };
    const flush = () => {
      if (!paragraph) return;
      const { start, end, listItem: marked, inColonList } = paragraph;
      paragraph = null;
      const whole = source.slice(start, end);
      // A short line under a lead-in ("Full Proposal Deadline(s):" then "April 03, 2015") is an item of its list.
      const short = !whole.includes('\n') && whole.trim().length < 80 && !/[.;:]\s*$/.test(whole);
      // A line of a list written without marks right under its lead-in ("…must be attached:").
      const unmarked =
        inColonList === true && whole.trim().length <= 400 && !/:\s*$/.test(whole) && !KNOWN_SECTION.test(whole.trim());
      // Under a heading of documents or of who may apply, short lines before any prose are its
      // list ("Required documents", then "Project proposal", "Budget"), unless one names a section.
      const sectionItem =
        short &&
        LIST_SECTION.test(heading) &&
        !KNOWN_SECTION.test(whole.trim()) &&
        !LIST_SECTION.test(whole.toLowerCase()) &&
        !/^\s*#/.test(whole) &&
        lastParagraph !== null &&
        (lastParagraph.isHeading === true || lastParagraph.sectionItem === true);
      const listItem =
        marked ||
        unmarked ||
        sectionItem ||
        (short && leadIn !== null && (/\d/.test(whole) || !looksLikeHeading(whole)));
      if ((!listItem || /^\s*#{1,6}\s/.test(whole)) && !whole.includes('\n') && looksLikeHeading(whole)) {
        heading = whole
          .trim()
          .replace(/^#+\s*/, '')
          .toLowerCase();
        leadIn = null;
        leadInParagraph = null;
        leadInLast = false;
        sentences.push({
          page,
          source,
          start,
          end,
          text: whole,
          heading,
          listItem: false,
          leadIn: null,
          leadInParagraph: null,
          isHeading: true,
          label: null,
          cells: null,
        });
        lastParagraph = { text: whole, listItem: false, isHeading: true };
        return;
      }
      for (const [a, b] of splitSentences(source, start, end)) {
        const text = source.slice(a, b);
        sentences.push({
          page,
          source,
          start: a,
          end: b,
          text,
          heading,
          listItem,
          leadIn: listItem ? leadIn : null,
          leadInParagraph: listItem ? leadInParagraph : null,
          isHeading: false,
          label: null,
          cells: null,
        });
      }
      if (sectionItem && !marked) sectionItems.add(sentences.length - 1);
      const last = sentences[sentences.length - 1];
      lastParagraph = { text: last ? last.text : whole, listItem, sectionItem: sectionItem && !marked };
      if (!listItem) {
        // Two lead-ins in a row ("The cut-off dates are:" then "Midday on:") introduce one list.
        // The lead-in is the paragraph's last sentence: the sentences before it are not part of
        // what it introduces ("…every request is evaluated. …on two pages including:").
        const own = /:\s*$/.test(whole) ? tidy(last ? last.text : whole) : null;
        const paragraph = own ? whole.trim() : null;
        leadInParagraph =
          paragraph && leadInParagraph !== null && leadInLast ? `${leadInParagraph} ${paragraph}` : paragraph;
        leadIn = own && leadIn !== null && leadInLast ? `${leadIn} ${own}` : own;
      }
      leadInLast = !listItem && leadIn !== null;
    };
    /** The header cells of the table being read, or null (no table, or one without a header). */
    let header: string[] | null = null;
    let inTable = false;
    /** Lines right after a lead-in line ending in ':' (no blank line between) are items, one a line. */
    let colonList = false;
    /** The mark of the last list read: 'number' ("1.", "a)") or 'mark' ("-", "•"). */
    let listKind: 'number' | 'mark' | null = null;
    let previous: Line | null = null;
    for (const [index, line] of lines.entries()) {
      const blank = line.text.trim() === '';
      if (blank) {
        flush();
        previous = null;
        inTable = false;
        header = null;
        colonList = false;
        continue;
      }
      // A table: one sentence per row, each cell with its column's header.
      const cells = SEPARATOR_ROW.test(line.text) ? [] : cellsOf(line.text);
      if (cells) {
        flush();
        if (cells.length > 0) {
          const texts = cells.map((cell) => line.text.slice(cell.start, cell.end));
          const next = lines[index + 1]?.text ?? '';
          const nextRow = SEPARATOR_ROW.test(next) ? cells : cellsOf(next);
          if (
            !inTable &&
            nextRow &&
            nextRow.length === cells.length &&
            !texts.some((text) => DATA_CELL.test(text)) &&
            texts.every((text) => text.length <= 40)
          ) {
            header = texts.map((text) => tidy(text).toLowerCase());
          } else {
            pushRow(line, cells, header && header.length === cells.length ? header : null);
          }
        }
        inTable = true;
        previous = line;
        continue;
      }
      if (inTable) {
        inTable = false;
        header = null;
      }
      const bullet = BULLET.test(line.text);
      const afterColon = previous !== null && /:\s*$/.test(previous.text) && !BULLET.test(previous.text);
      // Only a list without marks: after a bulleted one, lines are prose again.
      if (afterColon) colonList = !bullet;
      if (bullet) colonList = false;
      const breakHere =
        paragraph === null ||
        bullet ||
        // A line in capitals after a finished sentence ("…in San Carlos." then "ELIGIBILITY") is a
        // heading even without a blank line before it.
        (previous !== null && /[.!?:]\s*$/.test(previous.text) && CAPITALS_HEADING.test(line.text)) ||
        // A lead-in after a bulleted item, without a blank line ("- … should not exceed £200,000"
        // then "Grants will not be awarded to:"), as listing sites copy their lists: it opens the
        // next list, it does not go on the item.
        (previous !== null &&
          BULLET.test(previous.text) &&
          /^\s*[A-Z]/.test(line.text) &&
          /:\s*$/.test(line.text) &&
          !/[,;:&/-]\s*$/.test(previous.text) &&
          !FUNCTION_WORD_END.test(previous.text.trim())) ||
        // A short title between two bulleted lists ("- Award amounts: up to $30,000." then
        // "Eligibility Criteria" then "- Non-governmental organizations"), as listing sites copy
        // their sections without blank lines, heads the list after it; it goes on no item.
        (previous !== null &&
          BULLET.test(previous.text) &&
          !/[,;:&/-]\s*$/.test(previous.text) &&
          !FUNCTION_WORD_END.test(previous.text.trim()) &&
          BULLET.test(lines[index + 1]?.text ?? '') &&
          /^\s*[A-Z]/.test(line.text) &&
          !/[.,;:!?]\s*$/.test(line.text) &&
          line.text.trim().split(/\s+/).length <= 5 &&
          looksLikeHeading(line.text)) ||
        (previous !== null &&
          // A short line whose next line goes on in lower case is a wrapped line, not a heading.
          ((looksLikeHeading(previous.text) && !/^\s*[a-z]/.test(line.text)) ||
            /[:;]\s*$/.test(previous.text) ||
            /\t|\s{3,}/.test(line.text.trim()) ||
            // In a list after "…must include:", each line that starts like an item is one.
            (colonList &&
              !/,\s*$/.test(previous.text) &&
              !FUNCTION_WORD_END.test(previous.text.trim()) &&
              /^\s*["'(]?[A-Z0-9]/.test(line.text)) ||
            (previous.text.trim().length < 60 &&
              !/[,]\s*$/.test(previous.text) &&
              !FUNCTION_WORD_END.test(previous.text.trim()) &&
              /^\s*["'(]?[A-Z0-9]/.test(line.text))));
      if (breakHere) {
        flush();
        // A bulleted list right after a sentence that introduces it without a colon ("The
        // application consists of the following parts.") takes that sentence as its lead-in.
        const kind = bullet ? (/^\s*\(?(?:\d|[a-z]\)|[ivx]{1,4}[.)])/i.test(line.text) ? 'number' : 'mark') : null;
        // A list of another kind after a blank line ("1. Background" after "- Evaluation") is not
        // the earlier list's continuation: its lead-in no longer holds.
        if (kind && previous === null && listKind !== null && kind !== listKind) {
          leadIn = null;
          leadInParagraph = null;
        }
        if (kind) listKind = kind;
        const last = lastOf();
        if (bullet && leadIn === null && last && !last.listItem && !last.isHeading && INTRODUCES.test(last.text)) {
          leadIn = last.text.trim();
          leadInParagraph = leadIn;
        }
        paragraph = {
          start: line.start,
          end: line.end,
          listItem: bullet || /\t|\s{3,}/.test(line.text.trim()),
          inColonList: colonList && leadIn !== null,
        };
      } else if (paragraph) {
        paragraph.end = line.end;
      }
      previous = line;
    }
    flush();
  }
  // A lone short line under such a heading is a sub-heading, not a list of one.
  for (const index of sectionItems)
    if (!sectionItems.has(index - 1) && !sectionItems.has(index + 1)) sentences[index]!.listItem = false;
  for (const [index, sentence] of sentences.entries()) {
    const previous = sentences[index - 1];
    if (!previous || previous.page !== sentence.page || sentence.cells || previous.cells) continue;
    const text = previous.text
      .replace(/\s+/g, ' ')
      .replace(/^[\s#•▪◦·*\u2022-]+/, '')
      .trim();
    // A line that states a date of its own ("Interviews: 23 June 2027") is a row, not a label.
    if (text.length <= 50 && text.split(' ').length <= 6 && !/[.;]$/.test(text) && !/\b(?:19|20)\d\d\b/.test(text))
      sentence.label = text.replace(/:$/, '');
  }
  labelBelowDates(sentences);
  return sentences;
}

const MONTH_NAME = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
/** A line that is a full date and nothing more ("Tuesday 8 October 2019", "28-30 January 2020"). */
const DATE_LINE = new RegExp(
  `^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?(?:\\s*[-–]\\s*\\d{1,2})?\\s+${MONTH_NAME},?|${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?,?)\\s+(?:19|20)\\d\\d(?:\\s*[-–]\\s*[\\w ,]{1,25})?$`,
  'i',
);
const lineOf = (sentence: Sentence) =>
  sentence.text
    .replace(/\s+/g, ' ')
    .replace(/^[\s#•▪◦·*\u2022-]+/, '')
    .trim();
const isDateLine = (sentence: Sentence) => !sentence.cells && DATE_LINE.test(lineOf(sentence));

/**
 * Key dates shown date first with the event on the line below (a web page's date cards: "Tuesday 8
 * October 2019" above "Release of Grant Guidelines"). When a run of such pairs opens right under a
 * heading of dates with a date, each date's label is the line below it, not the previous pair's event. A
 * run opening with a label ("Letter of Intent Due Date(s)" above its date) keeps labels above.
 */
function labelBelowDates(sentences: Sentence[]) {
  for (let index = 0; index < sentences.length; index += 1) {
    const first = sentences[index]!;
    const before = sentences[index - 1];
    // Only under a heading of dates ("Critical Dates", "Timeline"): a heading such as "Posted Date"
    // is the label of the date under it.
    if (!isDateLine(first) || !before || before.page !== first.page || !before.isHeading) continue;
    if (!/\b(?:dates|timelines?|timetable|schedule|calendar|milestones)\b/i.test(before.text)) continue;
    const pairs: [Sentence, Sentence][] = [];
    let at = index;
    for (; at + 1 < sentences.length; at += 2) {
      const value = sentences[at]!;
      const label = sentences[at + 1]!;
      const labelText = lineOf(label);
      // A value is a date or a short placeholder ("TBA", "Fourth Quarter 2020"); its label is a
      // short line that is no date and no sentence.
      const valueFits = isDateLine(value) || lineOf(value).split(' ').length <= 3;
      const labelFits =
        !isDateLine(label) && !label.cells && labelText.split(' ').length <= 10 && !/[.;:]$/.test(labelText);
      if (value.page !== first.page || label.page !== first.page || !valueFits || !labelFits) break;
      pairs.push([value, label]);
    }
    if (pairs.filter(([value]) => isDateLine(value)).length < 2) continue;
    for (const [value, label] of pairs) if (isDateLine(value)) value.label = lineOf(label);
    index = at - 1;
  }
}
