/**
 * Shapes of the lines that introduce documents, and of the items that introduce a document's
 * contents, read the same way in every language the engine reads (engine 1.11.0). Found on
 * municipal, regional and foundation pages outside the evaluation set.
 */

import { DOCUMENTS_NOUN } from './document-nouns';

/** "Following" in those languages. */
const FOLLOWING = 'folgenden?|siguientes?|seguent[ei]|suivante?s?|volgende|seguintes?';

/**
 * A lead-in ending in a colon that names "the following" documents, in either order: "toutes les
 * pièces suivantes :", "de volgende documenten:", "deve essere allegata la seguente
 * documentazione:", "los siguientes documentos:".
 */
const FOLLOWING_DOCUMENTS = new RegExp(
  `\\b(?:(?:${FOLLOWING})\\s+(?:[\\p{L}-]+\\s+)?(?:${DOCUMENTS_NOUN})|(?:${DOCUMENTS_NOUN})\\s+(?:[\\p{L}-]+\\s+)?(?:${FOLLOWING}))\\b[^:]{0,80}:\\s*$`,
  'iu',
);

/**
 * A lead-in whose last words are a verb of sending or attaching, then a colon: "Bei der
 * Antragstellung müssen Sie einreichen:", "debe presentarse lo siguiente:", "através da
 * apresentação:", "als je een aanvraag wilt indienen:". Who may do it ("Wer kann einreichen:") is
 * a list of applicants, not of documents.
 */
const SENDING_VERB_LAST =
  /\b(?:einreichen|einzureichen|beif[üu]gen|beizuf[üu]gen|vorlegen|vorzulegen|presentar(?:se)?|adjuntar(?:se)?|aportar(?:se)?|allegare|allegat[aoie]|presentare|joindre|fournir|indienen|meesturen|toevoegen|apresentar|apresenta[çc][aã]o|anexar)(?:\s+(?:lo|la|le|o|a|os|as|los|las|i|gli)\s+(?:siguientes?|seguent[ei]|seguintes?))?\s*:\s*$/i;
const WHO = /\b(?:wer|qui[eé]n(?:es)?|quem|chi|qui|wie)\b/i;

/**
 * A lead-in that names the documents to send by a verb after their noun, then a colon, however far
 * "the following" stands: "I documenti da caricare, se necessari, sono i seguenti:", "Documentos a
 * presentar junto con la solicitud:", "Documenten te uploaden bij de aanvraag:" (the shape of
 * "Documents to be uploaded …:", read in documents.ts).
 */
const DOCUMENTS_TO_SEND = new RegExp(
  `\\b(?:${DOCUMENTS_NOUN})\\s+(?:da|a|[àa] (?:la |l['’])?|zu|te)\\s*(?:caricare|allegare|presentare|inviare|trasmettere|presentar|aportar|adjuntar|enviar|apresentar|anexar|enviar|joindre|fournir|produire|transmettre|einzureichen|vorzulegen|uploaden|meesturen|indienen|leveren)\\b[^:]{0,80}:\\s*$`,
  'iu',
);

/** Whether a lead-in in another language introduces documents by its shape. */
export function introducesDocuments(leadIn: string): boolean {
  const text = leadIn.trim();
  return (
    FOLLOWING_DOCUMENTS.test(text) || DOCUMENTS_TO_SEND.test(text) || (SENDING_VERB_LAST.test(text) && !WHO.test(text))
  );
}

/**
 * A heading or question that asks what to send, in the languages the engine reads: "Wat stuurt u
 * mee?", "Welke bijlagen moet u meesturen?", "Quali sono i documenti da caricare …?", "Welche
 * Unterlagen benötige ich?", "Quels documents fournir ?", "¿Qué documentación hay que presentar?"
 * (municipal and regional pages outside the evaluation set). The English "What to send" is read
 * by documents.ts.
 */
