import type { AnalysisDeadline, RequiredDocument } from '@grantpilot/shared/contracts/analysis';
import { citeSentence, citeWithin, itemText, tidy } from './citation';
import { AFTER_AWARD, BEFORE_PAYMENT, CONDITIONAL_ITEM } from './document-guards';
import { foreignItemToSend, itemToSend } from './document-items';
import {
  AFTER_THE_PROJECT,
  ASKS_FOR_INFORMATION,
  ASKS_WHAT_TO_SEND,
  CONTENTS_OF_ONE_DOCUMENT,
  documentWithContents,
  introducesDocuments,
  POINTS_TO_A_LIST,
} from './document-lead-in';
import {
  DOC_INTRO,
  FORM_FIELDS,
  HEADING,
  LEAD_IN,
  listsOfDocumentsByItems,
  NOT_DOCUMENTS,
  POINTER,
  PURPOSE,
  QUALIFIER,
  STRONG_HEADING,
  WHAT_THE_PROJECT_DOES,
} from './document-lists';
import { DOCUMENT, documentName, opensWithDocument } from './document-nouns';
import { readProseDocuments } from './document-sentences';
import { enclosedDocument, requiredFirstStages, stepDocuments } from './document-steps';
import { continuesItem, lineOf, markOf } from './list-item';
import { languageOfCall, type Language } from './languages';
import { documentCues } from './rule-cues';
import type { Sentence } from './segment';

/**
 * The documents an application must include: items of a list under a heading such as "Required
 * documents" or a lead-in such as "The application must include:", and sentences that ask for a
 * named document ("A letter of support must be attached").
 */

/** A website's shortcode left in a copied page ("[ddownload id="853" text="Download Milestone Template"]") is no part of a name. */
const SHORTCODE = /\s*\[[a-z_-]+(?:\s+[a-z_-]+="[^"]*")+\s*\]/gi;

/** Whether a sentence is the first on its line (a paragraph's opening, not a sentence run on). */
function startsLine(sentence: Sentence): boolean {
  const { first, lineStart } = lineOf(sentence);
  return sentence.source.slice(lineStart, first).trim() === '';
}

/**
 * An item of a list of what to send that goes on to list what it holds after a comma ("• An
 * explanation of what you want to achieve with our funding, including:", "4. A detailed description
 * of the proposed project and activities to be undertaken, including:"): the item is the part
 * asked for, as its siblings are, and the items under it are its contents, not parts of their own.
 */
const CONTENTS_AFTER_COMMA = /,\s*(?:including|which (?:should |must |will )?includes?)\s*:\s*$/i;

/** The indentation of a sentence's line when that line starts with a list mark, else -1. */
function markedIndent(sentence: Sentence): number {
  const { first, lineStart } = lineOf(sentence);
  const mark = /^([ \t]*)(?:[•▪◦·●○■*\u2022\u2013-]|\d{1,2}[.)])\s/.exec(
    sentence.source.slice(lineStart, sentence.end),
  );
  return mark && lineStart + mark[1]!.length === first ? mark[1]!.length : -1;
}

/** Where an item stands (its mark's kind and indentation) and the lead-in of its list. */
type ListMark = { indent: number; kind: string; leadIn: string };

