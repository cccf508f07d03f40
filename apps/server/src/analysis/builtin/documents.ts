import type { AnalysisDeadline, RequiredDocument } from '@grantpilot/shared/contracts/analysis';
import { citeSentence, citeWithin, itemText, tidy } from './citation';
import {
  AFTER_THE_PROJECT,
  ASKS_FOR_INFORMATION,
  ASKS_WHAT_TO_SEND,
  CONDITIONAL_OPENER,
  CONTENTS_OF_ONE_DOCUMENT,
  DOCUMENTS_LABEL,
  documentWithContents,
  introducesDocuments,
  POINTS_TO_A_LIST,
} from './document-lead-in';
import { A_PLACE, documentPhrases, PROVIDE_WHOM_WITH } from './document-phrase';
import { documentsAfterNoun } from './document-prose';
import { afterBlankLine, continuesItem, lineOf, markOf } from './list-item';
import { languageOfCall, type Language } from './languages';
import { documentCues } from './rule-cues';
import { partsBetween, type Sentence } from './segment';

/**
 * The documents an application must include: items of a list under a heading such as "Required
 * documents" or a lead-in such as "The application must include:", and sentences that ask for a
 * named document ("A letter of support must be attached").
 */

/** Headings whose lists are documents whatever their items are called ("What to submit"). */
const STRONG_HEADING =
  /^(?:[\w-]+ ){1,2}documents:?$|required documents|documents? (?:required|needed)|supporting (?:documents|documentation|materials|information)|attachments|annex(?:es)?|enclosures|what to (?:submit|include|send|provide|upload)|application (?:package|contents|components|checklist)|documents to (?:submit|include|provide|upload|send)|checklist|what you (?:need|must|will need) (?:to )?(?:submit|send|provide|include|upload)|(?:must|should|shall) (?:include|contain)|mandatory documents|information required|required information|information (?:we|you) (?:will )?(?:need|require)/;
const HEADING =
  /^(?:[\w-]+ ){1,2}documents:?$|must include|should include|must contain|documents needed|required documents|documents? required|supporting documents|attachments|annex(?:es)?|what to (?:submit|include|send)|application (?:package|contents|components|materials|documents|checklist|requirements)|documents to (?:submit|include|provide)|checklist|submission requirements|how to apply|what you (?:need|must) (?:to )?(?:submit|send|provide)|information required|required information|supporting information/;
const LEAD_IN =
  /\b(?:must|should|shall) (?:also )?be (?:attached|included|submitted|enclosed|uploaded|provided)(?: (?:to|with|in) (?:your|the) (?:[\w-]+ )?(?:application|proposal|submission)(?: form)?)?\s*:?\s*$|\b(?:must|should|shall|will need to|need to|needs to|are required to|is required to|(?:will be|are) asked to) (?:also )?(?:include|contain|consist of|comprise|submit|provide|supply|attach|upload|be accompanied by|send)\b|\bthe following (?:documentation|information|details)\b[^:]{0,60}\b(?:supplied|provided|submitted|required|attached|included|enclosed|uploaded)\b|\b(?:we|the (?:trust|foundation|fund|council|trustees)) (?:will )?(?:always |usually |also |normally )*(?:ask for|require|need)\b[^:.]{0,40}:\s*$|^supporting (?:information|documentation|documents|materials)\b[^:]{0,30}:\s*$|\bchecklist\b[^:]*:\s*$|\b(?:have|keep) (?:\w+ )?(?:available|to hand|ready)\b[^:]*:\s*$|^(?:[\w-]+ )?(?:information|documentation) (?:required|needed|requested)\b[^:]{0,30}:\s*$|\b(?:apply|applying|application|letter|proposal|submission)\b[^:]{0,120}\b(?:providing|including|enclosing|containing|with) the following(?: information| details| documents)?\s*:\s*$|^(?:[\w-]+ ){0,2}(?:documents|attachments)\s*:\s*$|\b(?:following|these) (?:information ?(?:\/|and|or) ?)?(?:[\w-]+ )?(?:documents|attachments|items|materials|annexes|sections)\b|\b(?:documents|information|attachments|items)(?: ?(?:\/|and|or) ?(?:documents|information|attachments))? (?:will be|are|is) required\b|\bapplications? (?:consists?|comprises?) of\b|\brequired (?:documents|attachments)\b|\blist of (?:the )?(?:[\w-]+ ){0,3}(?:documents|attachments)\b[^:]{0,40}:\s*$|\b(?:documents|attachments)\b[^:.]{0,30}\bto be (?:uploaded|submitted|attached|provided|included|enclosed|sent)\b|\bplease (?:submit|provide|attach|include|upload|send(?: us)?)\b|\bcomplete applications? (?:include|includes|must include)\b|\bconsists? of the following\b|\b(?:have |has )?includ(?:e|ed) the following\s*:\s*$|\bdivided into\b|\b(?:information|details|sections?|parts?|elements?|components?)\b[^:]{0,80}\b(?:including|includes?|following)\s*[:.]?\s*$/i;