export const ASKS_WHAT_TO_SEND =
  /^\W*(?:wat (?:stuurt|moet|levert|voegt) (?:u|je) (?:mee|in|toe)\b|welke (?:documenten|bijlagen|stukken|gegevens)\b|(?:quali|che) (?:sono (?:i|gli) )?(?:documenti|allegati)\b|welche (?:Unterlagen|Dokumente|Nachweise)\b|was (?:muss|m[üu]ssen) (?:ich|Sie|man) (?:einreichen|beif[üu]gen|vorlegen)\b|quel(?:s|les) (?:sont les )?(?:documents|pi[èe]ces)\b|qu['’]est-ce qu['’]il faut (?:fournir|joindre)\b|(?:qu[ée]|cu[áa]les (?:son (?:los|las) )?)(?:documentos|documentaci[óo]n)\b|quais (?:s[ãa]o os )?documentos\b)/iu;

/**
 * A lead-in or heading about what is sent once the project is under way or over ("Wenn Sie Ihr
 * Projekt abgeschlossen haben, müssen Sie folgende Unterlagen einreichen:", "Once the project is
 * complete, please send:", "Meesturen bij een tussentijdse rapportage", "Anexos de justificación de
 * la subvención"): reports and accounts of the grant, not documents of the application.
 */
export const AFTER_THE_PROJECT =
  /\b(?:tussentijdse )?rapportage\b|\bverantwoording\b|\bVerwendungsnachweis\w*|\bZwischenbericht\w*|\brendicontazion\w*|\bjustificaci[óo]n de (?:la )?(?:subvenci[óo]n|ayuda|los gastos)\b|\bcuenta justificativa\b|\b(?:once|after|when) (?:the |your )?(?:project|activity|activities|work|event) (?:is|has been|have been|are) (?:complete|completed|finished|over)\b|\bat the end of (?:the |your )?(?:project|grant)\b|\babgeschlossen\b|\bnach (?:dem )?Abschluss\b|\bafgerond\b|\beindverantwoording\b|\bapr[èe]s (?:la )?(?:r[ée]alisation|fin)\b|\b[àa] l['’]issue d\b|\bfinalizaci[óo]n del? (?:proyecto|actividad)\b|\bal termine del(?:l['’]|la )?(?:progetto|iniziativa|attivit[àa])\b|\bconclus[ãa]o do projeto\b/i;

/**
 * An item that names a document and goes on to list what it holds: "b) Memoria descriptiva del
 * proyecto que incluirá como mínimo la siguiente información:", "Kosten- und Finanzierungsplan
 * inklusive", "Projektbeschreibung mit", "A budget including:". The document is the head; the
 * items under it are its contents, not documents of their own.
 */
const CONTENTS_VERB =
  /[\s,]+(?:(?:which|that|que|che|die|das|qui|dat|der)\s+)?(?:(?:will|must|should|shall|deber[aá]|dever[aá]|deve|doit|dovr[aà]|moet|muss|wird)\s+)?(?:\w+\s+)?(?:includ\w*|contain\w*|detail\w*|cover\w*|inclu\w*|conten\w*|contien\w*|detallar|enthalt\w*|umfass\w*|comprend\w*|comport\w*|bevat\w*|cont[eé]m|conter)\b[^:]{0,80}:\s*$/i;
const CONTENTS_WORD_LAST = /\s+(?:inklusive|inkl\.|mit|including|incl\.|containing|comprising)\s*:?\s*$/i;

/** The document an item names before it lists its contents, or null when it lists none. */
export function documentWithContents(item: string): string | null {
  // Most items end in neither a colon nor such a word: the cheap test first.
  if (!/:\s*$/.test(item)) {
    const found = CONTENTS_WORD_LAST.exec(item);
    return found ? headOf(item, found.index) : null;
  }
  // "A detailed description of the proposed project …, including:": "detailed" is no verb of
  // contents here, as the head before it is too short to name a document; a later verb may be.
  for (let from = 0; from < item.length;) {
    const found = CONTENTS_VERB.exec(item.slice(from));
    if (!found) return null;
    const head = headOf(item, from + found.index);
    if (head !== null) return head;
    from += found.index + Math.max(1, found[0].search(/\S/));
  }
  return null;
}

