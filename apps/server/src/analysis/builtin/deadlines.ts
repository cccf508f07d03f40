// Over 300 lines on purpose: which date is a deadline, of which kind, and which is another date
// is decided by cues read together in one pass.
import type { AnalysisDeadline, DeadlineKind, OtherDate } from '@grantpilot/shared/contracts/analysis';
import { citeWithin, tidy } from './citation';
import { columnTables, labelsBelow } from './columns';
import {
  type DateMention,
  findDates,
  findTimes,
  findZone,
  isAmbiguousNumeric,
  joinRanges,
  numericOrderOf,
  type TimeMention,
} from './dates';
import type { Sentence } from './segment';
import {
  FOREIGN_DEADLINE_CUE,
  FOREIGN_OPENING_CUE,
  FOREIGN_PROJECT_END,
  FOREIGN_SUBMITTED,
  FOREIGN_WEAK_CUE,
  languageOfCall,
  type Language,
} from './languages';

/**
 * Submission deadlines and the other dates of a call. Each date is read with the words nearest
 * to it (between it and the previous date, then up to the next one): "Letters of intent are due
 * 1 March 2027 and full proposals 1 June 2027" gives two deadlines of two kinds. A date without
 * a stated year is never given one from the calendar: it is left out with a warning.
 */

type Role = { type: 'deadline' } | { type: 'other'; what: string } | { type: 'previous' };
const DEADLINE: Role = { type: 'deadline' };

const SUBMISSION_CUE =
  /\bno later than\b|\bnot later than\b|\blatest by\b|\bsubmi(?:t|tted|ssions?)\b|\breceived\b|\breceipt\b|\bmust receive\b|\breceive (?:your |all |the )?(?:applications?|proposals?|submissions?)\b|\bapply (?:online |electronically )?by\b|\bapplications? (?:must|should) be (?:made|in)\b|\bapplications?\b[^.;]{0,40}\b(?:must|should) be in by\b|\b(?:open|accepted|submitted) (?:until|through|till)\b|\b(?:make|submit|send) (?:your )?applications? (?:up to|until)\b|\blast day\b|\bend of (?:the )?call\b|\b(?:must|should) reach (?:us|the)\b|\b(?:applications?|application forms?|proposals?|submissions?|entries|nominations?|expressions? of interest|EOIs?|letters? of (?:intent|inquiry|enquiry)|LOIs?|concept notes?|pre-?proposals?|outline (?:proposals?|applications?)) (?:must|should|are to|need to) be (?:sent|e-?mailed|posted|postmarked|lodged|uploaded|delivered|returned)\b|\bpostmarked\b|\b(?:return|send|lodge|deliver|e-?mail|upload) (?:us )?your (?:completed |signed |full )?(?:applications?|application forms?|proposals?|entries|nominations?)\b|\bapply (?:before|no later than)\b|\b(?:application|submission|call) (?:period|window) (?:ends|closes)\b|\b(?:must|should) be (?:entered|completed|finali[sz]ed|certified)\b(?=[^.]{0,50}\bby\b)/gi;

/** Cues, by what they make of the date nearest to them. The cue closest to the date decides. */
const CUES: [RegExp, Role][] = [
  [
    /\bdeadlines?\b|\bdue\b(?! to\b)|\bextended (?:to|until)\b|\bclosing (?:date|time)\b|\bclos(?:es|e|ing)\b(?! of (?:the )?project| (?:event|ceremony|conference|session|meeting|remarks|workshop|report)s?\b)|\bcut[- ]?off\b/gi,
    { type: 'deadline' },
  ],
  [SUBMISSION_CUE, { type: 'deadline' }],
  [
    // A row label naming what is submitted: "Stage 1 proposals: 12 January 2027".
    /\b(?:proposals?|applications?|submissions?|concept notes?|letters? of (?:intent|inquiry)|LOIs?|outlines?|expressions? of interest|EOIs?|nominations?|notices? of intent(?: to (?:apply|submit))?|intent to (?:apply|submit))\s*(?:\([^)]*\))?\s*(?::|\||\t|\s[–—-])\s*$/gi,
    { type: 'deadline' },
  ],
  [
    /\bposted\b|\bpost(?=\s+on\b|\s*$)|\bpublish(?:ed)?\b|\bpublication\b|\blaunch(?:ed)?\b|\bissued\b|\brelease(?:d)?\b/gi,
    { type: 'other', what: 'publication' },
  ],
  [
    /\bopens?\b|\bopening\b|\bopen (?:from|on)\b|\bstart accepting\b|\bavailable from\b|\bportal opens\b|\b(?:applications?|application forms?|guidelines) (?:(?:are|is|will be|become) )?available\b|\b(?:submitted|accepted|received|apply|submit) (?:from|as of|starting(?: on| from)?|beginning(?: on)?)\b/gi,
    { type: 'other', what: 'opening' },
  ],
  [
    /\bwebinars?\b|\binformation (?:session|event|day|webinar)s?\b|\binfo(?:rmation)?[- ]sessions?\b|\bbriefing\b|\bworkshops?\b|\bq ?& ?a\b|\bquestions and answers\b|\binfo day\b|\bbrokerage\b|\bnetworking event\b/gi,
    { type: 'other', what: 'information session' },
  ],
  [
    /\bquestions? (?:must|should) be (?:sent|submitted|received)\b|\bclarification requests?\b|\b(?:questions?|queries|enquiries|inquiries|clarifications?|FAQs?) deadline\b|\bdeadline for (?:(?:applicant|any|all|your)\s+)?(?:questions|queries|enquiries|inquiries|clarifications?|FAQs?)\b|\b(?:submit|send|ask|submitting|sending|asking)(?: your| any)? questions\b|\bquestions (?:may|can) be (?:sent|submitted|asked)\b/gi,
    { type: 'other', what: 'questions deadline' },
  ],
  [
    /\bnotif(?:y|ied|ication)\b|\bdecisions?\b|\bshortlist(?:ing|ed)?\b|\bannounce(?:d|ment)?\b|\binformed\b|\boutcomes?\b|\bresults?\b|\bawarded on\b|\bfunding decision\b|\bselection\b|\bpanel (?:meeting|review)\b|\binterviews?\b|\breview(?:ed)? (?:period|by)\b|\bevaluation\b/gi,
    { type: 'other', what: 'decision' },
  ],
  [
    /\b(?:project|grant|activities|work|funding|award) (?:must |should |may |will )?(?:start|begin|commence)s?\b|\bstart(?:ing)? date\b|\bstart (?:on|by|from|no earlier than)\b|\bcommence(?:ment)?\b|\bbegin\b|\bearliest start\b|\bprojects? beginning\b|\bbeginning as early as\b|\bkick-?off\b|\bcontract(?:ing)?\b|\bgrant agreements?\b|\bsigned\b/gi,
    { type: 'other', what: 'project start' },
  ],
  [
    /\b(?:project|grant|activities|work) (?:must |should |will )?(?:end|finish|be completed|conclude)s?\b|\bend date\b|\bend (?:by|on|no later than)\b|\bending\b|\bfinish(?:ed)? by\b|\bcompleted by\b|\bcompletion\b|\bfinal report\b|\breports?\b|\bspent by\b|\bconclude\b/gi,
    { type: 'other', what: 'project end' },
  ],
  [
    /\bprevious(?:ly)?\b|\blast year\b|\bprior (?:round|call|year)s?\b|\bpast (?:round|call)s?\b|\bin the last round\b|\blast round\b|\bearlier round\b/gi,
    { type: 'previous' },
  ],
  [/\bincurred\b|\beligibility of (?:expenses|expenditure|costs)\b/gi, { type: 'other', what: 'eligibility of costs' }],
  [/\bconferences?\b|\bceremon(?:y|ies)\b|\bexhibitions?\b|\bfestivals?\b/gi, { type: 'other', what: 'event' }],
  [/\bupdated\b|\bversion\b|\brevised\b|\blast modified\b|\bamended\b/gi, { type: 'other', what: 'document version' }],
  // The same cues in the other languages the engine reads (languages.ts); English text has none of them.
  [FOREIGN_DEADLINE_CUE, { type: 'deadline' }],
  [FOREIGN_OPENING_CUE, { type: 'other', what: 'opening' }],
  [FOREIGN_PROJECT_END, { type: 'other', what: 'project end' }],
];

