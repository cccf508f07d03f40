import { itemText, tidy } from './citation';
import { AFTER_THE_PROJECT } from './document-lead-in';
import { opensWithDocument } from './document-nouns';
import { continuesItem } from './list-item';
import type { Sentence } from './segment';

/**
 * Which headings, lead-ins and lists introduce the documents to send, and which only look as if
 * they do (criteria, fields of a form, what the project does, whom the list is for).
 */

/** Headings whose lists are documents whatever their items are called ("What to submit"). */
export const STRONG_HEADING =
  /^(?:[\w-]+ ){1,2}documents:?$|required documents|documents? (?:required|needed)|supporting (?:documents|documentation|materials|information)|attachments|annex(?:es)?|enclosures|what to (?:submit|include|send|provide|upload)|application (?:package|contents|components|checklist)|documents to (?:submit|include|provide|upload|send)|checklist|what you (?:need|must|will need) (?:to )?(?:submit|send|provide|include|upload)|(?:must|should|shall) (?:include|contain)|mandatory documents|information required|required information|information (?:we|you) (?:will )?(?:need|require)/;
export const HEADING =
  /^(?:[\w-]+ ){1,2}documents:?$|must include|should include|must contain|documents needed|required documents|documents? required|supporting documents|attachments|annex(?:es)?|what to (?:submit|include|send)|application (?:package|contents|components|materials|documents|checklist|requirements)|documents to (?:submit|include|provide)|checklist|submission requirements|how to apply|what you (?:need|must) (?:to )?(?:submit|send|provide)|information required|required information|supporting information/;
export const LEAD_IN =
  /\b(?:must|should|shall) (?:also )?be (?:attached|included|submitted|enclosed|uploaded|provided)(?: (?:to|with|in) (?:your|the) (?:[\w-]+ )?(?:application|proposal|submission)(?: form)?)?\s*:?\s*$|\b(?:must|should|shall|will need to|need to|needs to|are required to|is required to|(?:will be|are) asked to) (?:also )?(?:include|contain|consist of|comprise|submit|provide|supply|attach|upload|be accompanied by|send)\b|\bthe following (?:documentation|information|details)\b[^:]{0,60}\b(?:supplied|provided|submitted|required|attached|included|enclosed|uploaded)\b|\b(?:we|the (?:trust|foundation|fund|council|trustees)) (?:will )?(?:always |usually |also |normally )*(?:ask for|require|need)\b[^:.]{0,40}:\s*$|^supporting (?:information|documentation|documents|materials)\b[^:]{0,30}:\s*$|\bchecklist\b[^:]*:\s*$|\b(?:have|keep) (?:\w+ )?(?:available|to hand|ready)\b[^:]*:\s*$|^(?:[\w-]+ )?(?:information|documentation) (?:required|needed|requested)\b[^:]{0,30}:\s*$|\b(?:apply|applying|application|letter|proposal|submission)\b[^:]{0,120}\b(?:providing|including|enclosing|containing|with) the following(?: information| details| documents)?\s*:\s*$|^(?:[\w-]+ ){0,2}(?:documents|attachments)\s*:\s*$|\b(?:following|these) (?:information ?(?:\/|and|or) ?)?(?:[\w-]+ )?(?:documents|attachments|items|materials|annexes|sections)\b|\b(?:documents|information|attachments|items)(?: ?(?:\/|and|or) ?(?:documents|information|attachments))? (?:will be|are|is) required\b|\bapplications? (?:consists?|comprises?) of\b|\brequired (?:documents|attachments)\b|\blist of (?:the )?(?:[\w-]+ ){0,3}(?:documents|attachments)\b[^:]{0,40}:\s*$|\b(?:documents|attachments)\b[^:.]{0,30}\bto be (?:uploaded|submitted|attached|provided|included|enclosed|sent)\b|\bplease (?:submit|provide|attach|include|upload|send(?: us)?)\b|\bcomplete applications? (?:include|includes|must include)\b|\bconsists? of the following\b|\b(?:have |has )?includ(?:e|ed) the following\s*:\s*$|\bdivided into\b|\b(?:information|details|sections?|parts?|elements?|components?)\b[^:]{0,80}\b(?:including|includes?|following)\s*[:.]?\s*$/i;
export const DOC_INTRO =
  /^(?:mandatory |required |supporting |the following )?(?:documents|attachments|annexes)\b.{0,60}\b(?:required|mandatory|to be (?:uploaded|submitted|attached|provided|included|enclosed))\b|^(?:mandatory|required|supporting) (?:documents|attachments)\b/i;
