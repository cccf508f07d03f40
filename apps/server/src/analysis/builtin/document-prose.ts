/**
 * Documents named in a sentence after a noun for documents: "Supplemental documents include
 * detailed budget information, the IRS 990 form, business plan, strategic plan, financial
 * statements and letters of support.", "… muss dafür verschiedene Unterlagen einreichen, wie eine
 * Projektbeschreibung, einen Kostenvoranschlag und einen Finanzierungsplan." (a foundation's and a
 * municipality's pages outside the evaluation set). The noun says the list is of documents, so an
 * item in another language need not be in the English vocabulary of documents.
 */
import { partsBetween } from './segment';
import { DOCUMENTS_NOUN } from './document-nouns';

const NOUN = new RegExp(`(?:${DOCUMENTS_NOUN})`, 'i');
/** What joins that noun to its list: "include", "are", "such as", "wie", "come", "tels que", "zoals". */
const NAMES_ITS_LIST =
  'includes?|are|consist of|comprises?|such as|wie(?: z\\. ?B\\.)?|come|como|comme|tels? que|zoals';
const LIST_AFTER_NOUN = new RegExp(
  `\\b(?:supporting |supplement(?:al|ary) |required |additional |mandatory |verschiedene |folgende |erforderlichen |i seguenti |los siguientes |les |de volgende )?(?:${DOCUMENTS_NOUN})\\b([^.;:!?]{0,60}?)[,\\s]\\s*(?:${NAMES_ITS_LIST})\\s+`,
  'iu',
);
/** Between the noun and its list: asked for ("required in the proposal", "einreichen"), not offered or published. */
const NOT_ASKED =
  /\b(?:available|download|published|website|online|provided by|we (?:will )?(?:send|provide)|guidance|may|can|could|optional)\b|\bnot\b/i;
/** The separators of a list in a sentence, in those languages. */
const SEPARATOR = /,\s*(?:and\s+|und\s+|e\s+|y\s+|et\s+|en\s+)?|\s+(?:and|und|e|y|et|en)\s+/g;

/**
 * The spans of the documents such a sentence names (offsets within it), or null. `names` says
 * whether an English item names a document; an item in another language needs only be short.
 * A sentence of what may or need not be sent, or only in some case, names none.
 */
export function documentsAfterNoun(
  sentence: string,
  english: boolean,
  names: (item: string) => boolean,
): [number, number][] | null {
  // Most sentences name no such noun: the cheap test first.
  if (!NOUN.test(sentence)) return null;
  const lead = LIST_AFTER_NOUN.exec(sentence);
  if (!lead || NOT_ASKED.test(lead[1]!) || /\bif\b/i.test(sentence)) return null;
  const from = lead.index + lead[0].length;
  const tail = sentence.slice(from).replace(/[.;:!?\s]+$/, '');
  const spans = partsBetween(tail, from, SEPARATOR)
    // "…, including a logic model": the item is what it includes.
    .map(([start, end]): [number, number] => {
      // "…, audit report and other possible documents such as updated bylaws": the item is the example.
      const including =
        /^\s*(?:other (?:possible |relevant |supporting )?(?:documents|documentation) )?(?:including|such as|einschlie(?:ß|ss)lich|inklusive)\s+/i.exec(
          sentence.slice(start, end),
        );
      return including ? [start + including[0].length, end] : [start, end];
    })
    .filter(([start, end]) => end > start);
  if (spans.length < 2 || spans.length > 10) return null;
  const items = spans.map(([start, end]) => sentence.slice(start, end).trim());
  // The noun says the list is of documents: most English items must still name one ("strategic
  // plan" need not); every item is a short noun phrase, not a clause.
  const short = (item: string) => item.split(/\s+/).length <= (english ? 8 : 6);
  const fits = english
    ? items.every(short) && items.filter(names).length * 2 > items.length
    : items.every((item) => short(item) && !/\d/.test(item));
  return fits ? spans : null;
}