const KINDS: [RegExp, DeadlineKind][] = [
  [
    /\bletters? of (?:intent|interest|inquiry|enquiry)\b|\bLOIs?\b|\bintent to (?:apply|submit)\b|\bnotice of intent\b/i,
    'letter_of_intent',
  ],
  [/\bconcept notes?\b|\bconcept papers?\b/i, 'concept_note'],
  [
    /\boutline (?:proposals?|applications?|stage)?\b|\bpre-?proposals?\b|\bpreliminary (?:proposals?|applications?)\b|\bexpressions? of interest\b|\bEOIs?\b/i,
    'outline',
  ],
  [/\bstage[- ](?:1|one|I)\b|\bfirst[- ]stage\b|\bstep 1\b|\bphase 1 (?:proposals?|applications?)\b/i, 'stage_1'],
  [
    /\bfull (?:proposals?|applications?|submissions?)\b|\bstage[- ](?:2|two|II)\b|\bsecond[- ]stage\b|\binvited (?:proposals?|applications?)\b|\bfinal (?:proposals?|applications?)\b|\bsecond[- ]phase\b|\bphase[- ](?:2|two|II)\b/i,
    'full_proposal',
  ],
];

const KIND_LABELS: Record<DeadlineKind, string> = {
  letter_of_intent: 'Letter of intent deadline',
  concept_note: 'Concept note deadline',
  outline: 'Outline proposal deadline',
  stage_1: 'Stage 1 deadline',
  full_proposal: 'Full proposal deadline',
  application: 'Application deadline',
};

/** Cues that decide wherever they stand in the clause: a sibling call's date, a rule's effective date. */
const OVERRIDES: [RegExp, Role][] = [
  [
    /\b(?:another|other|different|separate|sister|related) (?:calls?|programs?|programmes?|schemes?|funds?|rounds?|opportunit(?:y|ies))\b|\bour [A-Z][\w ]{0,40}? (?:programs?|programmes?|calls?|schemes?)\b/,
    { type: 'other', what: 'another call' },
  ],
  [/\beffective (?:for|from|on)\b|\bon or after\b|\bcomes into force\b/i, { type: 'other', what: 'effective date' }],
  [
    /\bregist(?:er|ration) (?:for|to attend) (?:the |an? |our )?(?:webinar|info(?:rmation)? (?:day|session|event)|event|workshop|briefing|brokerage)/i,
    { type: 'other', what: 'information session' },
  ],
  // Another round's date: "in the previous round", "for last cycle". A past tense alone is not
  // one: "the deadline for applications was 3 May" is this call's own, told after it closed.
  [
    /\b(?:previous|last|prior|past|earlier|preceding) (?:rounds?|cycles?|calls?|years?|competitions?|editions?)\b/i,
    { type: 'previous' },
  ],
  [
    /\breports?\s+(?:are\s+|is\s+|must be\s+|should be\s+|will be\s+)?(?:due|submitted|received)\b|\bclaims?\s+(?:are\s+|is\s+|must be\s+)?due\b|\binvoices?\s+(?:are\s+|is\s+|must be\s+)?due\b/i,
    { type: 'other', what: 'reporting' },
  ],
];

/**
 * Cues that decide the next date unless a submission cue stands between them and it: federal
 * announcements run their key dates together ("Opening Date: 16 January 2010 (Earliest date an
 * application may be submitted) Application Due Date: 16 February 2010"), so these must not
 * reach past the next "Due Date". A row label ("… Applications:") is no such cue.
 */
