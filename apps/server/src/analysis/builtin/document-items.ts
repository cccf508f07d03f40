import { itemText } from './citation';
import { DOCUMENTS_LABEL } from './document-lead-in';
import { CONDITIONAL_ITEM } from './document-guards';
import { DOCUMENT, documentName, namesDocumentFirst } from './document-nouns';
import { afterBlankLine, continuesItem, lineOf } from './list-item';
import type { DocumentCues } from './rule-cues';
import type { Sentence } from './segment';

/**
 * Which item of a list of documents names a document to send, and which is something else under
 * the same lead-in: a remark, a file format or size, a step of applying, what the funder publishes,
 * a sum, a date, a period, something not required.
 */

/**
 * A line wholly in brackets under a lead-in remarks on the list ("(u mag de bedragen onleesbaar
 * maken)", "(if applicable)"): no document.
 */
export const REMARK_IN_BRACKETS = /^\([^()]*\)\.?$/;
/**
 * An item that names file types says in what format to send ("La piattaforma specificherà i
 * formati ammessi (pdf, p7m, xls, ecc.)", "we can accept the following formats: pdf, jpeg …").
 */
export const FILE_FORMATS =
  /\b(?:pdf|docx?|xlsx?|jpe?g|png|p7m|rtf|odt)\b[^.;]{0,40}\b(?:pdf|docx?|xlsx?|jpe?g|png|p7m|rtf|odt|word|excel)\b/i;
/**
 * What need not be sent, in the other languages the engine reads ("Per le biblioteche, non sono
 * previsti allegati specifici", "Non occorre allegare …", "nicht erforderlich").
 */
export const NOT_REQUIRED_ELSEWHERE =
  /\bnon (?:sono|è) previst[io]\b|\bnon occorre\b|\bnicht (?:erforderlich|notwendig|n[öo]tig)\b|\bno (?:es|son) (?:necesari[oa]s?|obligatori[oa]s?)\b|\bpas (?:n[ée]cessaire|obligatoire|requis)\b|\bniet (?:nodig|verplicht)\b|\bn[ãa]o (?:é|s[ãa]o) (?:necess[áa]ri|obrigat[óo]ri)/i;
/** A step of applying, not a document: "Register on the portal", "Log in", "Submit before the deadline". */
export const STEP =
  /^(?:register|log ?in|sign (?:in|up)|create|complete|fill|submit|click|visit|go to|follow the link|read|download|check|contact|review|save|make sure|ensure|upload your application)\b/i;
/**
 * What the funder publishes for applicants to read ("Guidance notes (PDF)", "Terms and conditions
 * of grant", "Privacy statement", "FAQs") is listed under "Documents" headings too; it is not sent.
 */
export const FUNDER_DOCUMENT =
  /^(?:the |our )?(?:[\w-]+ )?(?:guidance(?: notes?)?|guides?(?: for applicants)?|guidelines|notes for (?:applicants|guidance)|terms and conditions|conditions of grant|privacy (?:statement|notice|policy)|FAQs?|frequently asked questions|call (?:text|document)|work ?programme|handbook|manual)\b/i;

/** A figure in a list of what to send states the grant's size, not a document ("Grants … rarely exceed £5,000"). */
export const MONEY = /[£$€]\s?\d|\b(?:EUR|GBP|USD|AUD|CAD|NZD)\s?\d|\d\s?(?:EUR|GBP|USD|€)/;
/** A date stamp alone ("Aug 7, 2023 1:39:56 PM", an update under a listing's "Attachments 1") is no document. */
export const DATE_STAMP =
  /^\W*(?:[A-Z][a-z]{2,8}\.? \d{1,2},? \d{4}|\d{1,2} [A-Z][a-z]{2,8} \d{4}|\d{4}-\d{2}-\d{2})[\s\d:.]*(?:[AP]M)?\W*$/;
/** Where or how to send the application is no item of it ("Applications should be sent to the Clerk"). */
export const NOT_AN_ITEM_TO_SEND =
  /^(?:applications?|proposals?|submissions?|forms?) (?:should|must|can|may|are to|will) be (?:sent|returned|emailed|posted|submitted|addressed|delivered|made)\b|^(?:for (?:more|further) information|find out more|further information|please (?:see|refer|note|read))\b|^(?:application )?(?:deadlines?|closing dates?)\b/i;