export function extractRequiredDocuments(
  sentences: readonly Sentence[],
  deadlines: readonly AnalysisDeadline[] = [],
  language: Language = languageOfCall(sentences),
): RequiredDocument[] {
  // A call in another language names its documents under that language's lead-ins ("Pièces à
  // joindre", "einzureichende Unterlagen", "benodigde informatie:").
  const cues = documentCues(language);
  const documents: RequiredDocument[] = requiredFirstStages(sentences, deadlines);
  const seen = new Set(documents.map(({ text }) => text.toLowerCase()));
  const add = (sentence: Sentence, text: string, span?: [number, number]) => {
    const key = text.toLowerCase();
    // "ten (10) printed copies of the following", "These documents must be appended to …": a
    // pointer at the list, whichever reading found it.
    if (seen.has(key) || POINTS_TO_A_LIST.test(text)) return;
    seen.add(key);
    documents.push({ text, citation: span ? citeWithin(sentence, span[0], span[1]) : citeSentence(sentence) });
  };
  // A sentence of prose that asks again for a document a list has named ("2) A copy of your
  // safeguarding policy", then "Please attach a copy of your organisation's up-to-date safeguarding
  // policy.") names the same document: its last two words are the same.
  const lastWords = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\s]/gu, ' ')
      .trim()
      .split(/\s+/)
      .slice(-2)
      .join(' ');
  const listed = new Set<string>();
  const addProse = (sentence: Sentence, text: string, span?: [number, number]) => {
    const words = lastWords(text);
    if (words.includes(' ') && listed.has(words)) return;
    add(sentence, text, span);
  };
  // An item's own name when it is followed by what it is for; a shortcode is dropped.
  const addItem = (sentence: Sentence, item: string) => {
    // "• balans en", "• een exemplaar van de oprichtingsakte en": the list's "and" is no part of the item.
    const text = item
      .replace(SHORTCODE, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\s+(?:and|or|en|of|et|ou|y|und|oder)$/i, '')
      // "__ Completed Application Form": the blank of a paper checklist to tick.
      .replace(/^_{2,}\s*/, '');
    // "A copy of their latest annual report and a set of the most recent audited accounts": two
    // documents, each with its own article ("Profit and loss statement" stays one).
    const pair = /^(.{3,}?),?\s+and\s+((?:a|an|the|your|their|its|our)\s.{3,})$/i.exec(text);
    if (pair && !documentName(text) && DOCUMENT.test(pair[1]!) && DOCUMENT.test(pair[2]!)) {
      for (const part of [pair[1]!, pair[2]!]) {
        const start = sentence.text.indexOf(part);
        if (start < 0) return add(sentence, text);
        listed.add(lastWords(part));
        add(sentence, part, [start, start + part.length]);
      }
      return;
    }
    const name = documentName(text);
    if (name) {
      const start = sentence.text.indexOf(name);
      if (start >= 0) {
        listed.add(lastWords(name));
        return add(sentence, name, [start, start + name.length]);
      }
    }
    listed.add(lastWords(text));
    add(sentence, text);
  };
  // A line that introduces a list of documents without a colon ("Mandatory documents to be
  // uploaded with the application", then the list).
  let introduced = false;
  // An item that ends in a colon ("General documents:") introduces the items after it.
  let itemLeadIn: string | null = null;
  /** The indentation of the bulleted line that item stands on; -1 when it is no such line. */
  let itemLeadInIndent = -1;
  /** Whether an item deeper than that line has been seen (indentation kept). */
  let nested = false;
  /** A lead-in ending in a colon with no item after it yet: a heading may come between. */
  let pendingLeadIn: string | null = null;
  /**
   * That lead-in, carried over a heading ("…toutes les pièces suivantes :", then "POUR UNE
   * PREMIÈRE SOLLICITATION" and its list) and over the headings after it that only say whom
   * their items are for ("POUR UN RENOUVELLEMENT").
   */
  let carried: string | null = null;
  /** The mark of an item that lists what its document holds; the items under it are that content. */
  let contents = null as ListMark | null;
  /** The lead-in of the list such an item stands in, for the items after its contents ("3. A list of …"). */
  let resumed = null as ListMark | null;
  const listsNamingDocuments = listsOfDocumentsByItems(sentences);
  /** After a lead-in of documents, paragraphs (not list items) that each name one. */
  let paragraphsOfDocuments = false;
  /**
   * The heading a heading that only says whom its items are for narrows ("PIECES A JOINDRE AU
   * DOSSIER", then "Pour une première demande" and its list): that heading says what they are.
   */
  let narrowed: string | null = null;
  let lastHeading: string | null = null;
  for (const sentence of sentences) {
    if (sentence.isHeading) {
      if (QUALIFIER.test(sentence.heading.trim()) && lastHeading !== null) narrowed = lastHeading;
      else {
        narrowed = null;
        lastHeading = sentence.heading;
      }
      paragraphsOfDocuments = false;
      introduced = DOC_INTRO.test(sentence.text);
      itemLeadIn = null;
      // A heading of what is sent later ("Meesturen bij een tussentijdse rapportage") ends the lead-in.
      carried = AFTER_THE_PROJECT.test(sentence.text)
        ? null
        : (pendingLeadIn ?? (carried !== null && QUALIFIER.test(sentence.text.trim()) ? carried : null));
      pendingLeadIn = null;
      contents = null;
      resumed = null;
      continue;
    }
    const text = tidy(sentence.text);
    // "CV" is a document of two letters.
    if (text.length < 2 || text.length > 400) continue;
    // "3) complete the attached concept note application form 4) complete the declaration form",
    // "- Complete the application form: …": a step of applying that fills in a document.
    // "• Enclose a copy of your certificate of incorporation.": an item of a checklist.
    const afterAward = AFTER_AWARD.test(text);
    const enclosed = sentence.listItem && !afterAward ? enclosedDocument(sentence.text) : null;
    const steps = afterAward ? [] : enclosed ? [enclosed] : stepDocuments(sentence.text);
    if (steps.length > 0) {
      for (const [start, end] of steps) add(sentence, tidy(sentence.text.slice(start, end)), [start, end]);
      continue;
    }
    const heading = narrowed ?? sentence.heading;
    const sectionIsDocuments = HEADING.test(heading) && !NOT_DOCUMENTS.test(heading);
    if (!sentence.listItem) {
      itemLeadIn = null;
      contents = null;
      resumed = null;
      // "Supporting Information required:", then a paragraph per document ("A copy of the most
      // recent bank statement (photocopies are acceptable)."): each paragraph that opens with a
      // document is one, until a paragraph that does not.
      if (paragraphsOfDocuments && startsLine(sentence)) {
        const head = opensWithDocument(text);
        if (head !== null && !CONDITIONAL_ITEM.test(text) && !AFTER_AWARD.test(text) && !BEFORE_PAYMENT.test(text)) {
          const start = sentence.text.indexOf(head);
          add(sentence, head, start >= 0 ? [start, start + head.length] : undefined);
          continue;
        }
        // The run ends here; this sentence may open a run of its own.
      } else if (paragraphsOfDocuments) continue;
      paragraphsOfDocuments =
        /:\s*$/.test(text) && LEAD_IN.test(text) && !NOT_DOCUMENTS.test(text) && !FORM_FIELDS.test(text);
      pendingLeadIn =
        /:\s*$/.test(text) &&
        (LEAD_IN.test(text) || (cues !== null && (cues.leadIn.test(text) || introducesDocuments(text))))
          ? text
          : null;
    } else {
      pendingLeadIn = null;
      paragraphsOfDocuments = false;
    }
    if (sentence.listItem) {
      const indent = markedIndent(sentence);
      // "b) Memoria descriptiva … que incluirá la siguiente información:" and the dashed items
      // under it, "• Projektbeschreibung mit" and its deeper items: what the document holds, until
      // the next item marked as that one was.
      const mark = markOf(sentence);
      if (contents !== null) {
        if (mark.indent > contents.indent || (mark.indent === contents.indent && mark.kind !== contents.kind)) continue;
        if (mark.indent === contents.indent) resumed = contents;
        contents = null;
      }
      if (resumed !== null && (mark.indent !== resumed.indent || mark.kind !== resumed.kind)) resumed = null;
      // A sibling of the item that introduced a nested list ("• STEP 6" after "• STEP 5: Check you
      // have included the following:" and its sub-items) ends that list.
      if (itemLeadIn !== null && itemLeadInIndent >= 0 && indent > itemLeadInIndent) nested = true;
      if (itemLeadIn !== null && nested && indent >= 0 && indent <= itemLeadInIndent) itemLeadIn = null;
      // …as does the next numbered step ("STEP 6: Submit …"), where the indentation was lost.
      const step = /^(step|stage|part|phase)\s*\d{1,2}\b/i;
      if (
        itemLeadIn !== null &&
        step.exec(itemText(text))?.[1]?.toLowerCase() === step.exec(itemLeadIn)?.[1]?.toLowerCase() &&
        step.test(itemText(text))
      )
        itemLeadIn = null;
      // An item ending in a colon that asks for documents ("You must also attach:") introduces the
      // items after it, nearer than the lead-in of the list it stands in; a qualifier ("If
      // applicable:") leaves that lead-in in force.
      // "…we require the following documents to be uploaded. These are:": a lead-in that only points
      // back is read with the sentence before it.
      const ownLeadIn: string | null =
        (sentence.leadIn && POINTER.test(sentence.leadIn.trim()) ? sentence.leadInParagraph : sentence.leadIn) ??
        carried ??
        resumed?.leadIn ??
        null;
      const givenLeadIn: string =
        (itemLeadIn !== null && LEAD_IN.test(itemLeadIn) ? itemLeadIn : null) ?? ownLeadIn ?? itemLeadIn ?? '';
      // A lead-in that only says whom the list is for leaves the heading to say what it lists.
      const leadIn = QUALIFIER.test(givenLeadIn.trim()) ? '' : givenLeadIn;
      const strong = STRONG_HEADING.test(heading) && !NOT_DOCUMENTS.test(heading);
      const listOfDocuments = leadIn
        ? LEAD_IN.test(leadIn) &&
          !NOT_DOCUMENTS.test(leadIn.replace(PURPOSE, '')) &&
          !FORM_FIELDS.test(leadIn) &&
          (!WHAT_THE_PROJECT_DOES.test(leadIn) || DOCUMENT.test(text)) &&
          !CONTENTS_OF_ONE_DOCUMENT.test(leadIn.trim()) &&
          (!ASKS_FOR_INFORMATION.test(leadIn) || DOCUMENT.test(itemText(text))) &&
          !AFTER_THE_PROJECT.test(leadIn)
        : introduced || (sectionIsDocuments && (strong || DOCUMENT.test(text)));
      // "Alla domanda … deve essere allegata la seguente documentazione:", "müssen Sie einreichen:".
      // "Wat stuurt u mee?": a heading that asks what to send.
      const foreignLeadIn =
        cues !== null &&
        !AFTER_THE_PROJECT.test(heading) &&
        (leadIn
          ? (cues.leadIn.test(leadIn) || introducesDocuments(leadIn)) && !AFTER_THE_PROJECT.test(leadIn)
          : cues.leadIn.test(heading) || ASKS_WHAT_TO_SEND.test(heading));
      // "Conditions for acceptance of application:", then "Detailed proposal with itemised budget",
      // "Valid Tax Clearance Certificate", "Budget should not exceed …": a list whose items name
      // documents, under a lead-in of the application that names none; its other items are rules.
      if (
        !listOfDocuments &&
        !foreignLeadIn &&
        sentence.leadIn !== null &&
        listsNamingDocuments.has(sentence.leadIn) &&
        !continuesItem(sentence)
      ) {
        const head = opensWithDocument(itemText(text));
        if (head !== null && !CONDITIONAL_ITEM.test(itemText(text))) {
          addItem(sentence, head);
          continue;
        }
      }
      const withContents = documentWithContents(itemText(text));
      if (
        withContents !== null &&
        (foreignLeadIn || (listOfDocuments && (DOCUMENT.test(withContents) || CONTENTS_AFTER_COMMA.test(text)))) &&
        !/^(?:you|we|they|it|applicants?|please|if|when|for|all|each)\b/i.test(withContents)
      ) {
        addItem(sentence, withContents);
        contents = { indent: mark.indent, kind: mark.kind, leadIn: givenLeadIn };
        continue;
      }
      // "(c) In addition to other pertinent information that the Secretary may require, an
      // application for a grant under this subpart must contain:" is a lead-in however long.
      if (
        /:\s*$/.test(text) &&
        (text.length <= 80 || LEAD_IN.test(text) || (cues !== null && introducesDocuments(text)))
      ) {
        itemLeadIn = text;
        itemLeadInIndent = indent;
        nested = false;
        continue;
      }
      const foreignList = cues !== null && foreignLeadIn && foreignItemToSend(sentence, text, cues);
      if (foreignList) {
        addItem(sentence, itemText(text).replace(/[;,.]$/, ''));
        continue;
      }
      // A sentence run on after the item's first ("This must not exceed two pages.") remarks on
      // the item; it is read as prose below.
      const remark = continuesItem(sentence);
      if (listOfDocuments && !remark && itemToSend(sentence, text, leadIn)) addItem(sentence, itemText(text));
      // An item of another list (who may apply) can still ask for a document in its own words.
      if (listOfDocuments && !remark) continue;
    }
    if (!sentence.listItem) introduced = DOC_INTRO.test(text) && !/[.;]\s*$/.test(text);
    // "All applicants need to supply the following documentation:", "Evidence of this status must be
    // attached to your application:": a lead-in introduces the documents; it names none itself
    // (unlike "Please write a covering letter including the following:").
    if (
      !sentence.listItem &&
      /:\s*$/.test(text) &&
      (LEAD_IN.test(text) || (cues !== null && introducesDocuments(text))) &&
      !DOCUMENT.test(
        text.replace(/\b(?:the following|these|this|such)\s+[\w-]+|\bdocumentation\b|\bevidence of\b/gi, ''),
      )
    )
      continue;
    readProseDocuments(sentence, text, heading, cues, language, addProse);
  }
  return documents;
}