const LOCAL_OVERRIDES: [RegExp, Role][] = [
  // When the announcement itself lapses ("Expiration Date: September 23, 2006", "expires on").
  [/\bexpiration date\b|\bexpir(?:es|y date)\b/gi, { type: 'other', what: 'expiration' }],
  // "Adjustments to Application Due Dates Between September 22 and September 30, 2027": a notice
  // about every due date in a period, not a window for submitting.
  [
    /\b(?:due|closing|receipt) dates\s+(?:that fall\s+|falling\s+)?(?:between|from)\b|\bdeadlines\s+(?:that fall\s+|falling\s+)(?:between|from)\b/gi,
    { type: 'other', what: 'due dates in a period' },
  ],
  // "Open Date (Earliest Submission Date)": the first day one may submit, not the last.
  [
    /\bearliest (?:submission|application) date\b|\bearliest date (?:an? |that )?(?:applications?|proposals?) may be submitted\b/gi,
    { type: 'other', what: 'opening' },
  ],
  // The applicant's degree ("PhD awarded at least 2 and up to 7 years prior to 1 January 2018",
  // "Cut-off dates: Successful defence of PhD between …"): an eligibility window, not a deadline.
  [
    /\b(?:PhD|doctorate|doctoral degree)\b[^.;]{0,60}?\b(?:award(?:ed)?|defen[cs]e|defended|obtained|completed|conferred)\b|\b(?:award(?:ed)?|defen[cs]e|defended|obtained|completed|conferred)\b[^.;]{0,40}?\b(?:PhD|doctorate)\b/gi,
    { type: 'other', what: 'eligibility reference date' },
  ],
];
const ROW_LABEL_CUE = CUES[2]![0];

function localOverride(clause: string): Role | null {
  for (const [pattern, role] of LOCAL_OVERRIDES) {
    pattern.lastIndex = 0;
    let last: RegExpExecArray | null = null;
    let match;
    while ((match = pattern.exec(clause)) !== null) last = match;
    if (!last) continue;
    const rest = clause.slice(last.index + last[0].length).replace(ROW_LABEL_CUE, '');
    const cued = CUES.some(([cue, cueRole]) => {
      if (cueRole.type !== 'deadline' || cue === ROW_LABEL_CUE) return false;
      cue.lastIndex = 0;
      return cue.test(rest);
    });
    if (!cued) return role;
  }
  return null;
}

const WEAK_CUE = /^(?:no later than|not later than|latest by)$/i;
const SUBMITTED =
  /\b(?:applications?|proposals?|submi(?:t|ts|tted|tting|ssions?)|LOIs?|EOIs?|letters? of (?:intent|inquiry)|expressions? of interest|concept notes?|outlines?|nominations?|entries|forms?|deadlines?|due|received|receipt|apply)\b/i;

/** What may stand between a cue and the date it introduces: a time, a zone in brackets, "on". */
const TIME_ONLY = /^\s*(?:(?:\d{1,2}[.:]\d{2}|\d{1,2})\s*(?:[ap]\.?\s?m\.?)?)?\s*(?:\([^)]{0,20}\))?\s*(?:on\s+)?$/i;

function nearestCue(before: string, after: string, nextIsDate = false): Role | null {
  const clause = before.split(/[.;]\s/).pop() ?? before;
  for (const [pattern, role] of OVERRIDES) if (pattern.test(clause)) return role;
  const local = localOverride(clause);
  if (local) return local;
  let best: { role: Role; distance: number; length: number; text: string } | null = null;
  for (const [pattern, role] of CUES) {
    pattern.lastIndex = 0;
    let match;
    while ((match = pattern.exec(before)) !== null) {
      const distance = before.length - (match.index + match[0].length);
      if (!best || distance < best.distance || (distance === best.distance && match[0].length > best.length))
        best = { role, distance, length: match[0].length, text: match[0] };
    }
  }
  // "no later than" only says when: "decisions will be confirmed no later than…" is no deadline.
  // Without something submitted in the clause, the clause's other cue decides, else none does.
  // (The whole text since the previous date: "5 p.m. Eastern" must not cut the clause.)
  if (
    best &&
    (WEAK_CUE.test(best.text) || FOREIGN_WEAK_CUE.test(best.text)) &&
    !SUBMITTED.test(before) &&
    !FOREIGN_SUBMITTED.test(before)
  ) {
    let other: { role: Role; at: number } | null = null;
    for (const [pattern, role] of CUES) {
      if (role.type === 'deadline') continue;
      pattern.lastIndex = 0;
      let match;
      while ((match = pattern.exec(before)) !== null)
        if (!other || match.index > other.at) other = { role, at: match.index };
    }
    return other?.role ?? null;
  }
  if (best) return best.role;
  // A cue after the date ("15 March 2027: deadline for full proposals") when none comes before;
  // a bare "submit" after a date is too weak to make it a deadline.
  for (const [pattern, role] of CUES) {
    if (pattern === SUBMISSION_CUE) continue;
    pattern.lastIndex = 0;
    // The cue must start within 30 characters; the words after it still count ("closing session").
    const clause = after.split(/;|\.\s/)[0]!;
    const match = pattern.exec(clause.slice(0, 80));
    // "27 June 2016 Close 10.00am (AEST) 11 July 2016": a cue followed only by a time and the
    // next date is that date's, not this one's.
    if (match && nextIsDate && clause === after && TIME_ONLY.test(after.slice(match.index + match[0].length))) continue;
    if (match && match.index <= 30 && (!best || match.index < best.distance))
      best = { role, distance: match.index, length: match[0].length, text: match[0] };
  }
  return best?.role ?? null;
}

/**
 * A label or heading that only names what is sent ("Full proposals", "Expressions of interest",
 * "Stage 1 applications", "Final applications due to the Council", "Rejoinders") above or beside a
 * bare date: the date is when it is due.
 */
const SUBMITTED_ITEM =
  /^[\s\W]*(?:(?:stage|phase|step) (?:\d|one|two|I{1,2})\s*[:(–-]?\s*)?(?:(?:full|final|outline|preliminary|pre-?|invited|complete[d]?|online|first|second)[- ]?)?(?:proposals?|applications?|submissions?|concept notes?|letters? of (?:intent|inquiry|interest)|LOIs?|outlines?|expressions? of interest(?: \(EOIs?\))?|EOIs?|nominations?|entries|rejoinders?)(?: submissions?)?(?: (?:due|to be sent|sent) (?:to|by) (?:the )?[\w&-]+(?: [\w&-]+){0,3})?\)?[\s\W]*$/i;
/** Before a date that a label or heading explains: nothing but a weekday, "on" or "by", a time. */
const BARE_BEFORE =
  /^[\s\W]*(?:(?:on|by)\s+)?(?:(?:\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?|noon|midday|midnight)\s*,?\s*(?:on\s+)?)?(?:[A-Za-z]+day,?\s*)?$/i;

