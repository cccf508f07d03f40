import { citeWithin } from './citation';
import {
  clean,
  firstName,
  GENERIC_WORD,
  labelled,
  labelledAbove,
  looksLikeName,
  NOT_A_NAME_START,
  TABLE_WORD,
  type Cited,
} from './funder-names';
import type { Sentence } from './segment';

/**
 * The programme a call is for: a labelled line ("Programme: …", a title label above the title),
 * the page's title when it is a programme's name, the first name ending in Programme, Scheme,
 * Fund…, or a name before a lower-case programme word ("the Small Grants programme").
 */

const PROGRAMME_SUFFIX =
  /\b(?:Programme|Program|Scheme|Fund|Initiative|Fellowships?|Grants?|Awards?|Challenge|Prize|Competition|Scholarships?|Accelerator|Partnership|Mission)$/;

const PROGRAMME_LABEL =
  /^\s*(?:programme|program|funding programme|funding program|scheme|call(?: title| name)?|opportunity title|funding opportunity title|program(?:me)? title|title|competition)\s*[:|]\s*(.+?)\s*$/i;
/** The same labels alone on their line, the name on the next ("Funding Opportunity Title" above the title). */
const PROGRAMME_LABEL_ALONE = /^\s*(?:funding opportunity|opportunity|program(?:me)?|call) title\s*:?\s*$/i;

/**
 * Headings that look like names ("Overview of the Program", "Audit Requirements for Federal
 * Awards"), and a funder's planning document ("the ERC Work Programme 2024"), which is no call.
 */
const NOT_PROGRAMME =
  /\b(?:Requirements?|Overview|Guide|Guidance|Policies|Policy|Information|Summary|Section|Terms|Conditions|Audit|Notes?|About|How|What|Who|When|Eligibility|Criteria|Contacts?|Questions|Synopsis|Description|Details|Purpose|Objectives?|Aims?|Priorities|Scope|Background)\b|\bof (?:the )?(?:Program|Programme)$|\bWork Program(?:me)?\b/;

/**
 * "the Small Grants programme", "the Erasmus+ programme": a name before a lower-case programme word.
 * Not the people of a programme ("the Foundation's program officers", "grants programme manager").
 */
const LOWER_PROGRAMME =
  /\b[Tt]he (?:[a-z]+-(?:funded|wide|led|backed|based|supported|financed)\s+)?((?:[A-Z][\w+'’-]*\s+){0,5}[A-Z][\w+'’-]*)\s+(?:programme|program|scheme)\b(?!\s+(?:officers?|managers?|staff|teams?|directors?|coordinators?|administrators?|leads?)\b)/g;

function namedBefore(sentences: readonly Sentence[], pattern: RegExp): Cited {
  for (const sentence of sentences) {
    pattern.lastIndex = 0;
    let match;
    while ((match = pattern.exec(sentence.text)) !== null) {
      // "the EU-funded Creative Europe programme": a describing word before the name is not part of it.
      const value = match[1]!.replace(/^(?:[\w+]+-(?:funded|wide|led|backed|based|supported|financed)\s+)+/, '');
      // "the Community Foundation's program": its owner, the programme itself unnamed.
      if (/['’]s$/.test(value)) continue;
      const words = value.split(/\s+/);
      if (words.length < 2 && !/\+|[A-Z]{2,}/.test(value)) continue;
      if (words.every((word) => GENERIC_WORD.test(word)) || TABLE_WORD.test(value) || NOT_PROGRAMME.test(value))
        continue;
      const at = match.index + match[0].lastIndexOf(value);
      return { value, citation: citeWithin(sentence, at, at + value.length) };
    }
  }
  return null;
}

/** What a page's title adds after the programme's name: "… Guidance Notes", "… - Frequently Asked Questions". */
const TITLE_DOCUMENT_WORDS =
  /(?:\s*[-–—:|]\s*|\s+)(?:Frequently Asked Questions|FAQs?|Guidance(?: Notes)?|Guidelines(?: for Applicants)?|Guide for Applicants|Application (?:Form|Guidance|Guide)|Information for Applicants|Key Information)$/;
const TITLE_PROGRAMME_WORD =
  /\b(?:Programmes?|Programs?|Schemes?|Funds?|Grants?|Awards?|Fellowships?|Scholarships?|Prizes?|Initiatives?|Facility)\b/;
const TITLE_PROGRAMME_WORDS = new RegExp(TITLE_PROGRAMME_WORD.source, 'g');
/** What a page's title says before the programme's name: "Call for Proposals: …". */
const TITLE_LEAD = /^(?:Call for (?:Proposals|Applications)|Funding [Oo]pportunity|Grant [Oo]pportunity)\s*[:–-]\s*/;

/**
 * The page's title names the programme when it is a short name with a programme's word in it
 * ("Annual Community Grant Guidance Notes", "French Embassy Small Grants in Ghana"), once the
 * words that say what kind of page it is are dropped.
 */
function titled(sentences: readonly Sentence[]): Cited {
  const title = sentences.find((sentence) => /\S/.test(sentence.text));
  if (!title || title.listItem) return null;
  const text = title.text.trim();
  let value = text.replace(TITLE_LEAD, '');
  while (TITLE_DOCUMENT_WORDS.test(value)) value = value.replace(TITLE_DOCUMENT_WORDS, '');
  value = clean(value);
  const words = value.split(/\s+/);
  if (value.length > 90 || words.length < 2 || !TITLE_PROGRAMME_WORD.test(value) || !looksLikeName(value)) return null;
  // A name's lower-case words join its capitalised ones; "Applying for a Grant" is a sentence.
  if (
    words.some((word) => /^\p{Ll}/u.test(word) && !/^(?:of|for|and|the|in|to|on|de|du|des|la|le|für|zur)$/.test(word))
  )
    return null;
  if (words.every((word) => GENERIC_WORD.test(word)) || NOT_PROGRAMME.test(value) || TABLE_WORD.test(value))
    return null;
  if (NOT_A_NAME_START.test(value)) return null;
  // The programme's word ends the name, or a year or whom and where it is for follow it ("… Fund
  // 2022", "… Small Grants in Ghana"); "Grant Procedure", "Grant Terminology" are pages about grants.
  const last = [...value.matchAll(TITLE_PROGRAMME_WORDS)].at(-1)!;
  const after = value.slice(last.index + last[0].length);
  if (!/^(?:-[\p{L}-]+)?(?:\s+(?:(?:19|20)\d\d(?:[-–/]\d{2,4})?|(?:for|in|to|on)\s.+))?$/u.test(after)) return null;
  const at = title.text.indexOf(value);
  return { value, citation: citeWithin(title, at, at + value.length) };
}

export function extractProgramme(opening: readonly Sentence[]): Cited {
  return (
    labelled(opening, PROGRAMME_LABEL) ??
    labelledAbove(opening, PROGRAMME_LABEL_ALONE) ??
    titled(opening) ??
    firstName(opening, PROGRAMME_SUFFIX, NOT_PROGRAMME) ??
    namedBefore(opening, LOWER_PROGRAMME)
  );
}
