import { itemText, tidy } from './citation';
import { A_PLACE, documentPhrases, PROVIDE_WHOM_WITH } from './document-phrase';
import { documentsAfterNoun } from './document-prose';
import {
  aboutCostsOrEligibility,
  AFTER_AWARD,
  BEFORE_PAYMENT,
  CONDITIONAL_ITEM,
  COPIES_OF_THE_APPLICATION,
  FILE_NAMING,
  NOT_DOCUMENT_SENTENCE,
  OPTIONAL_WORD,
  PLACE_IN_FORM,
} from './document-guards';
import { NOT_AN_ITEM_TO_SEND, NOT_REQUIRED } from './document-items';
import { LEAD_IN, NOT_DOCUMENTS, STRONG_HEADING } from './document-lists';
import { ATTACH_VERB, DOCUMENT, NAMED_DOCUMENT, NAMED_DOCUMENTS } from './document-nouns';
import { completedDocument } from './document-steps';
import type { Language } from './languages';
import type { DocumentCues } from './rule-cues';
import { partsBetween, type Sentence } from './segment';

/**
 * The documents a sentence of prose asks for ("A letter of support must be attached", "You will
 * need to provide a cash flow forecast, a risk register and a copy of your governing document").
 */

/** "You should email the programme manager, attaching a brief description of your proposal": what is attached. */
const ATTACHING =
  /\b(?:attaching|enclosing)\s+((?:a|an|the|your)\s+[^.;,()]{3,80}?)(?=\s*[.;,(]|\s+(?:to|with|and)\s|$)/i;
/** "Evidence of the agreement must be included with the application, as must all the paperwork to prove insurance". */
const TWO_DOCUMENTS =
  /^(.{3,160}?)\s+(?:must|should|shall) (?:also )?be (?:included|attached|submitted|provided|enclosed|uploaded)\b[^,;]{0,60},\s*as (?:must|should|shall)\s+(?:all\s+)?(?:the\s+)?(.{3,160}?)[.;]?\s*$/i;
/** "The completed form should be sent to the Administrator together with a copy of the most recent accounts". */
const TOGETHER_WITH =
  /\b(?:sent|submitted|returned|emailed|posted|delivered|accompanied)\b[^.;]{0,80}?\btogether with\s+((?:a |an |the )?[^.;]{3,100}?)(?=\s+(?:to reach|by|before|no later|not later|so that)\b|[.;,]|$)/i;
/** A participle that opens a qualifier in Spanish, Portuguese, Italian or French ("firmada por …", "signé par …"). */
const PARTICIPLE =
  /^(?:[a-záéíóúàèìòùâêôãõç]+(?:ad|id|at|it)[oae]s?|[a-zé]+ée?s?)\s+(?:por|par|da|dal|dalla|pelo|pela|de)\b/i;

/** The clause of a sentence that asks for a document: from the last "and", ";" or "," before its verb. */
function askingClause(text: string): string {
  const verb = ATTACH_VERB.exec(text);
  if (!verb) return text;
  const before = text.slice(0, verb.index);
  const join = /^.*(?:[;,]|\sand\s)/s.exec(before);
  return join ? text.slice(join[0].length) : text;
}

const INLINE_LEAD =
  /\b(?:we|the (?:trust|foundation|fund|council)) (?:will )?(?:also )?(?:require|need|ask for)\s+(?=(?:a|an|your|copies|copy|most|latest|recent)\b|the (?!following\b))|\b(?:must|will need to|need to|should|are required to|is required to|(?:will be|are) asked to) (?:also )?(?:include|incorporate|provide|supply|submit|attach|upload|send(?: us)?|enclose)(?: the following)?:?\s+/i;

/** Whether an item of a list written in a sentence names a document. */
function namesADocument(item: string): boolean {
  return (
    item.length <= 80 &&
    DOCUMENT.test(item) &&
    !NOT_DOCUMENT_SENTENCE.test(item) &&
    !COPIES_OF_THE_APPLICATION.test(item) &&
    !A_PLACE.test(item)
  );
}

/**
 * "You will need to provide a cash flow forecast, a risk register and a copy of your governing
 * document": a list written in a sentence, as spans of its items, when every item names a document.
 */
function inlineList(sentence: string, underDocumentsHeading = false): [number, number][] | null {
  // "…must include a, b and c", or "Please attach the following documents: a, b and c"; under a
  // heading such as "What you need to submit", the sentence may be the list alone ("A completed
  // application form, a detailed budget and a letter of support.").
  const colon = /^([^:]{8,160}):\s+/.exec(sentence);
  const verb = INLINE_LEAD.exec(sentence);
  const lead =
    verb ?? (colon && LEAD_IN.test(colon[1]!) ? colon : null) ?? (underDocumentsHeading ? /^\s*/.exec(sentence) : null);
  if (
    !lead ||
    OPTIONAL_WORD.test(sentence) ||
    CONDITIONAL_ITEM.test(sentence.trim()) ||
    PLACE_IN_FORM.test(sentence) ||
    FILE_NAMING.test(sentence)
  )
    return null;
  let from = lead.index + lead[0].length;
  // "must provide the Embassy with an application accompanied by a plan and a budget".
  if (verb && /provide|supply/i.test(verb[0])) from += PROVIDE_WHOM_WITH.exec(sentence.slice(from))?.[0].length ?? 0;
  const tail = sentence.slice(from).replace(/[.;:\s]+$/, '');
  const spans = partsBetween(tail, from, /,\s*(?:and\s+|or\s+)?|\s+and\s+/g);
  // A verb that asks for it names one document as well as several ("should incorporate a short
  // summary"); a list without such a verb needs two items to be one.
  if (spans.length < (verb ? 1 : 2) || spans.length > 10) return null;
  // One document a grant holder sends ("Grant holders must submit an annual report") is no part
  // of the application.
  if ((spans.length === 1 && AFTER_AWARD.test(sentence)) || BEFORE_PAYMENT.test(sentence)) return null;
  const items = spans.map(([start, end]) => sentence.slice(start, end));
  const names = namesADocument;
  // A page cut off inside the list ("…, breakdown of budget and bank st") leaves a fragment last.
  if (spans.length > 2 && !/[.;:!?)]\s*$/.test(sentence) && !names(items.at(-1)!) && items.slice(0, -1).every(names))
    return spans.slice(0, -1);
  return items.every(names) ? spans : null;
}