function kindOf(text: string): DeadlineKind {
  for (const [pattern, kind] of KINDS) if (pattern.test(text)) return kind;
  return 'application';
}

/** A label as the call words it: the row's label in a table, else one made from the kind. */
function labelOf(before: string, kind: DeadlineKind): string {
  const row = /(?:^|\n)\s*([A-Z][^\n:|]{2,60}?)\s*(?::|\||\t|\s{3,})\s*(?:[A-Za-z]+,?\s+)?$/.exec(before);
  if (row && /deadline|due|clos|submission|proposal|application|letter|concept|outline|stage/i.test(row[1]!))
    return tidy(row[1]!);
  return KIND_LABELS[kind];
}

export interface DatesResult {
  deadlines: AnalysisDeadline[];
  otherDates: OtherDate[];
  warnings: string[];
  /** Deadlines stated without a year ("due September 1 and March 1"): not reported, but the call has dates. */
  yearlessDeadlines: number;
}

/** A line that gives only the deadline's time: "Time: 12:00 noon GMT", "Closing time: 5pm". */
const TIME_LINE = /^\W*(?:(?:closing|deadline|submission|cut-?off)\s+)?time\s*:/i;
const DEADLINE_TIME =
  /\bdeadlines?\b|\blate (?:applications|submissions|proposals|entries)\b|\bclosing (?:date|time)\b|\bdue\b(?! to\b)|\bno later than\b|\bnot later than\b|\bmust be (?:received|submitted)\b/i;
const DEADLINE_HEADING = /deadline|closing date|key dates|timeline|timetable|important dates|submission/;
/**
 * A sentence saying the deadlines are listed after it ("All deadlines for submission of
 * applications specified below end at 12.00 (noon), Brussels time", "The closing dates for each
 * scheme are as follows."): the rows of names and dates that follow are those deadlines.
 */
const DEADLINES_BELOW =
  /\b(?:deadlines|closing dates|cut-?off dates|submission dates)\b[^.:]{0,120}?\b(?:(?:specified|listed|given|set out|shown|stated|indicated|outlined|detailed)\s+(?:below|in the (?:table|list) below)|below|as follows)\b/i;
/** A row of such a list: a name on its own line, then the date ending the line ("European Universities 26 February 2020"). */
const ROW_NAME = /(?:^|\n)[^\n.;:!?]{0,120}$/;
const ROW_END = /^[ \t,]*(?:\(?[^\n()]{0,30}\))?[ \t.]*(?:\n|$)/;

/**
 * A row of a block of dates flattened into lines ("Key dates" then "Full proposals 1 June 2027",
 * or "1 June 2027 Full proposals"): one date per short line, under a heading of dates or among
 * neighbouring lines of the same shape. The rest of the line is the date's label.
 */
const DATES_HEADING =
  /\b(?:key|important|critical|closing) dates\b|\bdeadlines?\b|\btimeline\b|\btimetable\b|\bschedule\b|^dates$/;
const DATE_ROW_LENGTH = 100;
/** "Request not to assess due to the ARC": due to a recipient, not "due to heavy traffic". */
const DUE_TO_RECIPIENT =
  /\bdue to (?:the )?(?:[A-Z]{2,}\b|(?:[A-Z][a-z]+ )*(?:Council|Office|Foundation|Trust|Agency|Department|University|Committee)\b|(?:your |the )?research office\b)/;
function dateRowLabel(sentence: Sentence, mention: DateMention): string | null {
  if (sentence.cells || sentence.text.includes('\n') || sentence.text.trim().length > DATE_ROW_LENGTH) return null;
  const label = `${sentence.text.slice(0, mention.start)} ${sentence.text.slice(mention.end)}`
    .replace(/^[\s\W]*(?:(?:on|by)\s+)?(?:[A-Za-z]+day,?\s*)?/i, '')
    .replace(/[\s:|–—-]+$|[\s.]+$/, '')
    .trim();
  // A label is a few words, not a clause: "Full proposals", "Panel meeting".
  if (!label || label.split(/\s+/).length > 8 || /[.;!?]\s/.test(label)) return null;
  return label;
}
/** Whether the sentences before or after this one are also date rows on the lines next to it. */
function inRunOfDateRows(sentences: readonly Sentence[], index: number, rows: readonly boolean[]): boolean {
  const adjacent = (a: Sentence, b: Sentence) =>
    a.source === b.source && /^[ \t]*\n[ \t]*$/.test(a.source.slice(a.end, b.start));
  return (
    (index > 0 && rows[index - 1]! && adjacent(sentences[index - 1]!, sentences[index]!)) ||
    (index + 1 < sentences.length && rows[index + 1]! && adjacent(sentences[index]!, sentences[index + 1]!))
  );
}

/** A dateline at the top of a page: "Date posted: December 8, 2008", "date 2020-05-18 …", "Published: 3 May 2027". */
const DATELINE = /^\s*(?:date(?: posted| published)?|posted(?: on)?|published(?: on)?)\s*:?\s*$/i;

/** Before a date that is a line of its own: nothing, or its weekday. */
const BARE_DATE_LEAD = /^\W*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s*)?$/i;

/** The date a page was posted, when its first lines state one. */
function datelineOf(sentences: readonly Sentence[], dayFirst: boolean): string | null {
  for (const [index, sentence] of sentences.slice(0, 8).entries()) {
    const first = findDates(sentence.text, { dayFirst, years: [] })[0];
    if (!first?.yearCertain || first.rangeStart) continue;
    // "Date posted: 12 May 2017", or a news item's bare date line under its headline ("May 12, 2017").
    const rest = sentence.text.slice(first.end);
    const lead = sentence.text.slice(0, first.start);
    // A date line under a lead-in, a deadline's heading or label is a date of the call, not when the
    // page was posted ("Full Proposal Deadline(s):" over "March 31, 2008").
    const underDeadline =
      sentence.leadIn != null ||
      /:\s*$/.test(sentences[index - 1]?.text ?? '') ||
      // A short label ("Closing date", "Applications due"), not a news item's headline.
      (/deadline|clos|due|submi|apply|application/i.test(sentence.label ?? '') &&
        (sentence.label ?? '').trim().split(/\s+/).length <= 4) ||
      /^\W*(?:(?:application|submission|proposal)s? )?(?:deadlines?|closing dates?|due dates?|key dates|important dates|timelines?|dates)\W*$/i.test(
        sentence.heading,
      );
    if (DATELINE.test(lead) || (BARE_DATE_LEAD.test(lead) && /^\W*$/.test(rest) && !underDeadline)) return first.date;
  }
  return null;
}

