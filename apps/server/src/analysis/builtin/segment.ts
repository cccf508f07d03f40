import type { DocumentText } from '@grantpilot/shared/contracts/analysis';

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
  /** True when the sentence is itself a heading. */
  isHeading: boolean;
  /**
   * The short line just before, when it reads as a label of this one: "Deadline" above
   * "October 5, 2021", "Max Grant Amount" above "€5,000,000". Without a trailing colon.
   */
  label: string | null;
}

interface Line {
  start: number;
  end: number;
  text: string;
}

const BULLET = /^\s*(?:[•▪◦·●○■□➢►✓✔*\u2022\u2013-]\s+|\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+)/;
const FUNCTION_WORD_END =
  /\b(?:the|a|an|of|and|or|to|for|in|by|with|on|at|from|is|are|be|must|will|may|than|that|which|per|between|up|including)$/i;
/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATION =
  /(?:\b(?:e\.g|i\.e|etc|approx|incl|no|nos|vs|cf|dr|mr|mrs|ms|prof|st|min|max|fig|ca|ref|art|para|sec|dept|inc|ltd|co|corp|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|[ap]\.m|u\.s|u\.k|p|pp|vol|ed)|\b[A-Z])$/i;

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

export function looksLikeHeading(text: string) {
  const trimmed = text.trim();
  if (/^#{1,6}\s/.test(trimmed)) return true;
  if (trimmed.length < 3 || trimmed.length > 90) return false;
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
  const boundary = /[.!?](?=["')\]]?\s+["'([]?[A-Z0-9])/g;
  let from = 0;
  let match;
  while ((match = boundary.exec(text)) !== null) {
    const before = text.slice(Math.max(0, match.index - 12), match.index);
    if (ABBREVIATION.test(before)) continue;
    // A decimal point or a time such as "5 p.m." is not a boundary either.
    if (/\d$/.test(before) && /^\.\d/.test(text.slice(match.index))) continue;
    // "What is the need? (25 per cent)": a bracketed figure after a question belongs to it.
    if (/^[.!?]\s+\(\d/.test(text.slice(match.index))) continue;
    const stop = match.index + 1;
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
  let heading = '';
  let leadIn: string | null = null;
  /** Whether the last paragraph was itself the lead-in. */
  let leadInLast = false;
  for (const { page, text: source } of textsOf(document)) {
    const lines = splitLines(source);
    let paragraph: { start: number; end: number; listItem: boolean } | null = null;
    const flush = () => {
      if (!paragraph) return;
      const { start, end, listItem: marked } = paragraph;
      paragraph = null;
      const whole = source.slice(start, end);
      // A short line under a lead-in ("Full Proposal Deadline(s):" then "April 03, 2015") is an item of its list.
      const short = !whole.includes('\n') && whole.trim().length < 80 && !/[.;:]\s*$/.test(whole);
      const listItem = marked || (short && leadIn !== null && (/\d/.test(whole) || !looksLikeHeading(whole)));
      if ((!listItem || /^\s*#{1,6}\s/.test(whole)) && !whole.includes('\n') && looksLikeHeading(whole)) {
        heading = whole
          .trim()
          .replace(/^#+\s*/, '')
          .toLowerCase();
        leadIn = null;
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
          isHeading: true,
          label: null,
        });
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
          isHeading: false,
          label: null,
        });
      }
      if (!listItem) {
        // Two lead-ins in a row ("The cut-off dates are:" then "Midday on:") introduce one list.
        const own = /:\s*$/.test(whole) ? whole.trim() : null;
        leadIn = own && leadIn !== null && leadInLast ? `${leadIn} ${own}` : own;
      }
      leadInLast = !listItem && leadIn !== null;
    };
    let previous: Line | null = null;
    for (const line of lines) {
      const blank = line.text.trim() === '';
      if (blank) {
        flush();
        previous = null;
        continue;
      }
      const bullet = BULLET.test(line.text);
      const breakHere =
        paragraph === null ||
        bullet ||
        (previous !== null &&
          (looksLikeHeading(previous.text) ||
            /[:;]\s*$/.test(previous.text) ||
            /\t|\s{3,}/.test(line.text.trim()) ||
            (previous.text.trim().length < 60 &&
              !/[,]\s*$/.test(previous.text) &&
              !FUNCTION_WORD_END.test(previous.text.trim()) &&
              /^\s*["'(]?[A-Z0-9]/.test(line.text))));
      if (breakHere) {
        flush();
        paragraph = { start: line.start, end: line.end, listItem: bullet || /\t|\s{3,}/.test(line.text.trim()) };
      } else if (paragraph) {
        paragraph.end = line.end;
      }
      previous = line;
    }
    flush();
  }
  for (const [index, sentence] of sentences.entries()) {
    const previous = sentences[index - 1];
    if (!previous || previous.page !== sentence.page) continue;
    const text = previous.text
      .replace(/\s+/g, ' ')
      .replace(/^[\s#•▪◦·*\u2022-]+/, '')
      .trim();
    // A line that states a date of its own ("Interviews: 23 June 2027") is a row, not a label.
    if (text.length <= 50 && text.split(' ').length <= 6 && !/[.;]$/.test(text) && !/\b(?:19|20)\d\d\b/.test(text))
      sentence.label = text.replace(/:$/, '');
  }
  return sentences;
}