export const NOT_DOCUMENTS =
  /^\s*(?:attachments|documents|files|downloads)\s*\(?\d+\)?\s*$|\bin accordance with\b|\beligib|\brequirements? (?:for|of) (?:the )?(?:applicants?|candidates?)\b|\bcriteria\b|\bassess|\bevaluat|\bscor(?:e|ing)\b|\bcosts?\b|\bnot (?:be )?(?:accepted|considered|required)\b/i;
/**
 * A list of fields to fill in ("Minimum data for the scheme consists of the following:", "Complete
 * the following fields:") names parts of a form, not documents to send.
 */
export const FORM_FIELDS =
  /^(?!.*\b(?:documents?|attach\w*|upload\w*|enclos\w*)\b).*\b(?:(?:minimum|required|mandatory|following) (?:data|fields)|data fields|form fields|fields)\b/i;
/**
 * What the project must include or do ("Your project must include the following:", "Activities
 * should address:"): features of the work, not documents, unless an item names one.
 */
export const WHAT_THE_PROJECT_DOES =
  /^(?!.*\b(?:documents?|attach\w*|upload\w*|enclos\w*|applications?|proposals?|submissions?)\b)(?:the |your |each |all |every |any )?(?:proposed |funded |eligible )?(?:projects?|activit(?:y|ies)|programmes?|programs?|work|partnerships?|events?|research|initiatives?|services?)\b[^:]{0,60}\b(?:must|should|will need to|needs? to|are required to|is required to|(?:is|are) expected to) (?:also )?(?:include|contain|provide|address|demonstrate|involve|consist of|comprise)\b/i;
/**
 * What the documents are for ("as much detail as will help the Trustees evaluate the worthiness of
 * your project") does not make a lead-in one of assessment.
 */
export const PURPOSE =
  /\b(?:help|helps|allow|allows|enable|enables|assist|assists)\s+(?:the |us |our )?(?:\w+\s+)?(?:to\s+)?(?:assess|evaluate|consider|judge)\b/gi;
/**
 * A lead-in that only narrows whom the list is for ("For new groups:", "Per gli enti privati (es.
 * associazioni):", "Pour une première demande"): the section's heading says what the items are.
 */
export const QUALIFIER =
  /^(?!for (?:more|further) information|for (?:example|instance)\b)(?:for|per|pour|para|f[üu]r|voor|in the case of|nel caso d[ie]|en el caso de|dans le cas d['’e])\s[^:]{2,80}:?\s*$/i;
/** A lead-in that only points back to the sentence before it ("These are:", "They include:"). */
export const POINTER = /^(?:these|they|this|which|it) (?:are|is|include|includes)\s*:$|^as follows\s*:?$/i;

/**
 * The lead-ins (as the list's items carry them) of lists whose items name documents though the
 * lead-in names none ("Conditions for acceptance of application:"): at least three items open
 * with a document, a third of them or more, under a lead-in about the application that is not
 * one of who may apply or of assessment.
 */
export function listsOfDocumentsByItems(sentences: readonly Sentence[]): Set<string> {
  // The lead-in is judged once, before any item is read (most lists are of something else).
  const about = new Map<string, boolean>();
  const aboutTheApplication = (leadIn: string) =>
    /\b(?:applications?|proposals?|submissions?)\b/i.test(leadIn) &&
    !/\b(?:who|eligib\w*|criteria|applicants?|assess\w*|evaluat\w*)\b/i.test(leadIn) &&
    !NOT_DOCUMENTS.test(leadIn) &&
    !AFTER_THE_PROJECT.test(leadIn);
  const counts = new Map<string, { items: number; documents: number }>();
  for (const sentence of sentences) {
    if (!sentence.listItem || sentence.leadIn === null) continue;
    let fits = about.get(sentence.leadIn);
    if (fits === undefined) about.set(sentence.leadIn, (fits = aboutTheApplication(sentence.leadIn)));
    if (!fits || continuesItem(sentence)) continue;
    const count = counts.get(sentence.leadIn) ?? { items: 0, documents: 0 };
    count.items += 1;
    if (opensWithDocument(itemText(tidy(sentence.text))) !== null) count.documents += 1;
    counts.set(sentence.leadIn, count);
  }
  const lists = new Set<string>();
  for (const [leadIn, { items, documents }] of counts) if (documents >= 3 && documents * 3 >= items) lists.add(leadIn);
  return lists;
}