/**
 * A date without a year on a page with a dateline is the first such day on or after it ("date
 * 2020-05-18 … Deadline to apply is May 29" → 29 May 2020; posted in November, "January 15" is
 * the next January).
 */
function datedBy(mention: DateMention, dateline: string): DateMention {
  const year = Number(dateline.slice(0, 4));
  const fix = (date: string) => {
    const day = date.slice(5);
    const candidate = `${day >= dateline.slice(5) ? year : year + 1}-${day}`;
    return new Date(`${candidate}T00:00:00Z`).toISOString().slice(0, 10) === candidate ? candidate : null;
  };
  const date = fix(mention.date);
  const rangeStart = mention.rangeStart ? fix(mention.rangeStart) : null;
  if (!date || (mention.rangeStart && (!rangeStart || rangeStart > date))) return mention;
  return { ...mention, date, rangeStart, yearCertain: true };
}

/** Does the document read 03/04/2027 as 3 April? Yes unless it is written for the US. */
export function dayFirstFor(sentences: readonly Sentence[]): boolean {
  const text = sentences
    .slice(0, 400)
    .map((sentence) => sentence.text)
    .join(' ');
  const us = (
    text.match(/US\$|\bUSD\b|\$\s?\d|\b(?:EST|EDT|CST|PST|PDT)\b|\bEastern Time\b|\bU\.S\.|\bUnited States\b/g) ?? []
  ).length;
  const elsewhere = (text.match(/£|€|\bEUR\b|\bGBP\b|\bAUD\b|\bNZD\b|\bCET\b|\bGMT\b|\bAEST\b|\bNZST\b/g) ?? []).length;
  return !(us > elsewhere);
}

/**
 * A text written in the US alone (a federal notice: dollar figures, an Eastern Time deadline, the
 * United States or a US department, and no other country's currency or zone) writes 06/08/2026
 * month first.
 */
function writtenInTheUs(text: string): boolean {
  const us = (text.match(/\$\s?\d|\b(?:EST|EDT|CST|CDT|PST|PDT)\b|\b(?:Eastern|Central|Pacific) Time\b/g) ?? []).length;
  const country =
    /\bUnited States\b|\bU\.S\.|\bUSDA\b|\bDepartment of (?:Agriculture|Education|Energy|Health and Human Services)\b/.test(
      text,
    );
  const elsewhere =
    /£|€|\b(?:EUR|GBP|AUD|NZD|CAD|ZAR|INR)\b|\b(?:CET|CEST|GMT|BST|AEST|AEDT|NZST|NZDT)\b|\bA\$|\bC\$|\bNZ\$|Australia|Canada|New Zealand|United Kingdom/.test(
      text,
    );
  return us >= 2 && country && !elsewhere;
}

const MONTH_NAME = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DAY_MONTH_YEAR = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_NAME},?\\s+\\d{4}\\b`, 'gi');
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`, 'gi');

/**
 * The order a writer uses, from the dates it writes with the month's name: one who writes
 * "12 March 2027" (and never "March 12, 2027") writes 12/03/2027 day first, and the other way
 * round. Null when it writes both or neither.
 */
export function orderOfNamedDates(text: string): 'day' | 'month' | null {
  const dayFirst = (text.match(DAY_MONTH_YEAR) ?? []).length;
  const monthFirst = (text.match(MONTH_DAY_YEAR) ?? []).length;
  if (dayFirst > 0 && monthFirst === 0) return 'day';
  if (monthFirst > 0 && dayFirst === 0) return 'month';
  return null;
}