/** A date range or month of a year names a period ("Funding Allocation 1 - April 2019 - April 2020"), not a document. */
export const PERIOD =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.? \d{4}\b/;
/** Something the applicant need not do or send. */
export const NOT_REQUIRED =
  /\b(?:do not|don[’']t|does not|doesn[’']t|need not|needn[’']t) (?:have|need) to\b|\bnot (?:required|necessary|mandatory)\b/i;

/** Whether a blank line stands before a sentence's line, whatever mark the line opens with. */
function blankLineBefore(sentence: Sentence): boolean {
  const { lineStart } = lineOf(sentence);
  // Only the few characters before the line are read: the source may be a long document.
  return /\n[ \t]*\n[ \t]*$/.test(sentence.source.slice(Math.max(0, lineStart - 80), lineStart));
}

/**
 * Whether an item of a list of documents names a document to send. A question ("Why does the work
 * need to be done?") is something to answer, not a document; a step ("Register on the portal.") or
 * a remark ("Other items may be attached.") is not one either.
 */
export function itemToSend(sentence: Sentence, text: string, leadIn: string): boolean {
  return (
    !/[:?]\s*$/.test(text) &&
    // …unless the item names its document first ("Curriculum Vitae: you can use our template.").
    // (A modal inside a relative clause or a question of what to describe, "a registered charity
    // which will accept the grant", "Whom the project will help", is part of the item.)
    !(
      /\.\s*$/.test(text) &&
      /\b(?:will|may|can|could|would)\b/i.test(
        itemText(text).replace(/\b(?:which|who|that)\s+(?:will|may|can|could|would)\b/gi, ''),
      ) &&
      !/^(?:whom|who|how|what|why|where|when)\b/i.test(itemText(text)) &&
      !documentName(itemText(text)) &&
      !namesDocumentFirst(itemText(text))
    ) &&
    !DOCUMENTS_LABEL.test(itemText(text)) &&
    !REMARK_IN_BRACKETS.test(itemText(text)) &&
    !FILE_FORMATS.test(text) &&
    // A step after a blank line ("Follow the link below to start an application.") has left
    // the lead-in's list.
    !((!leadIn || blankLineBefore(sentence)) && STEP.test(itemText(text).replace(/^step \d{1,2}\s*[:.)-]\s*/i, ''))) &&
    !FUNDER_DOCUMENT.test(itemText(text)) &&
    !NOT_AN_ITEM_TO_SEND.test(itemText(text)) &&
    !(MONEY.test(text) && !DOCUMENT.test(text)) &&
    !DATE_STAMP.test(itemText(text)) &&
    // "You do not have to complete the application form in one go": nothing asked for.
    !NOT_REQUIRED.test(text) &&
    !(PERIOD.test(text) && !DOCUMENT.test(text)) &&
    !CONDITIONAL_ITEM.test(itemText(text)) &&
    // A fragment cut off by the page's end ("a l") names nothing.
    !/^(?:a|an|the)\s+[a-z]{0,2}$/.test(itemText(text))
  );
}

/**
 * Whether an item under a lead-in of documents in another language names a document to send.
 */
export function foreignItemToSend(sentence: Sentence, text: string, cues: DocumentCues): boolean {
  return (
    !cues.other.test(itemText(text)) &&
    !DOCUMENTS_LABEL.test(itemText(text)) &&
    !continuesItem(sentence) &&
    !afterBlankLine(sentence) &&
    !CONDITIONAL_ITEM.test(itemText(text)) &&
    !/[:?]\s*$/.test(text) &&
    !MONEY.test(text) &&
    !REMARK_IN_BRACKETS.test(itemText(text)) &&
    !FILE_FORMATS.test(text) &&
    !NOT_REQUIRED_ELSEWHERE.test(text.replace(/\([^()]*\)/g, '')) &&
    // "Per bijlage kan maximaal 8MB worden geüpload", "Dimensione massima dei file: 15Mb": a
    // file's size is no document.
    !/\d\s?(?:MB|KB|GB|Mo|Ko|Go|Mb|Kb)\b/.test(text)
  );
}
