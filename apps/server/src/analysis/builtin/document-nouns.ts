/**
 * What names a document an application may include: the nouns of documents ("letter of support",
 * "budget", "CV"), a named document ("Data Management Plan"), the verbs that ask for one, and the
 * name a listed item or a paragraph opens with.
 */

/** The plural nouns for "the documents" in the languages the engine reads: a lead-in's or a sentence's head. */
export const DOCUMENTS_NOUN =
  'documents|documentation|attachments|materials|unterlagen|dokumente|nachweise|documenti|documentazione|allegati|documentos|documentaci[oó]n|documenta[çc][aã]o|anexos|pi[èe]ces|documenten|bijlagen|stukken';

export const DOCUMENT =
  /\b(?:research|full|detailed|written) proposal\b|\bconcept notes?\b|\bexpressions? of interest\b|\((?:annex|appendix|attachment) [\dA-Z]{1,3}\)|\b(?:recommendation|reference|referee|support|nomination|invitation|endorsement) letters?\b|\breferee reports?\b|\bletters? of (?:support|commitment|intent|recommendation|endorsement|reference|collaboration|agreement|authority|authori[sz]ation)\b|\b(?:cv|cvs|curricul(?:um|a) vitae|r[ée]sum[ée]s?|biosketch(?:es)?|biographical sketch(?:es)?)\b|\bbudget(?: (?:justification|narrative|table|form|spreadsheet|breakdown|template))?\b|\bproject (?:description|narrative|plan|proposal|summary|abstract)\b|\b(?:description|summary|outline) of (?:(?:the|your|their) )?(?:proposal|project|research|programme|program)\b|\bwritten (?:evidence|confirmation|consent)\b|\bwork ?plan\b|\btimeline\b|\bgantt chart\b|\blogic model\b|\btheory of change\b|\bdata management plan\b|\bfinancial statements?\b|\b(?:audited )?accounts\b|\bannual reports?\b|\bcertificate of (?:registration|incorporation)\b|\bproof of\b|\bdeclaration\b|\bconsent form\b|\breferences?\b|\babstract\b|\bcover(?:ing)? (?:letter|sheet|page)\b|\bpaperwork\b|\bdocumentation\b|\bapplication form\b|\bethics (?:approval|statement)\b|\borgani[sz]ational chart\b|\bdetermination letter\b|\bW-9\b|\bboard (?:list|of directors)\b|\brisk (?:register|assessment)\b|\bevaluation plan\b|\bsustainability plan\b|\bpublications? list\b|\blist of publications\b|\bstatements?\b|\bpolicy\b|\bpolicies\b|\bconstitution\b|\bbank statement\b|\bquotes?\b|\bquotations?\b|\bmanagement plan\b|\bpartnership agreement\b|\bmemorand(?:um|a) of understanding\b|\bMoU\b|\bforms?\b(?! of\b)|\bcertificates?\b|\bnarrative\b|\bsummary\b|\bportfolio\b|\bsamples?\b|\btranscripts?\b|\bdissemination plan\b|\bcommunication plan\b|\bevidence of\b|\b(?:a |signed |certified )?cop(?:y|ies) of\b|\bcash ?flow\b|\bbusiness plan\b|\bgoverning document\b|\bjob descriptions?\b|\bpermissions?\b|\baudit(?:or['’]?s)? reports?\b|\bby-?laws\b/i;
export const ATTACH_VERB =
  /\b(?:will be|are|is) asked to (?:provide|submit|attach|include|send|upload|supply)\b|\b(?:is|are) to be (?:attached|submitted|included|provided|enclosed|uploaded|supplied)\b|\b(?:must|should|shall|need to|needs to|is required to|are required to) (?:be )?(?:(?:signed|completed|dated)(?: and|,) )?(?:submitted|attached|included|uploaded|provided|enclosed|accompany|accompanied)\b|\b(?:is|are|will be) (?:always |also )?required\b|\b(?:must|shall) (?:include|attach|submit|upload|provide|enclose)\b|\bplease (?:attach|include|submit|upload|provide|enclose|write|send)\b|\brequires?\b[^.]{0,100}\b(?:submit|include|provide|attach)\b|\bis missing an?\b|\bmust be (?:described|detailed|explained|addressed|included|provided|listed) in the\b|\bmust (?:also )?(?:contain|be accompanied by)\b/i;
/** A named document such as "Data Management Plan" or "Safe and Inclusive Fieldwork (SAIF) Plan". */
export const NAMED_DOCUMENT =
  /\b(?:[A-Z][A-Za-z-]+,? (?:(?:and|of|for|on) )?)+(?:\([A-Z]{2,}\) )?(?:Plan|Statement|Letter|Form|Certificate|Declaration|Report|Summary|Budget|Narrative|Sketch|Description|[Ss]ection|Annex|Appendix|Attachment)\b/;

/** Every named document of a sentence, in order. */
export const NAMED_DOCUMENTS = new RegExp(NAMED_DOCUMENT.source, 'g');

/** "Statement of need - drives your grant proposal …": the document is the name before the dash. */
const NAME_THEN_EXPLANATION = /^(.{3,60}?)(?:\s+[-–—]|:)\s+(?=\S.{9,})/;
/**
 * A name run into its explanation, as copied from a page that set the name in bold: "A Governing
 * Document in the name of your organisation.This should clearly show …", "Signed Accounts The
 * attached accounts must show …" (seen on trust and community-fund pages).
 */
const NAME_RUN_ON = /^(.{3,90}?)(?:\.(?=[A-Z][a-z])|\s+(?=(?:The|This|These|It|If|Your|We|Please|You|Must|Should)\s))/;
/** The name of a listed "Name: what it is" or "Name - what it is" when the name reads as a document. */
export function documentName(item: string): string | null {
  const name = NAME_THEN_EXPLANATION.exec(item)?.[1];
  if (name && name.split(' ').length <= 6 && (DOCUMENT.test(name) || NAMED_DOCUMENT.test(name))) return name;
  const run = NAME_RUN_ON.exec(item)?.[1];
  return run &&
    run.split(' ').length <= 10 &&
    run.length < item.length - 10 &&
    (DOCUMENT.test(run) || NAMED_DOCUMENT.test(run) || /^(?:[A-Z][\w-]*\s+){1,3}[A-Z][\w-]*$/.test(run))
    ? run
    : null;
}

/**
 * Whether an item opens with the name of a document before any clause ("A detailed budget for the
 * proposed project, … and the date the funds will be needed."): its later modal is part of what
 * the document says, not a remark.
 */
export function namesDocumentFirst(item: string): boolean {
  const head = item.split(
    /[,;:(]|\b(?:which|that|who|whose|describing|showing|stating|explaining|indicating|including|how|where|when|whether)\b/i,
  )[0]!;
  return (
    /^(?:an?|the|one|two|three|your|\d+)\s/i.test(head) &&
    head.trim().split(/\s+/).length <= 10 &&
    DOCUMENT.test(head) &&
    !/\b(?:will|may|can|could|would|must|should)\b/i.test(head)
  );
}

/**
 * The document a paragraph opens with ("A copy of the most recent bank statement (photocopies are
 * acceptable).", "Quotes for each piece of work."), without the remark after it, or null when it
 * opens with something else.
 */
export function opensWithDocument(text: string): string | null {
  const head = text.split(/\s*(?:[,;:(]|\.\s|\.$|\s[-–—]\s|\b(?:unless|which|that|if|where|when)\b)/i)[0]!.trim();
  if (head.split(/\s+/).length > 20 || /\b(?:will|may|can|could|would|must|should|is|are)\b/i.test(head)) return null;
  // "income and expenditure account" is the small group's accounts, in the singular.
  // The earliest of a document noun ("certificate") and a named document ("Tax Clearance Certificate").
  const found = [DOCUMENT, NAMED_DOCUMENT, /\bincome (?:&|and) expenditure account\b/i]
    .map((pattern) => pattern.exec(head))
    .filter((match) => match !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!found) return null;
  // The document is the head's first noun phrase: "A copy of …", "The most recent …", "Quotes …".
  const before = head.slice(0, found.index);
  return /^(?:(?:an?|the|one|two|three|your|\d+)\s+)?(?:(?:most\s+)?(?:recent|latest|current|signed|certified|audited|full|detailed|completed|valid|up-to-date)\s+)*$/i.test(
    before,
  ) || namesDocumentFirst(head)
    ? head
    : null;
}