export function extractDates(
  sentences: readonly Sentence[],
  language: Language = languageOfCall(sentences),
): DatesResult {
  const deadlines: AnalysisDeadline[] = [];
  const otherDates: OtherDate[] = [];
  const warnings: string[] = [];
  let yearlessDeadlines = 0;
  // A numeric date both of whose parts could be the month ("11-12-2027") is read only when the
  // text's own unambiguous numeric dates fix the order; else it is left out with a warning.
  const whole = sentences.map((sentence) => sentence.text).join('\n');
  // "(dd/mm/yyyy)" written beside a date states the order outright.
  const stated = /\bdd[./-]mm[./-]yy(?:yy)?\b/i.test(whole)
    ? 'day'
    : /\bmm[./-]dd[./-]yy(?:yy)?\b/i.test(whole)
      ? 'month'
      : null;
  // French, Spanish, Portuguese, German, Italian and Dutch all write the day first ("7/12/2018").
  const order =
    numericOrderOf(whole) ??
    stated ??
    (language !== 'en' ? 'day' : (orderOfNamedDates(whole) ?? (writtenInTheUs(whole) ? 'month' : null)));
  const dayFirst = order ? order === 'day' : dayFirstFor(sentences);
  const skipAmbiguous = order === null;
  const years = [
    ...new Set(sentences.flatMap((sentence) => (sentence.text.match(/\b20[2-4]\d\b/g) ?? []).map(Number))),
  ].sort();
  const candidateYears = [...new Set(years.flatMap((year) => [year - 1, year, year + 1]))];
  // A zone stated once for all deadlines ("All deadlines are at 17:00 Brussels time").
  let documentZone: string | null = null;
  for (const sentence of sentences) {
    if (/\ball (?:deadlines|times|dates)\b|\btimes? (?:are|is) (?:given|stated|shown|in)\b/i.test(sentence.text)) {
      documentZone = findZone(sentence.text);
      if (documentZone) break;
    }
  }
  // A time stated once for the deadline ("no later than 4:30 p.m., Washington, DC time, on the deadline date").
  let documentTime: TimeMention | null = null;
  for (const sentence of sentences) {
    if (!DEADLINE_TIME.test(sentence.text)) continue;
    if (findDates(sentence.text, { dayFirst, years: [], language }).length > 0) continue;
    const found = findTimes(sentence.text)[0];
    if (found) {
      documentTime = { ...found, timezone: found.timezone ?? findZone(sentence.text) };
      break;
    }
  }
  const dateline = datelineOf(sentences, dayFirst);
  const effective = new Set<string>();
  /**
   * After a sentence announcing the deadlines below, its list: the headings and date rows that
   * follow it. It ends at the first sentence of prose without a date (one is allowed between the
   * announcement and the first row).
   */
  let listedBelow: { rows: number; prose: number } | null = null;
  const mentionsOf = sentences.map((sentence) =>
    joinRanges(
      sentence.text,
      findDates(sentence.text, { dayFirst, years: candidateYears, skipAmbiguous, language }),
    ).map((mention) => (mention.yearCertain || !dateline ? mention : datedBy(mention, dateline))),
  );
  const columns = columnTables(sentences, mentionsOf);
  const below = labelsBelow(sentences, mentionsOf);
  const dateRows = mentionsOf.map(
    (mentions, index) => mentions.length === 1 && dateRowLabel(sentences[index]!, mentions[0]!) !== null,
  );
  for (const [sentenceIndex, sentence] of sentences.entries()) {
    const mentions = mentionsOf[sentenceIndex]!;
    if (mentions.length === 0 && DEADLINES_BELOW.test(sentence.text) && !sentence.isHeading) {
      listedBelow = { rows: 0, prose: 0 };
      continue;
    }
    if (listedBelow && !sentence.isHeading) {
      if (mentions.length > 0) listedBelow.rows += 1;
      else if (listedBelow.rows > 0 || ++listedBelow.prose > 1) listedBelow = null;
    }
    if (skipAmbiguous && isAmbiguousNumeric(sentence.text) && nearestCue(sentence.text, '')?.type === 'deadline')
      warnings.push(
        'A deadline written with numbers only could be read as day/month or month/day; it is not reported.',
      );
    let previousRole: Role | null = null;
    /** Deadlines of this sentence's list still without the time stated after the list. */
    let untimed: AnalysisDeadline[] = [];
    for (const [index, mention] of mentions.entries()) {
      const previousEnd = index > 0 ? mentions[index - 1]!.end : 0;
      const nextStart = index + 1 < mentions.length ? mentions[index + 1]!.start : sentence.text.length;
      const before = sentence.text.slice(previousEnd, mention.start);
      const after = sentence.text.slice(mention.end, nextStart);
      // A row of a table: the cue in the date's own cell, else its column's header ("Closes"),
      // else the cells before it on the row ("Full proposals | 9 October 2027").
      const cell = sentence.cells?.find(
        (candidate) => candidate.start <= mention.start && mention.end <= candidate.end,
      );
      // A row of a column table whose header ran together: the column decides.
      const column = columns.get(sentenceIndex)?.get(index);
      let role: Role | null;
      if (column) {
        role = column.deadline ? DEADLINE : { type: 'other', what: column.what };
      } else if (cell) {
        const own = sentence.text.slice(Math.max(cell.start, previousEnd), mention.start);
        role = nearestCue(own, sentence.text.slice(mention.end, Math.min(cell.end, nextStart)));
        if (!role && cell.header)
          role = nearestCue(cell.header, '') ?? (SUBMITTED_ITEM.test(cell.header) ? DEADLINE : null);
        if (!role) {
          const rowBefore = sentence.text.slice(previousEnd, cell.start);
          role = nearestCue(rowBefore, '');
          const first = sentence.cells![0]!;
          if (
            !role &&
            first !== cell &&
            SUBMITTED_ITEM.test(sentence.text.slice(first.start, first.end)) &&
            BARE_BEFORE.test(own)
          )
            role = DEADLINE;
        }
      } else {
        role = nearestCue(before, after, index + 1 < mentions.length);
      }
      // A date above its label in a block of dates: the line below names it, not the one above.
      const labelBelow = below.get(sentenceIndex);
      if (!role && labelBelow)
        role =
          nearestCue(labelBelow, '') ??
          (SUBMITTED_ITEM.test(labelBelow) || DUE_TO_RECIPIENT.test(labelBelow)
            ? DEADLINE
            : { type: 'other', what: tidy(labelBelow) });
      if (!role && !labelBelow && sentence.label && mentions.length === 1) {
        role = nearestCue(sentence.label, '');
        if (!role && SUBMITTED_ITEM.test(sentence.label) && BARE_BEFORE.test(before)) role = DEADLINE;
      }
      // "The deadlines are Friday, March 1 and Friday, September 13": a date listed right after a
      // deadline, with nothing but "and", "or" or a comma between, is one too.
      if (!role && index > 0 && previousRole?.type === 'deadline' && /^\s*(?:,|,?\s*(?:and|or))\s*$/i.test(before))
        role = DEADLINE;
      // "… to the research office is 1 October 2027 and to the Council 15 October 2027": the same
      // deadline for another recipient.
      if (
        !role &&
        index > 0 &&
        previousRole?.type === 'deadline' &&
        (/^\s*,?\s*(?:and|or)\s+(?:to|for|with|at) (?:the )?[\w-]+(?: [\w-]+){0,2}\s*$/i.test(before) ||
          // "… are due on January 10, 2027 and invited full proposals on May 1, 2027".
          /^\s*,?\s*(?:and|or)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:proposals?|applications?|submissions?|LOIs?|letters? of (?:intent|inquiry)|outlines?|concept notes?|expressions? of interest|EOIs?)\s+(?:(?:are\s+)?(?:due\s+)?(?:on|by)\s*)?$/i.test(
            before,
          ))
      )
        role = DEADLINE;
      // "Submission Window Date(s) (due by 5 p.m. …): September 24, 2013 - October 15, 2013 MEDIUM
      // Projects November 04, 2013 - November 19, 2013 …": a window after a window that is a
      // deadline, with only a short name between, is one too, due at the same time.
      let listedWindow = false;
      if (
        !role &&
        mention.rangeStart &&
        index > 0 &&
        previousRole?.type === 'deadline' &&
        mentions[index - 1]!.rangeStart &&
        /^[\s,]*(?:[A-Za-z][\w-]*\s+){0,4}[,:]?\s*$/.test(`${before} `)
      ) {
        role = DEADLINE;
        listedWindow = true;
      }
      if (!role && sentence.leadInParagraph) role = nearestCue(sentence.leadInParagraph, '');
      // Under a "Deadlines" heading, a bare date line is the deadline; a row with a label of its
      // own ("Shortlisting: 3 May 2027") is not made one by the heading.
      if (
        !role &&
        DEADLINE_HEADING.test(sentence.heading) &&
        /deadline|clos/.test(sentence.heading) &&
        /^[\s\W]*(?:(?:on|by)\s+)?(?:[A-Za-z]+day,?\s*)?$/.test(before)
      )
        role = { type: 'deadline' };
      if (!role && listedBelow && ROW_NAME.test(before) && ROW_END.test(after)) role = DEADLINE;
      // A line of a block of dates: its own label says what the date is.
      if (
        !role &&
        !cell &&
        dateRows[sentenceIndex] &&
        (DATES_HEADING.test(sentence.heading) || inRunOfDateRows(sentences, sentenceIndex, dateRows))
      ) {
        const label = dateRowLabel(sentence, mention)!;
        role = SUBMITTED_ITEM.test(label) ? DEADLINE : { type: 'other', what: tidy(label) };
      }
      // A window ("open for applications between 4 August and 31 October 2023") ends in a deadline.
      if (!column && mention.rangeStart && (role === null || (role.type === 'other' && role.what === 'opening'))) {
        // "LOIs accepted: 11 February to 10 March 2025" is a window for letters of inquiry.
        if (
          /\b(?:apply|applications?|submi\w*|open|accepted|LOIs?|EOIs?|letters? of (?:intent|inquiry|interest)|proposals?)\b/i.test(
            `${before} ${sentence.label ?? ''}`,
          )
        )
          role = { type: 'deadline' };
      }
      previousRole = role;
      if (!role) {
        // A full date no cue explains is still one of the call's dates (posted, updated, a history
        // of amendments): every date that is not a deadline is an other date.
        if (mention.yearCertain)
          otherDates.push({ date: mention.date, what: 'date', citation: citeWithin(sentence, previousEnd, nextStart) });
        continue;
      }
      if (!mention.yearCertain) {
        if (role.type === 'deadline') {
          yearlessDeadlines += 1;
          warnings.push(`A deadline on "${mention.text}" is stated without a year; it is not reported.`);
        }
        continue;
      }
      const citation = citeWithin(sentence, previousEnd === 0 ? 0 : previousEnd, nextStart);
      if (role.type === 'other' && role.what === 'effective date') effective.add(mention.date);
      if (role.type === 'deadline' && effective.has(mention.date)) role = { type: 'other', what: 'effective date' };
      previousRole = role;
      if (role.type === 'deadline') {
        const context = `${labelBelow ?? ''}\n${cell?.header ?? ''}\n${labelBelow ? '' : (sentence.label ?? '')}\n${sentence.leadInParagraph ?? ''}\n${sentence.heading}\n${before}`;
        const kind = column
          ? kindOf(column.name)
          : kindOf(before) !== 'application'
            ? kindOf(before)
            : kindOf(`${after.slice(0, 60)}\n${context}`);
        const clause = sentence.text.slice(mention.start, nextStart);
        const dateText = sentence.text.slice(mention.start, mention.end);
        const afterTimes = findTimes(after.split(/[;\n]/)[0]!.slice(0, 50));
        const beforeTimes = findTimes(before.slice(-60)).filter((found) =>
          // "by 4:30 p.m., Eastern Time, on March 1": a zone between the time and the date.
          /^\s*\)?\s*,?\s*(?:\([^)]{0,40}\)\s*|(?:[\w']+\s+){0,3}local time\s*\)?\s*[,:]?\s*|(?:[A-Z][\w.,']*\s+){0,3}[Tt]ime\s*[,:]?\s*|[A-Z]{2,5}\s*[,:]?\s*)?(?:on\s+)?(?:the\s+)?(?:[A-Za-z]+day,?\s+)?$/.test(
            before.slice(-60).slice(found.end),
          ),
        );
        const times = [
          ...findTimes(clause).filter((found) => found.start < dateText.length),
          ...afterTimes,
          ...beforeTimes,
        ];
        if (times.length === 0 && mentions.length === 1 && sentence.text.trim().length < 60) {
          const line = sentence.leadInParagraph ?? sentence.label ?? '';
          // "Midday (12 noon UK time) on:": the zone stated anywhere in the lead-in.
          times.push(...findTimes(line).map((found) => ({ ...found, timezone: found.timezone ?? findZone(line) })));
          // "Deadline: 12 March 2027" over "Time: 12:00 noon GMT": the time on a line of its own.
          const next = sentences[sentenceIndex + 1]?.text ?? '';
          if (times.length === 0 && TIME_LINE.test(next))
            times.push(...findTimes(next).map((found) => ({ ...found, timezone: found.timezone ?? findZone(next) })));
        }
        const window = listedWindow ? deadlines.at(-1) : undefined;
        const time =
          (column?.time ? { time: column.time, timezone: column.timezone, start: 0, end: 0 } : undefined) ??
          times[0] ??
          (window?.time ? { time: window.time, timezone: window.timezone, start: 0, end: 0 } : documentTime);
        const timezone = time?.timezone ?? (time ? (findZone(`${before.slice(-80)} ${clause}`) ?? documentZone) : null);
        if (mention.rangeStart) {
          otherDates.push({ date: mention.rangeStart, what: 'opening', citation });
        }
        // One deadline per date: a specific kind or a stated time beats a plain restatement.
        const same = deadlines.findIndex((deadline) => deadline.date === mention.date);
        if (same >= 0) {
          const existing = deadlines[same]!;
          const better =
            (existing.kind === 'application' && kind !== 'application') || (existing.time === null && time !== null);
          if (!better || (existing.kind !== 'application' && kind !== existing.kind)) continue;
          deadlines.splice(same, 1);
        }
        const pushed: AnalysisDeadline = {
          kind,
          label: labelOf(before, kind),
          date: mention.date,
          time: time?.time ?? null,
          timezone: time ? timezone : null,
          citation,
        };
        deadlines.push(pushed);
        // "Friday, March 1 and Friday, September 13 at 4:30 p.m. CST": the time after the last
        // date of a list of deadlines is that of each date in it.
        const listed = /^\s*(?:,|,?\s*(?:and|or))\s*$/i;
        if (pushed.time && listed.test(before))
          for (const waiting of untimed) Object.assign(waiting, { time: pushed.time, timezone: pushed.timezone });
        untimed = !pushed.time && listed.test(after) ? [...(listed.test(before) ? untimed : []), pushed] : [];
      } else {
        const what = role.type === 'previous' ? 'previous round' : role.what;
        if (mention.rangeStart && mention.rangeStart !== mention.date)
          otherDates.push({ date: mention.rangeStart, what, citation });
        otherDates.push({ date: mention.date, what, citation });
      }
    }
  }
  // A date that is a deadline is not also an other date because a table repeats it without a cue.
  const deadlineDates = new Set(deadlines.map((deadline) => deadline.date));
  // A date no cue explains is reported once, and not beside the same date read with a cue.
  const explained = new Set(otherDates.filter((other) => other.what !== 'date').map((other) => other.date));
  const seen = new Set<string>();
  const others = otherDates.filter((other) => {
    if (other.what !== 'date') return true;
    if (deadlineDates.has(other.date) || explained.has(other.date) || seen.has(other.date)) return false;
    seen.add(other.date);
    return true;
  });
  return { deadlines, otherDates: others, warnings: [...new Set(warnings)], yearlessDeadlines };
}

