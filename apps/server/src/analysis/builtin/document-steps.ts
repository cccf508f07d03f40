import type { AnalysisDeadline, RequiredDocument } from '@grantpilot/shared/contracts/analysis';
import { itemText, tidy } from './citation';
import { CONDITIONAL_ITEM } from './document-guards';
import { DOCUMENT } from './document-nouns';
import type { Sentence } from './segment';

/**
 * The documents the steps of applying name: a step that completes, signs or attaches a document, an
 * item that says to enclose one, a form that must be filled in, and a required first stage.
 */

/**
 * A step of applying that completes, signs or attaches a document: at the start of the text, after
 * a list mark or a step's number ("3) complete the attached concept note application form", "Step
 * 2: Complete and sign the declaration", "6) attach your supporting documents"). A form to
 * register, a quiz of eligibility or the online form (the application itself) is a step, not a
 * document.
 */
const STEP_DOCUMENT =
  /(?:^\s*(?:[•▪*-]|\d{1,2}[.)])?|(?<=\s)\d{1,2}[.)]|(?<=\s)[•▪*-]|\bstep \d{1,2}\s*[:.)-]?)\s*(?:complete|fill (?:in|out)|sign|download and complete)(?: and sign)?\s+(?![^.;:()]*\b(?:registration|eligibility|quiz|survey|feedback|contact|online)\b)(?:the |a |an |your |our )?(?:attached |enclosed |relevant |required )?([^.;:()\d]{2,60}?\b(?:form|declaration|agreement|MoU|template|checklist))\b(?:\s*:\s*([^.;]{3,120}?\bForm)\b)?|(?:^\s*(?:[•▪*-]|\d{1,2}[.)])?|(?<=\s)\d{1,2}[.)]|(?<=\s)[•▪*-]|\bstep \d{1,2}\s*[:.)-]?)\s*(?:attach|upload|enclose)\s+(?:your |the |all |any )?((?:supporting |required |relevant )?(?:documents|documentation|attachments))\b/gi;

/**
 * An item that tells the applicant to enclose or attach a named document ("• Enclose a copy of your
 * certificate of incorporation.", "• Make sure you enclose a bank deposit slip.", "* Enclose a cover
 * page including the Name of Organization, …"), seen on trust and foundation checklists: the
 * document is the object, up to what it holds or is for. "Attach your supporting documents" is read
 * by STEP_DOCUMENT; a conditional item ("If applying for salary, please attach …") is none; a
 * sentence of prose ("Please attach a letter of support from …") is read as prose.
 */
const ENCLOSE_ITEM =
  /^\s*(?:[•▪*-]\s*|\(?(?:\d{1,2}|[a-z])[.)]\s+)?(?:make sure (?:that )?(?:you )?|please )?(?:enclose|attach|upload)\s+((?:a|an|the|your|one|two|three|\d)\b[^.;:()]{2,80}?)(?=\s*[.;:(,]|\s+(?:including|for|that|which|showing|stating|to|with|where|when|if)\b|\s*$)/i;

/** The span of the document such an item names (offsets within it), or null. */
export function enclosedDocument(text: string): [number, number] | null {
  const match = ENCLOSE_ITEM.exec(text);
  if (!match || CONDITIONAL_ITEM.test(itemText(tidy(text)))) return null;
  const name = match[1]!;
  if (!DOCUMENT.test(name) || /\b(?:documents|documentation|attachments)\b/i.test(name)) return null;
  const start = match.index + match[0].length - name.length;
  return [start, start + name.length];
}

/** The spans of the documents the steps of a text name (offsets within it). */
export function stepDocuments(text: string): [number, number][] {
  const spans: [number, number][] = [];
  // Most sentences have no such verb: the cheap test first.
  if (!/\b(?:complete|fill|sign|attach|upload|enclose)\b/i.test(text)) return spans;
  STEP_DOCUMENT.lastIndex = 0;
  let match;
  while ((match = STEP_DOCUMENT.exec(text)) !== null) {
    const name = match[2] ?? match[1] ?? match[3];
    if (!name) continue;
    const start = match.index + match[0].lastIndexOf(name);
    spans.push([start, start + name.length]);
  }
  return spans;
}

/**
 * A document the applicant must fill in, named as what is completed or signed: "The project budget
 * must be completed clearly and accurately", "The grant application form must be completed and
 * signed by the relevant parties", "To apply you must complete our application form" (council,
 * trust and charity pages). Filling it in is preparing it, not sending the application, so even
 * the application form counts here. A part of a form ("Section 3 of the form must be completed"),
 * a form to register or check eligibility, or the online form (the application itself) is none.
 */
const COMPLETED_DOCUMENT =
  /^\s*(?:[•▪*-]\s*|\(?(?:\d{1,2}|[a-z])[.)]\s+)?(?:[\w-]+,\s+)?(?:(?:the|your|our|a|an|this|each|every)\s+)?((?:(?!(?:sections?|parts?|questions?|pages?|fields?|boxes|box|all)\b)[\w-]+\s+){0,4}?(?:form|budget|declaration|template|checklist|questionnaire))\s+(?:must|should|shall|needs? to|will need to|has to)\s+(?:also\s+)?be\s+(?:fully\s+|clearly\s+|properly\s+)?(?:completed|filled (?:in|out)|signed)\b|\b(?:must|will need to|need to|needs to|are required to|is required to|have to)\s+(?:first\s+)?(?:complete|fill (?:in|out))(?:\s+and\s+(?:sign|submit|return))?\s+(?:our|the|your|this)\s+((?:(?!(?:sections?|parts?|questions?|pages?|fields?|online|registration|eligibility|quiz|survey|feedback|monitoring)\b)[\w-]+\s+){0,4}?(?:form|budget|declaration|template|checklist|questionnaire))\b/i;

/** The span of the document a sentence says must be completed (offsets within it), or null. */
export function completedDocument(text: string): [number, number] | null {
  const match = COMPLETED_DOCUMENT.exec(text);
  const name = match?.[1] ?? match?.[2];
  if (!match || !name) return null;
  const start = match.index + match[0].indexOf(name, match[1] ? 0 : match[0].length - name.length);
  return [start, start + name.length];
}

/** The first stages a call requires (a letter of intent, a concept note, an outline proposal), as documents to send. */
export function requiredFirstStages(
  sentences: readonly Sentence[],
  deadlines: readonly AnalysisDeadline[],
): RequiredDocument[] {
  const documents: RequiredDocument[] = [];
  const seen = new Set<string>();
  // A required first stage ("Letter of Intent Due Date(s) (required)") is a document to send.
  for (const deadline of deadlines) {
    if (!/^(?:letter_of_intent|concept_note|outline)$/.test(deadline.kind)) continue;
    const sentence = sentences.find(
      (candidate) =>
        candidate.page === deadline.citation.page &&
        candidate.start <= deadline.citation.start &&
        candidate.end >= deadline.citation.end,
    );
    const context = `${sentence?.leadIn ?? ''} ${sentence?.label ?? ''} ${sentence?.text ?? ''}`;
    if (!/\(required\)|\bis required\b|\bmandatory\b|\bmust (?:first )?submit\b/i.test(context)) continue;
    const name = { letter_of_intent: 'Letter of intent', concept_note: 'Concept note', outline: 'Outline proposal' }[
      deadline.kind as 'letter_of_intent' | 'concept_note' | 'outline'
    ];
    const text = `${name} (required)`;
    if (!seen.has(text.toLowerCase())) {
      seen.add(text.toLowerCase());
      documents.push({ text, citation: deadline.citation });
    }
  }
  return documents;
}