const DOC_INTRO =
  /^(?:mandatory |required |supporting |the following )?(?:documents|attachments|annexes)\b.{0,60}\b(?:required|mandatory|to be (?:uploaded|submitted|attached|provided|included|enclosed))\b|^(?:mandatory|required|supporting) (?:documents|attachments)\b/i;
const NOT_DOCUMENTS =
  /^\s*(?:attachments|documents|files|downloads)\s*\(?\d+\)?\s*$|\bin accordance with\b|\beligib|\brequirements? (?:for|of) (?:the )?(?:applicants?|candidates?)\b|\bcriteria\b|\bassess|\bevaluat|\bscor(?:e|ing)\b|\bcosts?\b|\bnot (?:be )?(?:accepted|considered|required)\b/i;
const DOCUMENT =
  /\b(?:research|full|detailed|written) proposal\b|\bconcept notes?\b|\bexpressions? of interest\b|\((?:annex|appendix|attachment) [\dA-Z]{1,3}\)|\b(?:recommendation|reference|referee|support|nomination|invitation|endorsement) letters?\b|\breferee reports?\b|\bletters? of (?:support|commitment|intent|recommendation|endorsement|reference|collaboration|agreement|authority|authori[sz]ation)\b|\b(?:cv|cvs|curricul(?:um|a) vitae|r[ée]sum[ée]s?|biosketch(?:es)?|biographical sketch(?:es)?)\b|\bbudget(?: (?:justification|narrative|table|form|spreadsheet|breakdown|template))?\b|\bproject (?:description|narrative|plan|proposal|summary|abstract)\b|\b(?:description|summary|outline) of (?:(?:the|your|their) )?(?:proposal|project|research|programme|program)\b|\bwritten (?:evidence|confirmation|consent)\b|\bwork ?plan\b|\btimeline\b|\bgantt chart\b|\blogic model\b|\btheory of change\b|\bdata management plan\b|\bfinancial statements?\b|\b(?:audited )?accounts\b|\bannual reports?\b|\bcertificate of (?:registration|incorporation)\b|\bproof of\b|\bdeclaration\b|\bconsent form\b|\breferences?\b|\babstract\b|\bcover(?:ing)? (?:letter|sheet|page)\b|\bpaperwork\b|\bdocumentation\b|\bapplication form\b|\bethics (?:approval|statement)\b|\borgani[sz]ational chart\b|\bdetermination letter\b|\bW-9\b|\bboard (?:list|of directors)\b|\brisk (?:register|assessment)\b|\bevaluation plan\b|\bsustainability plan\b|\bpublications? list\b|\blist of publications\b|\bstatements?\b|\bpolicy\b|\bpolicies\b|\bconstitution\b|\bbank statement\b|\bquotes?\b|\bquotations?\b|\bmanagement plan\b|\bpartnership agreement\b|\bmemorand(?:um|a) of understanding\b|\bMoU\b|\bforms?\b(?! of\b)|\bcertificates?\b|\bnarrative\b|\bsummary\b|\bportfolio\b|\bsamples?\b|\btranscripts?\b|\bdissemination plan\b|\bcommunication plan\b|\bevidence of\b|\b(?:a |signed |certified )?cop(?:y|ies) of\b|\bcash ?flow\b|\bbusiness plan\b|\bgoverning document\b|\bjob descriptions?\b|\bpermissions?\b|\baudit(?:or['’]?s)? reports?\b|\bby-?laws\b/i;
const ATTACH_VERB =
  /\b(?:will be|are|is) asked to (?:provide|submit|attach|include|send|upload|supply)\b|\b(?:is|are) to be (?:attached|submitted|included|provided|enclosed|uploaded|supplied)\b|\b(?:must|should|shall|need to|needs to|is required to|are required to) (?:be )?(?:(?:signed|completed|dated)(?: and|,) )?(?:submitted|attached|included|uploaded|provided|enclosed|accompany|accompanied)\b|\b(?:is|are|will be) (?:always |also )?required\b|\b(?:must|shall) (?:include|attach|submit|upload|provide|enclose)\b|\bplease (?:attach|include|submit|upload|provide|enclose|write|send)\b|\brequires?\b[^.]{0,100}\b(?:submit|include|provide|attach)\b|\bis missing an?\b|\bmust be (?:described|detailed|explained|addressed|included|provided|listed) in the\b|\bmust (?:also )?(?:contain|be accompanied by)\b/i;
/**
 * A line wholly in brackets under a lead-in remarks on the list ("(u mag de bedragen onleesbaar
 * maken)", "(if applicable)"): no document.
 */
const REMARK_IN_BRACKETS = /^\([^()]*\)\.?$/;
/**
 * An item that names file types says in what format to send ("La piattaforma specificherà i
 * formati ammessi (pdf, p7m, xls, ecc.)", "we can accept the following formats: pdf, jpeg …").
 */
const FILE_FORMATS =
  /\b(?:pdf|docx?|xlsx?|jpe?g|png|p7m|rtf|odt)\b[^.;]{0,40}\b(?:pdf|docx?|xlsx?|jpe?g|png|p7m|rtf|odt|word|excel)\b/i;
/**
 * What need not be sent, in the other languages the engine reads ("Per le biblioteche, non sono
 * previsti allegati specifici", "Non occorre allegare …", "nicht erforderlich").
 */
const NOT_REQUIRED_ELSEWHERE =
  /\bnon (?:sono|è) previst[io]\b|\bnon occorre\b|\bnicht (?:erforderlich|notwendig|n[öo]tig)\b|\bno (?:es|son) (?:necesari[oa]s?|obligatori[oa]s?)\b|\bpas (?:n[ée]cessaire|obligatoire|requis)\b|\bniet (?:nodig|verplicht)\b|\bn[ãa]o (?:é|s[ãa]o) (?:necess[áa]ri|obrigat[óo]ri)/i;
/** A step of applying, not a document: "Register on the portal", "Log in", "Submit before the deadline". */
const STEP =
  /^(?:register|log ?in|sign (?:in|up)|create|complete|fill|submit|click|visit|go to|follow the link|read|download|check|contact|review|save|make sure|ensure|upload your application)\b/i;
/** A named document such as "Data Management Plan" or "Safe and Inclusive Fieldwork (SAIF) Plan". */
const NAMED_DOCUMENT =
  /\b(?:[A-Z][A-Za-z-]+,? (?:(?:and|of|for|on) )?)+(?:\([A-Z]{2,}\) )?(?:Plan|Statement|Letter|Form|Certificate|Declaration|Report|Summary|Budget|Narrative|Sketch|Description|[Ss]ection|Annex|Appendix|Attachment)\b/;

/** Every named document of a sentence, in order. */
const NAMED_DOCUMENTS = new RegExp(NAMED_DOCUMENT.source, 'g');

/** A sentence about eligibility or costs names no document ("to assess the scope" may). */
const NOT_DOCUMENT_SENTENCE =
  /\bin accordance with\b|\beligib|\bcriteria\b|\bcosts?\b|\bnot (?:be )?(?:accepted|considered|required)\b/i;

/**
 * How many copies of the application itself to send ("must submit 5 copies of a complete proposal",
 * "the signed original and two copies of your application"): how to send it, not a document.
 */
const COPIES_OF_THE_APPLICATION =
  /^\s*(?:(?:the )?(?:signed )?original and )?(?:\d+|one|two|three|four|five|six|seven|eight|ten|twelve)?\s*(?:full |hard |paper |signed |additional )?cop(?:y|ies) of (?:the |your |a |an |this )?(?:(?:complete|completed|full|signed|original|entire)\s+)*(?:applications?|proposals?|submissions?|application (?:form|packet|package))\b/i;

/**
 * A sentence that asks for a document before it speaks of costs ("must attach … a full Business
 * Plan, outlining all finance …, including sources of income for running costs"): the costs are
 * what the document holds. Costs named first make it a sentence about costs.
 */
function aboutCostsOrEligibility(text: string): boolean {
  if (!NOT_DOCUMENT_SENTENCE.test(text)) return false;
  const cost = /\bcosts?\b/i.exec(text);
  if (!cost) return true;
  const before = text.slice(0, cost.index);
  return NOT_DOCUMENT_SENTENCE.test(before) || !(DOCUMENT.test(before) && ATTACH_VERB.test(before));
}

/**
 * What the funder publishes for applicants to read ("Guidance notes (PDF)", "Terms and conditions
 * of grant", "Privacy statement", "FAQs") is listed under "Documents" headings too; it is not sent.
 */
const FUNDER_DOCUMENT =
  /^(?:the |our )?(?:[\w-]+ )?(?:guidance(?: notes?)?|guides?(?: for applicants)?|guidelines|notes for (?:applicants|guidance)|terms and conditions|conditions of grant|privacy (?:statement|notice|policy)|FAQs?|frequently asked questions|call (?:text|document)|work ?programme|handbook|manual)\b/i;

/**
 * What a grant holder sends after the award (reports, proof of insurance) is not part of the
 * application; the applicant's latest annual accounts or report are ("A copy of your constitution
 * and your latest annual accounts must be included with your application").
 */
const AFTER_AWARD =
  /\buse of (?:the )?(?:funds|grant|award|money)\b|\bhow the (?:grant|funds?|money) (?:was|were|has been|have been) (?:spent|used)\b|\b(?:successful applicants?|grant ?(?:holders?|recipients?)|grantees?|award (?:holders?|recipients?)|recipients?|once (?:funded|awarded)|after (?:the )?(?:award|grant is made)|before (?:any )?payment|each year|every year|(?<!\b(?:latest|recent|last|previous|past|audited|signed|your)\s(?:\w+\s)?)annual(?:ly)?(?! (?:accounts|financial statements?|income|turnover))|final reports?|progress reports?|interim reports?|end of (?:the )?(?:project|grant))\b/i;
/** "…before a grant is drawn down", "before any grant payments can be made": asked of a grantee, not an applicant. */
const BEFORE_PAYMENT =
  /\bbefore (?:any |a |the )?(?:grant|award|funding|payment|funds?)s?(?: payments?)? (?:can be|is|are|will be|has been) (?:confirmed|made|paid|released|drawn down|awarded|issued|offered)\b/i;

/** A figure in a list of what to send states the grant's size, not a document ("Grants … rarely exceed £5,000"). */
const MONEY = /[£$€]\s?\d|\b(?:EUR|GBP|USD|AUD|CAD|NZD)\s?\d|\d\s?(?:EUR|GBP|USD|€)/;
/** A date stamp alone ("Aug 7, 2023 1:39:56 PM", an update under a listing's "Attachments 1") is no document. */
const DATE_STAMP =
  /^\W*(?:[A-Z][a-z]{2,8}\.? \d{1,2},? \d{4}|\d{1,2} [A-Z][a-z]{2,8} \d{4}|\d{4}-\d{2}-\d{2})[\s\d:.]*(?:[AP]M)?\W*$/;
/** "You should email the programme manager, attaching a brief description of your proposal": what is attached. */
const ATTACHING =
  /\b(?:attaching|enclosing)\s+((?:a|an|the|your)\s+[^.;,()]{3,80}?)(?=\s*[.;,(]|\s+(?:to|with|and)\s|$)/i;
/** Where or how to send the application is no item of it ("Applications should be sent to the Clerk"). */
const NOT_AN_ITEM_TO_SEND =
  /^(?:applications?|proposals?|submissions?|forms?) (?:should|must|can|may|are to|will) be (?:sent|returned|emailed|posted|submitted|addressed|delivered|made)\b|^(?:for (?:more|further) information|find out more|further information|please (?:see|refer|note|read))\b|^(?:application )?(?:deadlines?|closing dates?)\b/i;
/** "Evidence of the agreement must be included with the application, as must all the paperwork to prove insurance". */
const TWO_DOCUMENTS =
  /^(.{3,160}?)\s+(?:must|should|shall) (?:also )?be (?:included|attached|submitted|provided|enclosed|uploaded)\b[^,;]{0,60},\s*as (?:must|should|shall)\s+(?:all\s+)?(?:the\s+)?(.{3,160}?)[.;]?\s*$/i;
/** "The completed form should be sent to the Administrator together with a copy of the most recent accounts". */
const TOGETHER_WITH =
  /\b(?:sent|submitted|returned|emailed|posted|delivered|accompanied)\b[^.;]{0,80}?\btogether with\s+((?:a |an |the )?[^.;]{3,100}?)(?=\s+(?:to reach|by|before|no later|not later|so that)\b|[.;,]|$)/i;

/**
 * A list of fields to fill in ("Minimum data for the scheme consists of the following:", "Complete
 * the following fields:") names parts of a form, not documents to send.
 */
const FORM_FIELDS =
  /^(?!.*\b(?:documents?|attach\w*|upload\w*|enclos\w*)\b).*\b(?:(?:minimum|required|mandatory|following) (?:data|fields)|data fields|form fields|fields)\b/i;
/**
 * What the project must include or do ("Your project must include the following:", "Activities
 * should address:"): features of the work, not documents, unless an item names one.
 */
const WHAT_THE_PROJECT_DOES =
  /^(?!.*\b(?:documents?|attach\w*|upload\w*|enclos\w*|applications?|proposals?|submissions?)\b)(?:the |your |each |all |every |any )?(?:proposed |funded |eligible )?(?:projects?|activit(?:y|ies)|programmes?|programs?|work|partnerships?|events?|research|initiatives?|services?)\b[^:]{0,60}\b(?:must|should|will need to|needs? to|are required to|is required to|(?:is|are) expected to) (?:also )?(?:include|contain|provide|address|demonstrate|involve|consist of|comprise)\b/i;
/**
 * What the documents are for ("as much detail as will help the Trustees evaluate the worthiness of
 * your project") does not make a lead-in one of assessment.
 */
const PURPOSE =
  /\b(?:help|helps|allow|allows|enable|enables|assist|assists)\s+(?:the |us |our )?(?:\w+\s+)?(?:to\s+)?(?:assess|evaluate|consider|judge)\b/gi;
/** A date range or month of a year names a period ("Funding Allocation 1 - April 2019 - April 2020"), not a document. */
const PERIOD =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.? \d{4}\b/;
/** A participle that opens a qualifier in Spanish, Portuguese, Italian or French ("firmada por …", "signé par …"). */
const PARTICIPLE =
  /^(?:[a-záéíóúàèìòùâêôãõç]+(?:ad|id|at|it)[oae]s?|[a-zé]+ée?s?)\s+(?:por|par|da|dal|dalla|pelo|pela|de)\b/i;
/** Something the applicant need not do or send. */
const NOT_REQUIRED =
  /\b(?:do not|don[’']t|does not|doesn[’']t|need not|needn[’']t) (?:have|need) to\b|\bnot (?:required|necessary|mandatory)\b/i;
/**
 * How to name the files ("attachment names … should include the extension indicating the document
 * type (e.g. project plan.pdf)", "File names must include the applicant's surname"): no document.
 */
const FILE_NAMING =
  /\b(?:file ?names?|attachment names?|names? of (?:the |your )?(?:files|attachments)|(?:file )?extensions?)\b/i;
/** A place in the application form to write something ("should be included in Section 8 of the application form") is no document. */
const PLACE_IN_FORM = /\bin (?:section|part|question) \d+\b/i;
/**
 * A document asked for only in some case ("If annual accounts are more than 12 months old then …",
 * "En cas de modification, transmettre les pièces modifiées") is not required of every applicant.
 */
const CONDITIONAL_ITEM = new RegExp(
  `${/^(?:if|where|in case)\s+(?!applicable\b)[^:]{3,}[,]?\s/.source}|${CONDITIONAL_OPENER.source}`,
  'i',
);
/** A website's shortcode left in a copied page ("[ddownload id="853" text="Download Milestone Template"]") is no part of a name. */
const SHORTCODE = /\s*\[[a-z_-]+(?:\s+[a-z_-]+="[^"]*")+\s*\]/gi;
/** "Statement of need - drives your grant proposal …": the document is the name before the dash. */
const NAME_THEN_EXPLANATION = /^(.{3,60}?)(?:\s+[-–—]|:)\s+(?=\S.{9,})/;
/**
 * A name run into its explanation, as copied from a page that set the name in bold: "A Governing
 * Document in the name of your organisation.This should clearly show …", "Signed Accounts The
 * attached accounts must show …" (seen on trust and community-fund pages).
 */
const NAME_RUN_ON = /^(.{3,90}?)(?:\.(?=[A-Z][a-z])|\s+(?=(?:The|This|These|It|If|Your|We|Please|You|Must|Should)\s))/;
/**
 * A lead-in that only narrows whom the list is for ("For new groups:", "Per gli enti privati (es.
 * associazioni):", "Pour une première demande"): the section's heading says what the items are.
 */
const QUALIFIER =
  /^(?!for (?:more|further) information|for (?:example|instance)\b)(?:for|per|pour|para|f[üu]r|voor|in the case of|nel caso d[ie]|en el caso de|dans le cas d['’e])\s[^:]{2,80}:?\s*$/i;
/** A lead-in that only points back to the sentence before it ("These are:", "They include:"). */
const POINTER = /^(?:these|they|this|which|it) (?:are|is|include|includes)\s*:$|^as follows\s*:?$/i;
/** The name of a listed "Name: what it is" or "Name - what it is" when the name reads as a document. */
function documentName(item: string): string | null {
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
function namesDocumentFirst(item: string): boolean {
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

/** Whether a blank line stands before a sentence's line, whatever mark the line opens with. */
function blankLineBefore(sentence: Sentence): boolean {
  const { lineStart } = lineOf(sentence);
  // Only the few characters before the line are read: the source may be a long document.
  return /\n[ \t]*\n[ \t]*$/.test(sentence.source.slice(Math.max(0, lineStart - 80), lineStart));
}

/** Whether a sentence is the first on its line (a paragraph's opening, not a sentence run on). */
function startsLine(sentence: Sentence): boolean {
  const { first, lineStart } = lineOf(sentence);
  return sentence.source.slice(lineStart, first).trim() === '';
}

/**
 * The document a paragraph opens with ("A copy of the most recent bank statement (photocopies are
 * acceptable).", "Quotes for each piece of work."), without the remark after it, or null when it
 * opens with something else.
 */
function opensWithDocument(text: string): string | null {
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

/**
 * The lead-ins (as the list's items carry them) of lists whose items name documents though the
 * lead-in names none ("Conditions for acceptance of application:"): at least three items open
 * with a document, a third of them or more, under a lead-in about the application that is not
 * one of who may apply or of assessment.
 */
function listsOfDocumentsByItems(sentences: readonly Sentence[]): Set<string> {
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
function enclosedDocument(text: string): [number, number] | null {
  const match = ENCLOSE_ITEM.exec(text);
  if (!match || CONDITIONAL_ITEM.test(itemText(tidy(text)))) return null;
  const name = match[1]!;
  if (!DOCUMENT.test(name) || /\b(?:documents|documentation|attachments)\b/i.test(name)) return null;
  const start = match.index + match[0].length - name.length;
  return [start, start + name.length];
}

/** The spans of the documents the steps of a text name (offsets within it). */
function stepDocuments(text: string): [number, number][] {
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
function completedDocument(text: string): [number, number] | null {
  const match = COMPLETED_DOCUMENT.exec(text);
  const name = match?.[1] ?? match?.[2];
  if (!match || !name) return null;
  const start = match.index + match[0].indexOf(name, match[1] ? 0 : match[0].length - name.length);
  return [start, start + name.length];
}

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
    /\bif\b|\bmay\b/i.test(sentence) ||
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
  const documents: RequiredDocument[] = [];
  const seen = new Set<string>();
  // A call in another language names its documents under that language's lead-ins ("Pièces à
  // joindre", "einzureichende Unterlagen", "benodigde informatie:").
  const cues = documentCues(language);
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
    const enclosed = sentence.listItem && !AFTER_AWARD.test(text) ? enclosedDocument(sentence.text) : null;
    const steps = AFTER_AWARD.test(text) ? [] : enclosed ? [enclosed] : stepDocuments(sentence.text);
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
      const foreignList =
        cues !== null &&
        foreignLeadIn &&
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
        !/\d\s?(?:MB|KB|GB|Mo|Ko|Go|Mb|Kb)\b/.test(text);
      if (foreignList) {
        addItem(sentence, itemText(text).replace(/[;,.]$/, ''));
        continue;
      }
      // A question ("Why does the work need to be done?") is something to answer, not a
      // document; a step ("Register on the portal.") or a remark ("Other items may be
      // attached.") is not one either.
      // A sentence run on after the item's first ("This must not exceed two pages.") remarks on
      // the item; it is read as prose below.
      const remark = continuesItem(sentence);
      if (
        listOfDocuments &&
        !remark &&
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
        !(
          (!leadIn || blankLineBefore(sentence)) &&
          STEP.test(itemText(text).replace(/^step \d{1,2}\s*[:.)-]\s*/i, ''))
        ) &&
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
      )
        addItem(sentence, itemText(text));
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
        continue;
      }
    }
    // "The project budget must be completed clearly …": the document filled in, not a remark.
    const completed =
      AFTER_AWARD.test(text) || BEFORE_PAYMENT.test(text) || CONDITIONAL_ITEM.test(itemText(text))
        ? null
        : completedDocument(sentence.text);
    if (completed) {
      addProse(sentence, tidy(sentence.text.slice(completed[0], completed[1])), completed);
      continue;
    }
    const pair = TWO_DOCUMENTS.exec(text);
    if (pair && DOCUMENT.test(pair[1]!) && DOCUMENT.test(pair[2]!) && !AFTER_AWARD.test(text)) {
      for (const part of [pair[1]!, pair[2]!]) {
        const start = sentence.text.indexOf(part);
        if (start >= 0) addProse(sentence, tidy(part), [start, start + part.length]);
      }
      continue;
    }
    const together = TOGETHER_WITH.exec(sentence.text);
    if (together && DOCUMENT.test(together[1]!) && !AFTER_AWARD.test(text) && !/\bif\b|\bmay\b/i.test(text)) {
      const start = together.index + together[0].length - together[1]!.length;
      addProse(sentence, tidy(together[1]!).replace(/^(?:a|an|the) /i, ''), [start, start + together[1]!.length]);
      continue;
    }
    const attaching = ATTACHING.exec(sentence.text);
    if (attaching && DOCUMENT.test(attaching[1]!) && !AFTER_AWARD.test(text) && !/\bif\b|\bmay\b/i.test(text)) {
      const start = attaching.index + attaching[0].length - attaching[1]!.length;
      addProse(sentence, tidy(attaching[1]!).replace(/^(?:a|an|the|your) /i, ''), [
        start,
        start + attaching[1]!.length,
      ]);
      continue;
    }
    // "Supplemental documents include detailed budget information, … and letters of support."
    const afterNoun =
      sentence.listItem || AFTER_AWARD.test(text) || BEFORE_PAYMENT.test(text) || NOT_REQUIRED.test(text)
        ? null
        : documentsAfterNoun(sentence.text, language === 'en', namesADocument);
    if (afterNoun) {
      for (const [start, end] of afterNoun) addProse(sentence, tidy(sentence.text.slice(start, end)), [start, end]);
      continue;
    }
    const inline = inlineList(sentence.text, STRONG_HEADING.test(heading) && !NOT_DOCUMENTS.test(heading));
    if (inline) {
      for (const [start, end] of inline) addProse(sentence, tidy(sentence.text.slice(start, end)), [start, end]);
      continue;
    }
    if (
      (DOCUMENT.test(text) || NAMED_DOCUMENT.test(text)) &&
      ATTACH_VERB.test(text) &&
      !aboutCostsOrEligibility(text) &&
      !AFTER_AWARD.test(text) &&
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
      !/\bif\b|\bmay\b/i.test(askingClause(text)) &&
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
        continue;
      }
      // "… should be accompanied by the latest accounts of the applicant organisation": what accompanies it.
      const accompanied = /\baccompanied by\s+(?:the |a |an |your )?([^.;:]{3,120}?)\s*[.;]?\s*$/i.exec(sentence.text);
      if (accompanied && DOCUMENT.test(accompanied[1]!)) {
        const start = sentence.text.lastIndexOf(accompanied[1]!);
        addProse(sentence, tidy(accompanied[1]!), [start, start + accompanied[1]!.length]);
        continue;
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
  return documents;
}