const ROLLING =
  /\brolling (?:basis|deadlines?|call|submissions?|applications?|programme|program)\b|\b(?:accepted|considered|reviewed|received|made|sent|lodged|apply|submit(?:ted)?|welcomed?)\b[^.]{0,40}\b(?:at any (?:time|point)|any ?time|any time of (?:the )?year|throughout the year|on an? (?:ongoing|continuous|continual) basis|continuously)\b|\bno (?:fixed |set |application |closing )?(?:deadlines?|closing dates)\b(?! (?:extension|will be extended|for (?:starting|beginning|registering|registration|the first)))|\bopen-ended call\b|\bcontinuously open\b|\balways open for (?:applications|submissions|proposals|requests)\b|\b(?:fund|programme|program|scheme|call|grants?|applications) (?:is|are|remains?) (?:always open|open continuously)\b|\b(?:applications|proposals|requests|submissions) (?:are|will be) (?:reviewed|considered|assessed|processed) as (?:soon as )?(?:they are )?received\b|\bopen for (?:applications|submissions|proposals) (?:all year|throughout the year|year[- ]round)\b|\bthere is no closing date\b|\bopen (?:all year|throughout the year|year[- ]round)\b|\b(?:accepts?|accepted|processes|considers?|considered|receives?|received|reviews?|reviewed)\b[^.]{0,60}\b(?:applications|proposals|requests)\b[^.]{0,30}\b(?:through(?:out)? the year|year[- ]round|all year|on an? (?:ongoing|continuous|continual) basis)\b|\b(?:applications|proposals|requests) (?:are|is) (?:accepted|considered|received|reviewed) (?:year[- ]round|all year)\b|\b(?:awards?|makes?|gives?|offers?) grants (?:throughout the year|year[- ]round|all year)\b(?![^.]{0,60}\b(?:rounds?|cycles?|deadlines?|quarterly|meetings?)\b)|(?<![A-Za-zÀ-ÿ])(?:keine (?:Antrags|Einreichungs|Bewerbungs)?fristen?|jederzeit (?:eingereicht|gestellt|beantragt)|laufend (?:bearbeitet|entgegengenommen|angenommen))(?![A-Za-zÀ-ÿ])/i;