function headOf(item: string, end: number): string | null {
  const head = item.slice(0, end).replace(/[\s,;:]+$/, '');
  return head.length >= 3 && head.split(/\s+/).length <= 12 ? head : null;
}

/**
 * What points at a list instead of naming a document: the lead-in read as an item ("Each applicant
 * must submit ten (10) printed copies of the following:", "Only the items listed below may be
 * attached in the appendix"), or a closing line that refers back to the items ("These documents
 * must be appended to the decision to award the grant."). Seen on a foundation's checklist and in
 * a code of local authorities outside the evaluation set. "Including the following:" is not one:
 * it may end an item that names its document ("a brief covering letter … including the
 * following:").
 */
export const POINTS_TO_A_LIST =
  /^(?:the )?following\b[^:]*:\s*$|\bcop(?:y|ies) of the following\s*:?\s*$|\b(?:listed|set out|shown|given|named|specified|mentioned) (?:below|above)\b|^(?:these|those|the above|all (?:the )?above)\s+(?:[\w-]+\s+)?(?:documents|items|attachments|materials|papers|annexes)\b|\b(?:ci-dessous|ci-dessus|a continuaci[oó]n|unten (?:genannt|aufgef[üu]hrt))\b/i;

/**
 * A lead-in of what one document holds, not of documents: its subject is the document named just
 * before ("1. Concept note (Upload a single PDF)", then "It should include:"), or it places its
 * items in a form ("The following aspects should be included in the pre-proposal form:"). Seen in
 * a research call's checklist and a joint call's guidelines outside the evaluation set.
 */
export const CONTENTS_OF_ONE_DOCUMENT =
  /^(?:it|this|each)\s+(?:should|must|shall|will|needs? to|is to)\s+(?:also\s+)?(?:include|contain|cover|address|describe|set out)\b|\b(?:following|these)\s+(?:aspects|points|elements|questions|topics|headings)\b[^:]{0,60}\b(?:included|addressed|covered|answered)\s+in\b/i;

/**
 * A lead-in that asks for information ("The application should provide at least the following
 * information:", "La domanda dovrà contenere i seguenti elementi:"): what the application says, so
 * an item is a document only when it names one ("Reason(s) for launching the project" is none).
 * Seen in an embassy's application form and a municipality's page outside the evaluation set.
 */
export const ASKS_FOR_INFORMATION =
  /\b(?:provide|give|contain|include|state|supply)\s+(?:at least\s+)?(?:the\s+)?following\s+(?:information|details|points|elements)\s*:\s*$/i;

/**
 * A document asked for only in some case, in the languages the engine reads: "En cas de
 * modification, transmettre les pièces modifiées", "Cuando se formule la solicitud por medio de
 * representante, documentación acreditativa …", "Si el solicitante forma parte de una comunidad de
 * bienes: Declaración responsable …", "Falls zutreffend: …" is read as "if applicable" and kept.
 * The condition ends at a comma or a colon; the English openers are read in documents.ts.
 */
export const CONDITIONAL_OPENER =
  /^(?:si|s['’]il|en cas d['’e]|dans le cas o[uù]|lorsque|cuando|en caso de|en el caso de|wenn|falls|sofern|soweit|qualora|nel caso|ove|indien|wanneer|caso|quando)\s+(?!(?:applicable|zutreffend|procede|aplicable|pertinent|n[ée]cessaire|besoin)\b)[^:,]{3,}[,:]\s/i;

/**
 * A line that only labels the documents after it ("Mandatory documents", "Required
 * documentation:"): no document itself.
 */
export const DOCUMENTS_LABEL =
  /^(?:mandatory|required|supporting|general|additional|necessary|compulsory)\s+(?:documents?|documentation|attachments|items|information)\s*:?\s*$/i;