/**
 * The documents a sentence that is not read as an item of a list of documents asks for, each
 * passed to `addProse`.
 */
export function readProseDocuments(
  sentence: Sentence,
  text: string,
  heading: string,
  cues: DocumentCues | null,
  language: Language,
  addProse: (sentence: Sentence, text: string, span?: [number, number]) => void,
): void {
  // A duty after the award names no document to send with the application (asked once per sentence).
  const afterAward = AFTER_AWARD.test(text);
  // "Deberá presentarse la solicitud, acompañada de una memoria de actividades, presupuesto y
  // cantidad solicitada, firmada por el presidente": the documents it goes with, split at commas;
  // a part that opens with a participle qualifies them all and is no document.
  const accompanied = cues?.accompanied.exec(sentence.text);
  if (accompanied && !sentence.listItem) {
    const from = accompanied.index + accompanied[0].length;
    const tail = sentence.text.slice(from).replace(/[.;:\s]+$/, '');
    const parts = partsBetween(tail, from, /,\s*/g).filter(([start, end]) => {
      const part = sentence.text.slice(start, end).trim();
      return part.length >= 3 && part.split(/\s+/).length <= 10 && !PARTICIPLE.test(part);
    });
    if (parts.length >= 1 && parts.length <= 8) {
      for (const [start, end] of parts) addProse(sentence, tidy(sentence.text.slice(start, end)), [start, end]);
      return;
    }
  }
  // "The project budget must be completed clearly …": the document filled in, not a remark.
  const completed =
    afterAward || BEFORE_PAYMENT.test(text) || CONDITIONAL_ITEM.test(itemText(text))
      ? null
      : completedDocument(sentence.text);
  if (completed) {
    addProse(sentence, tidy(sentence.text.slice(completed[0], completed[1])), completed);
    return;
  }
  const pair = TWO_DOCUMENTS.exec(text);
  if (pair && DOCUMENT.test(pair[1]!) && DOCUMENT.test(pair[2]!) && !afterAward) {
    for (const part of [pair[1]!, pair[2]!]) {
      const start = sentence.text.indexOf(part);
      if (start >= 0) addProse(sentence, tidy(part), [start, start + part.length]);
    }
    return;
  }
  const together = TOGETHER_WITH.exec(sentence.text);
  if (together && DOCUMENT.test(together[1]!) && !afterAward && !OPTIONAL_WORD.test(text)) {
    const start = together.index + together[0].length - together[1]!.length;
    addProse(sentence, tidy(together[1]!).replace(/^(?:a|an|the) /i, ''), [start, start + together[1]!.length]);
    return;
  }
  const attaching = ATTACHING.exec(sentence.text);
  if (attaching && DOCUMENT.test(attaching[1]!) && !afterAward && !OPTIONAL_WORD.test(text)) {
    const start = attaching.index + attaching[0].length - attaching[1]!.length;
    addProse(sentence, tidy(attaching[1]!).replace(/^(?:a|an|the|your) /i, ''), [start, start + attaching[1]!.length]);
    return;
  }
  // "Supplemental documents include detailed budget information, … and letters of support."
  const afterNoun =
    sentence.listItem || afterAward || BEFORE_PAYMENT.test(text) || NOT_REQUIRED.test(text)
      ? null
      : documentsAfterNoun(sentence.text, language === 'en', namesADocument);
  if (afterNoun) {
    for (const [start, end] of afterNoun) addProse(sentence, tidy(sentence.text.slice(start, end)), [start, end]);
    return;
  }
  const inline = inlineList(sentence.text, STRONG_HEADING.test(heading) && !NOT_DOCUMENTS.test(heading));
  if (inline) {
    for (const [start, end] of inline) addProse(sentence, tidy(sentence.text.slice(start, end)), [start, end]);
    return;
  }
  if (
    (DOCUMENT.test(text) || NAMED_DOCUMENT.test(text)) &&
    ATTACH_VERB.test(text) &&
    !aboutCostsOrEligibility(text) &&
    !afterAward &&
    !BEFORE_PAYMENT.test(text) &&
    // "Applications should be submitted in English and the appropriate form should be used": how
    // the application is sent, unless something goes with it.
    !(
      NOT_AN_ITEM_TO_SEND.test(text) &&
      !/\b(?:with|together with|accompanied by|along with|including|using)\b/i.test(text)
    ) &&
    text.length < 400 &&
    // "Applications may be sent at any time and should be accompanied by …": the asking clause
    // alone says whether the document is optional.
    !OPTIONAL_WORD.test(askingClause(text)) &&
    !CONDITIONAL_ITEM.test(text) &&
    !PLACE_IN_FORM.test(text) &&
    !FILE_NAMING.test(text) &&
    // "we suggest any covering letter is retained to two sides": optional, not required.
    !/\bany (?:\w+ )?(?:cover(?:ing)? letter|letters?|documents?|attachments?)\b/i.test(text)
  ) {
    // The document's own name when the sentence gives one, else its noun phrase, else the sentence.
    // "must attach with this Application Form a full Business Plan": a form named after "with",
    // "in" or "of the" is where the document goes, not the document.
    const named = [...text.matchAll(NAMED_DOCUMENTS)].find(
      (match) =>
        !/Form$/.test(match[0]) ||
        !/\b(?:with|in|on|to|into|from|using|of)\s+(?:the |this |your |our )?$/i.test(text.slice(0, match.index)),
    );
    if (named) {
      addProse(sentence, named[0]);
      return;
    }
    // "… should be accompanied by the latest accounts of the applicant organisation": what accompanies it.
    const accompanied = /\baccompanied by\s+(?:the |a |an |your )?([^.;:]{3,120}?)\s*[.;]?\s*$/i.exec(sentence.text);
    if (accompanied && DOCUMENT.test(accompanied[1]!)) {
      const start = sentence.text.lastIndexOf(accompanied[1]!);
      addProse(sentence, tidy(accompanied[1]!), [start, start + accompanied[1]!.length]);
      return;
    }
    const phrases = documentPhrases(
      sentence.text,
      (phrase) => (DOCUMENT.test(phrase) || NAMED_DOCUMENT.test(phrase)) && !COPIES_OF_THE_APPLICATION.test(phrase),
    );
    if (phrases)
      for (const [start, end] of phrases) addProse(sentence, tidy(sentence.text.slice(start, end)), [start, end]);
    // "…must submit 5 copies of a complete proposal to P.O. Box …": the application itself.
    else if (!COPIES_OF_THE_APPLICATION.test(text.replace(/^.*?\b(?:submit|send|provide|include)\s+/i, '')))
      addProse(sentence, text);
  }
}