/**
 * True when the call takes applications at any time. A first step taken at any time (a letter of intent,
 * an enquiry) counts only when the call states no deadline.
 */
/** What is sent or made at any time must be an application ("Changes can be made at any time" is not). */
const SENT_AT_ANY_TIME = /^(?:made|sent|received|lodged|submit(?:ted)?|accepted|considered|reviewed|welcomed?)\b/i;
const APPLICATION_WORD =
  /\b(?:applications?|proposals?|requests?|bids?|submissions?|(?:application )?forms?|grants?|funding|applicants?|you|we|organi[sz]ations?|groups?|concept notes?|letters? of (?:intent|inquiry|interest)|LOIs?|expressions? of interest|EOIs?|Anträge?|Antrag)\b/i;

export function isRolling(sentences: readonly Sentence[], hasDeadlines = false): Sentence | null {
  for (const sentence of sentences) {
    const cue = ROLLING.exec(sentence.text);
    if (
      cue &&
      (!SENT_AT_ANY_TIME.test(cue[0]) || APPLICATION_WORD.test(sentence.text.slice(0, cue.index))) &&
      !/\bnot (?:a )?rolling\b|\bno longer\b/i.test(sentence.text) &&
      // "LOI forms may be submitted at any time", "Letters of Interest are accepted at any time": a first
      // step taken at any time, while the application itself may have its dates.
      // An enquiry or a question is never the application.
      !/\b(?:enquir(?:y|ies)|inquir(?:y|ies)|questions)\b[^.]{0,30}\b(?:may|can|are|is|will)\b/i.test(
        sentence.text.split(/\b(?:at any time|throughout the year|year[- ]round|all year)\b/i)[0]!,
      ) &&
      // Without any deadline ("Concept Notes submission will be open year round"), that first step is the
      // way in, and the call is rolling.
      !(
        hasDeadlines &&
        /\b(?:letters? of (?:intent|inquiry|enquiry|interest)|LOIs?(?: forms?)?|expressions? of interest|EOIs?|pre-?applications?|concept (?:notes?|papers?))\b[^.]{0,30}\b(?:may|can|are|is|will)\b/i.test(
          sentence.text.split(/\b(?:at any time|throughout the year|year[- ]round|all year|on a rolling basis)\b/i)[0]!,
        )
      ) &&
      // "Applications are open throughout the year and close 1 April annually": a yearly deadline.
      !/\bclos(?:e|es|ing)\b(?: on)? (?:\d{1,2}(?:st|nd|rd|th)? [A-Z][a-z]+|[A-Z][a-z]+ \d{1,2}(?:st|nd|rd|th)?)\b/.test(
        sentence.text,
      )
    )
      return sentence;
  }
  return null;
}
