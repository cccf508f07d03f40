import type { EligibilityRule } from '@grantpilot/shared/contracts/analysis';
import { modalClauses, statesDuty, statesWhoMayApply } from './applicant-clause';
import { citeSentence, citeWithin, itemText, tidy } from './citation';
import { foreignEligibility } from './foreign-eligibility';
import { continuesItem, itemLine } from './list-item';
import { languageOfCall, type Language } from './languages';
import { eligibilityCues } from './rule-cues';
import { looksLikeHeading, partsBetween, type Sentence } from './segment';

/**
 * Who may and may not apply. A sentence counts when it says so ("Applicants must be registered
 * charities", "Individuals are not eligible", "The call is open to SMEs") or when it is an item of
 * a list under an eligibility heading or lead-in ("The following are not eligible:"). Eligible
 * costs and activities are not eligibility of applicants and are left out.
 */

const HEADING =
  /eligib|(?:may|can) be (?:filed|submitted|made) by|who (?:can|may|should) apply|(?:organi[sz]ations|groups|bodies|applicants) (?:which|that|who) (?:can|may) apply|who can[’']t apply|who (?:is|are) not eligible|can (?:i|we|you) apply|right (?:programme|program|fund|grant|scheme) for you|should (?:i|you) apply|who is eligible|applicant requirements|who can be funded|who we fund|who we don[’']t fund|who cannot apply|exclusions|restrictions/;
const SUBJECT =
  /\b(?:applicants?|organi[sz]ations?|institutions?|entities|entity|individuals?|companies|company|charit(?:y|ies)|universit(?:y|ies)|non-?profits?|not-for-profits?|NGOs?|CSOs?|CBOs?|SMEs?|businesses|researchers?|investigators?|PIs?|principal investigators?|lead (?:applicants?|organi[sz]ations?)|(?:award|grant|fellowship) (?:holders?|recipients?)|partners?|consortia|consortium|groups?|bodies|agencies|schools?|colleges?|students?|candidates?|fellows?|teams?|residents?|citizens?|nationals?|associations?|artists?|writers?|scholars?|scientists?|practitioners?|you|your (?:project|organi[sz]ation|institution|activity)|projects? (?:must|should|can|may|cannot)|applications? must (?:include|have|come|be from|demonstrate)|applications? from|proposals? from|any application|applications? (?:that|which|proposing|requesting|exceeding))\b/i;
const INELIGIBLE =
  /\bnot eligible\b|\b(?:cannot|can[’']t|may not|are not allowed to|are not permitted to) submit (?:an? )?(?:proposals?|applications?|bids?)\b|\bwill not (?:receive|be given) consideration\b|\b(?:is|are)n[’']t eligible\b|\bcan[’']t apply\b|\bcan not apply\b|\b(?:are|is) unable to apply\b|\bnot able to apply\b|\bare not allowed to apply\b|\bno longer eligible\b|\bineligible\b|\bcannot apply\b|\bcan ?not be (?:funded|considered|the lead)\b|\bmay not apply\b|\bare not able to apply\b|\bnot (?:be )?(?:accepted|considered) from\b|\bwill not (?:be )?(?:accept|fund|consider)(?:ed)?\b[^.]{0,40}\b(?:from|applications by)\b|\b(?:are|is) excluded\b|\bexcluded from applying\b|\bdo(?:es)? not fund\b[^.]{0,30}\b(?:organi[sz]ations?|individuals?|companies|applicants?)\b|\bno (?:individuals?|companies|applications from)\b|\bnot open to\b|\bnot permitted to apply\b|\b(?:will|shall) reject\b|\bwill be rejected\b|\bare rejected\b|\b(?:(?:do|does|will) not|cannot|can[’']t|can not|(?:are|is) unable to) (?:accept|consider|fund) (?:applications|proposals|requests)\b[^.:]{0,40}?\b(?:from|by)\b|\b(?:will|do|does|cannot|can[’']t|won[’']t) (?:not )?(?:accept|consider|fund|assess) (?:your |an |the |any )?(?:applications?|proposals?|requests?|bids?) (?:if|when|unless)\b|\bnot allowed to (?:apply|serve|act|lead|be)\b|\bcannot (?:serve|act) as\b|\b(?:cannot|can[’']t|may not|must not) (?:currently |simultaneously |concurrently |also )?hold\b/i;
const ELIGIBLE =
  /\beligible\b|\b(?:proposals?|applications?) (?:can|may) (?:only )?be (?:submitted|filed) by (?!(?:e-?mail|post|hand|fax|courier|the deadline|midnight|noon|\d))|\b(?:is|are) (?:aimed at|intended for|targeted at|designed for)\b|\bmay (?:still |also )?apply\b|\bcan apply\b|\bare invited to apply\b|\bis open to\b|\bare open to\b|\bopen to (?:applicants|organi[sz]ations|individuals)\b|\bmust (?:be|have|hold|demonstrate|operate|work|reside|possess|include|involve)\b|\bshould (?:be|have|hold)\b|\bonly\b[^.]{0,60}\b(?:may|can|will be) (?:apply|eligible|considered|funded)\b|\bapplicants? (?:need|needs|are required) to\b|\bis restricted to\b|\bare restricted to\b|\bis limited to\b|\brequirements? for applicants\b/i;
const PREFERENCE =
  /\bpriority\b|\bprefer(?:ence|red|ably)?\b|\bencourage[ds]?\b|\bespecially (?:welcome|interested)\b|\bparticularly (?:welcome|interested|encourage)\b|\bwelcome[ds]?\b|\bfavou?r(?:ably|ed)?\b|\bdesirable\b|\bideally\b|\bstrongly (?:encouraged|advised)\b|\badvantage\b|\bwill be given (?:priority|preference)\b|\bshould ideally\b|\breserved for\b|\bset aside for\b|\bring-?fenced for\b/i;
/** How to submit is not who may apply. */
const MECHANICS =
  /\bvisit\b|\bedited\b|\bquiz\b|\bcomplete (?:your|the) (?:project|activity|application form)\b|\b(?:complete|fill in|fill out) an? (?:(?:online|short|full) )?application(?: form)?\b|\b(?:first )?answer (?:a|the|some) (?:series of |few |short )?(?:\w+ ){0,2}questions\b|\bcall (?:our|the) (?:office|team)\b|\bcan be found\b|\bapply online\b|\bfill (?:in |out )?the\b|\bsubmi(?:t|tted|ssion) (?:via|through|online|using|by|in)\b|\bportal\b|\bfont\b|\bpages?\b|\bwords?\b|\bcharacters\b|\bdeadline\b|\bformat\b|\bupload\b|\bsign(?:ed)? by\b|\bemail\b|\bwebsite\b|\bguidance\b|\bread\b|\bcontact\b|\breport(?:s|ing)?\b|\bsystem\b|^please\b(?! note(?: that)?,? (?:all |only )?(?:applicants?|organi[sz]ations?|you|your|we|the (?:trust|foundation|fund)|groups?|individuals?)\b)|\b(?:required|needed) (?:as part of|with|in) (?:the|your) application\b|^submit (?:a|an|the|your)\b[^.]{0,60}\b(?:by|no later than|before)\b|\bfind out more\b|\bresubmi(?:t|tted|ssions?)\b|\bfor (?:more|further) information\b|\bin (?:section|part|question) \d(?![-\d.]*\s+of\b)/i;
const COSTS =
  /\bcan be used (?:to|for)\b|\b(?:\d+\s?%|share|proportion) (?:percent )?(?:\(minimum\) )?(?:share )?of (?:the |their |your |its )?(?:total |eligible )?(?:project )?(?:costs|budget)\b|\beligible (?:costs?|expenses?|expenditures?|activities|items?|budget|spend)\b|\bcosts? (?:are|is) (?:not )?eligible\b|\beligib(?:le|ility) (?:period|date)\b|\bfor (?:the )?(?:costs?|expenses?)\b|\bcan be (?:claimed|charged|funded)\b|\bbe reimbursed\b|\b(?:directly incurred|indirect|estates|overhead|full economic|operating|running) costs?\b|\boverheads\b/i;

/**
 * Sentences about applying that state no rule of who may apply: registering in a submission
 * system ("Applicants must be registered in elan prior to submitting"), what assessors will
 * consider, what the proposal must demonstrate (a criterion), and a table of contents' titles
 * ("Eligible Applicants", "Other - Special Eligibility Criteria").
 */
const NOT_A_RULE =
  /\bif (?:your|the) (?:project|application|proposal|bid|nomination) is (?:selected|successful|funded|approved|shortlisted)\b|\bif (?:you are )?(?:selected|successful|shortlisted)\b|\b(?:will|shall|should|must) (?:have )?be(?:en)? (?:informed|notified|contacted|told|advised)\b|\bregist(?:er|ered|ering|ration)\b[^.]{0,80}\b(?:prior to|before) (?:submitting|submission|applying)\b|\bregistration (?:requests?|process)\b|\bnot yet registered\b|\bregistered (?:with|in|on) (?:Grants\.gov|(?:the )?eRA Commons|SAM|the (?:online |electronic )?(?:system|portal))\b|\b(?:the )?(?:assessment|assessors?|reviewers?|(?:review )?panels?|peer review) will (?:consider|assess|take into account|look at|evaluate)\b|\bmust (?:demonstrate|show|explain|describe|set out)\b[^.]{0,120}\b(?:of|in) (?:their|the|your|its) (?:scientific |research )?(?:proposals?|applications?|projects?)\b/i;
/**
 * Sentences near rules that state none (found on unseen English pages): a notice to applicants
 * ("Applicants should be aware that demand exceeds the fund"), who is told of the outcome ("Only
 * successful applicants are notified"), a later stage ("only short-listed applicants will be
 * invited to submit a proposal"), what a proposal must show ("must be able to demonstrate how they
 * would achieve …"), how the funder splits its money ("Grants can be awarded for all, or part of
 * the funding requested"), what assessment favours ("Applications that can demonstrate … will be
 * considered"), how long projects run ("Activities can run up to a maximum of two years": the
 * duration), what a project must be like ("All projects must have a clear purpose"), a step of
 * checking one's eligibility ("Step 1: Check that you are eligible to apply") and when to apply
 * ("You may apply at any time"). Also what happens to a proposal ("Any proposal that the staff
 * consider eligible will be put to the board of trustees"), a quoted term's definition ("'Unrelated'
 * means not members of the same family"), a condition of payment ("must complete due diligence
 * checks before any grant can be confirmed", "before a grant is drawn down") and what the money
 * may be spent on ("The grant must be used for environmental purposes"; where the work takes
 * place still limits who applies) or into which account it is paid ("funds may be paid to the
 * holding account of a public sector partner"), and a document to send ("Organizations requesting
 * a grant should submit a letter on their letterhead", "please submit only photo, CV"; the
 * documents read it), a recommendation made to the board, a pointer to other schemes ("you may
 * apply via other funding mechanisms") and how one award is shared ("the award sum will be
 * distributed evenly"). In formal calls' financial rules and terms of grant: what an applicant is
 * expected to send ("external organizations are expected to submit written budgets") and how the
 * grant's money is kept ("Grant funds and any related program or project expenditures must be
 * clearly identified within the accounting records", "Where the organisation is VAT registered,
 * costs should be shown at the VAT exclusive cost").
 */
const NOT_A_RULE_OF_WHO =
  /\b(?:will|may) be asked to (?:describe|explain|provide|submit|complete|attend|present|show|outline)\b|\b(?:should|must|need to|are asked to|are advised to) (?:also )?(?:be aware|note|bear in mind|remember|understand)\b|\b(?:are|is) (?:notified|informed|contacted|told) (?:of|about|by|when|if|whether)\b|\b(?:short-?listed|selected|successful|eligible) (?:applicants?|candidates?|organi[sz]ations?|projects?) (?:will|may|shall) (?:then )?be invited\b|\bdemonstrate how (?:they|the project|you|it|their (?:project|proposal)|your (?:project|proposal)) (?:would|will|can|could|plans? to)\b|\b(?:grants?|funding|awards?) (?:can|may|will) be (?:awarded|offered|given|made) for (?:all|part)\b|\bit may be decided\b|^applications? (?:that|which) (?:can )?(?:demonstrate|show|evidence)\b[^.]*\bwill be (?:considered|favou?red|prioriti[sz]ed|looked on)\b|\b(?:run|last|take place) (?:for )?(?:up to|a maximum of|no (?:more|longer) than)\b|\b(?:maximum|minimum) (?:duration|length)\b|\bin duration\b|^(?:all |the |your |each |any )?projects? (?:must|should) (?:have|show|demonstrate|include|provide) (?:a |an )?(?:clear|strong|measurable|demonstrable|visible|realistic)\b|\bcheck(?:ed)? (?:that|whether|if|to see (?:if|whether)) (?:you|your (?:organi[sz]ation|group|project)) (?:are|is|meet)\b|\b(?:apply|submit (?:an |your )?applications?) at any time\b|^(?:this|these|they|it) (?:may|can|could|will) include\b|\b(?:we|the (?:trust|foundation|council|fund|funder)) (?:can |will |may )?(?:only )?(?:pay|release)\b|\b(?:eligible|all) (?:applicants?|applications?) will be (?:passed|forwarded|sent|assessed|reviewed|considered|checked|scored|shortlisted)\b|\bwill be (?:put|passed|forwarded|referred|presented) to (?:the )?(?:board|trustees|panel|committee|directors)\b|^['"‘“][^'"’”]{2,40}['"’”] means\b|\bbefore (?:any |a |the )?(?:grant|award|funding|payment|funds?)s?(?: payments?)? (?:can be|is|are|will be|has been) (?:confirmed|made|paid|released|drawn down|awarded|issued|offered)\b|^(?:the |our |this |[A-Z][\w-]* ){0,5}(?:grants?|funds?|funding|money|awards?) (?:can|may|must|should|will|cannot)(?: only)?(?: not)? be (?:used|spent)\b(?!.*\b(?:located|based|take place|delivered|carried out) in\b)|\b(?:funds?|grants?|payments?|money) (?:may|will|can|shall) (?:only )?be paid (?:to|into) (?:the |a |an |your |their )?(?:[\w-]+ ){0,3}accounts?\b|\b(?:should|must|shall|need to|needs to|are required to|is required to|will need to)(?: also)? (?:submit|send|attach|enclose|upload|provide|include) (?:a|an|the|one|their|its|your)(?: [\w-]+){0,2} (?:letter|proposal|application|form|budget|narrative|summary|cv|statement|plan)\b|\bplease (?:submit|send|attach|enclose|upload)\b|\bmake a recommendation to (?:the )?(?:board|trustees|panel|committee|directors)\b|\bapply (?:via|through|to|under|for) (?:one of )?(?:other|another|a different|our other)\b|\b(?:award|grant|funding)(?: sum| amount)? (?:will be|would be|is) (?:distributed|divided|split|shared)\b|\b(?:are|is) expected to (?:submit|send|provide|attach|upload)\b|^(?:(?:where|if|when)\b[^,]{0,80},\s*)?(?:the |all |any )?(?:(?:grant|project|program|programme|related) )*(?:funds?|expenditures?|expenses?|costs?)\b[^.]{0,60}?\b(?:must|should|shall|will) (?:only )?be (?:clearly |separately |properly )?(?:identified|recorded|shown|accounted|kept|reported|returned|managed|invested|itemi[sz]ed)\b/i;
/**
 * Text near rules that states none of its own (found under "Who can apply" and in checklists on
 * council, trust and research-council pages): a checklist step that only restates that one must be
 * eligible ("Before you apply, make sure to confirm:" then "you are eligible to apply"; "Make sure you
 * are eligible before you send in your application"), advice to think about something ("please
 * consider if any other teams within your organisation are also applying", "you should make sure you
 * or your organization is eligible to apply"), a pointer to another page ("Check out the Grant
 * Eligibility section of Learn Grants for details …") and what the funder may
 * do at its discretion ("The Trust may require separately incorporated groups … to submit a joint
 * application", "The Trust may contact applicants for more information"), what the funder will tell
 * applicants ("If your application is largely ineligible under our guidelines, we will tell you
 * within a few weeks") and how oversubscribed it is ("We have to reject many applications which are
 * eligible under our guidelines but are of a lower priority"): no condition on who applies.
 */
const RESTATES_ELIGIBILITY =
  /^(?:(?:apply only if|check (?:that )?|confirm (?:that )?|ensure (?:that )?|make sure (?:that )?)\s*)?(?:you|your (?:organi[sz]ation|group|project|application)|the applicant)\s+(?:are|is|meet|meets|fulfil|fulfils|satisf(?:y|ies))\s+(?:eligible|(?:all )?(?:of )?(?:the |our )?(?:eligibility )?(?:criteria|requirements))(?:\s+(?:to apply|before you (?:apply|send|submit)\b.*|for (?:this|the|our|funding)\b[^.;]{0,40}))?\s*[.;]?$/i;
/**
 * An eligibility quiz's or FAQ's answer that only says whether one is eligible, its condition being
 * the question ("Yes – You may not be eligible to apply.", "No – You are eligible to apply.", "Yes –
 * It’s unlikely that you’ll be eligible to apply.", "Your proposal is therefore unlikely to be
 * eligible – please check the focus of the call"): without the question it states no rule.
 */
const BARE_VERDICT =
  /^(?:(?:yes|no)\s*[,.–—-]\s*)?(?:(?:it[’']?s|it is) (?:(?:very |therefore |highly )?(?:un)?likely) that )?(?:you|you[’']ll|your (?:organi[sz]ation|group|project|proposal|application))\s+(?:(?:are|is|will|may|might|would)(?: not)?(?: therefore)?(?: (?:very |highly )?(?:un)?likely to)?\s+)?(?:be\s+)?(?:eligible|ineligible)(?: to apply)?\s*(?:[.;]|\s[–—-]\s.*)?$/i;
/** A date on a line of its own ("Last updated:" then "10 Jan 2019"): a page's metadata, no rule. */
const DATE_ONLY =
  /^(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?\d{4}\.?$|^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\.?$/i;
/**
 * What the project or the application must do or be for, not who applies ("To be eligible for a
 * grant, projects must promote the process of transformation …", "requests must be for non-profit
 * community-based purposes", "applications must:" then "demonstrate a purpose that is in the public
 * interest"): an aim or a criterion of the work, seen on council, embassy and trust pages.
 */
const PROJECT_AIM =
  /^(?:to be eligible\b[^,]{0,40},\s*)?(?:the |all |any |each |your )?(?:proposed )?(?:projects?|applications?|proposals?|requests?|activities)\s+(?:must|should|need to|are required to)(?: also| clearly)? (?:demonstrate|show|promote|contribute|address|align|adhere|deliver|achieve|be for)\b/i;
const PROJECT_AIM_LEAD_IN =
  /\b(?:projects?|applications?|proposals?|requests?|activities)\s+(?:must|should|need to)(?: also)?\s*:\s*$/i;
const AIM_ITEM = /^(?:demonstrate|show|promote|contribute|address|align|adhere|deliver|achieve|be for)\b/i;
const ADVICE_OR_DISCRETION =
  /\bplease consider\b|\b(?:should|must|need to|will want to) (?:first )?(?:make sure|check|ensure|confirm|double[- ]check)(?: that)? (?:you|your (?:organi[sz]ation|group|project))(?: or your (?:organi[sz]ation|group))? (?:are|is) eligible\b|^(?:check out|see|refer to|click)\b[^.]{0,80}\b(?:section|page|guidance|guide|website|link)\b|\b(?:we|the (?:trust|foundation|fund|council|trustees|committee|panel|funder)) will (?:tell|let you know|inform|notify|write to|contact|email) (?:you|applicants?)\b|\b(?:receive|get) (?:many |far |a lot |significantly )?more applications than\b|\bhave to (?:reject|decline|turn down)\b/i;
/** The funder, by name or acronym ("The Trust", "HRC", "We"), that may ask for something: case matters for the acronym. */
const FUNDER_DISCRETION =
  /^(?:(?:[Tt]he|[Oo]ur) )?(?:[Tt]rust|[Ff]oundation|[Ff]und|[Cc]ouncil|[Cc]ommittee|[Bb]oard|[Tt]rustees|[Pp]anel|[Ff]under|[A-Z]{2,6}|[Ww]e)\s+(?:may|might|reserves? the right to)\s+(?:also |sometimes |occasionally )?(?:require|ask|request|contact|invite)\b/;

/**
 * What the application's parts must be like ("The research proposal should be detailed and
 * written by the applicant", "References should include the full author list") is no rule of who
 * may apply, unless it says who the part comes from or who leads.
 */
const PART_OF_APPLICATION =
  /^(?!.*\b(?:eligib\w*|led by|from|submitted by|signed by)\b)(?:(?:yes|no)\s*[,–—-]\s*)?(?:the |your |all |each |any |a |an )?(?:(?:research|project|full|detailed|written|final|personal|budget|case for) )?(?:proposals?|application forms?|budgets?|cvs?|curricul(?:um|a) vitae|letters?|summary|summaries|abstracts?|references?|narratives?|descriptions?|attachments?|documents?|statements?|text|list of publications|publication lists?)\b[^.]{0,40}?\b(?:should|must|shall|needs? to)\b/i;
/** A heading that defines a term ("What is an auspice arrangement?", "What does in-kind mean?"). */
const DEFINITION_HEADING = /^what (?:is|are) (?:a|an)\b|^what does\b[^?]*\bmean\b/;
/** A heading of the section of rules that asks about money, time, the process or what is funded. */
const ABOUT_WHAT =
  /\bhow (?:much|many|long|often)\b|\bwhen (?:can|do|should|will|may)\b|\bhow (?:do|can|to|should) (?:i|we|you) apply\b|\b(?:activities|activity|costs?|expenses?|expenditures?|items?)\b/;
const TITLE_ONLY =
  /^(?=.*\b(?:(?:in)?eligib\w*|criteria|information)\b)(?:(?:other|special|(?:in)?eligible|(?:in)?eligibility|applicants?|institutions?|individuals?|criteria|information|requirements?|organi[sz]ations?|[-–:]|\d{1,2}\.?|[A-Z]\.)\s*)+$/i;

const NAMED_MONEY = /[$£€¥]\s?\d|\b(?:EUR|USD|GBP|AUD|NZD|CAD|CHF|NOK|SEK|DKK|ZAR|INR)\s?\d|\d\s?(?:EUR|euros?|€)\b/i;
/** Any currency's code before a grouped figure ("LKR 3,000,000", "UGX 50.000.000"), in capitals. */
const CODED_MONEY = /\b[A-Z]{3}\s?\d{1,3}(?:[,.]\d{3})+\b/;
const MONEY = { test: (text: string) => NAMED_MONEY.test(text) || CODED_MONEY.test(text) };
const THRESHOLD =
  /\bincome\b|\bturnover\b|\brevenues?\b|\bexpenditure\b|\bassets\b|\breserves\b|\b(?:annual|operating) budget\b/i;
const MODAL = /\b(?:must|only|required|need to|needs to|should|can|may|cannot)\b/i;
/** A lead-in that ends by giving examples of the noun before it ("circumstances, such as:"). */
const EXAMPLES_LEAD_IN = /\b([\p{L}-]+),?\s+(?:such as|for example|for instance|e\.g\.?|like)\s*:\s*$/iu;
/** A lead-in of a list of rules about applicants ("You must:", "You cannot apply for this grant if:"). */
const RULE_LEAD_IN =
  /\beligib|\b(?:can|may|are (?:eligible|invited|welcome) to) apply\s*:\s*$|\bwill not (?:receive|be given) consideration\s*:\s*$|\brequirements? (?:for|of) (?:the )?(?:applicants?|candidates?|applying)\b|\b(?:welcome|invited|encouraged|entitled) to apply\b|\b(?:meet|meets|meeting|fulfil\w*|satisf(?:y|ies|ying))\b[^:]{0,30}\b(?:criteria|requirements|conditions)\b|\b(?:accept|welcome|consider|invite|encourage)s? (?:applications|proposals) from\b|\b(?:applications|proposals) (?:are |will be )?(?:accepted|welcome|considered) from\b|\bthe following (?:organi[sz]ations|applicants|bodies|entities|groups|people|individuals) (?:can|may|are eligible to) apply\b|\b(?:can|may|cannot|can[’']t|may not) apply\b[^:]{0,30}\b(?:if|when|unless)\b|\b(?:will not|won[’']t|do not|does not|cannot|can[’']t) (?:accept|consider|fund|assess) (?:your |an |the |any )?(?:applications?|proposals?|requests?|bids?) (?:if|when|unless)\b|\bopen to\b|\b(?:you|applicants?|organi[sz]ations?|institutions?|candidates?|leads?|teams?|partners?|coapplicants?|recipients?|groups?)\b[^:]{0,60}\b(?:must|should|need to|needs to|have to|are required to)\b/i;

/** Where a rule sentence joins two requirements: "; " or " and " before a verb of its own. */
const CLAUSE_JOIN = /;\s+|,?\s+and\s+(?=(?:has|have|is|are|must|should|holds?|will|can)\b)/g;

function clausesOf(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let from = 0;
  CLAUSE_JOIN.lastIndex = 0;
  let match;
  while ((match = CLAUSE_JOIN.exec(text)) !== null) {
    spans.push([from, match.index]);
    from = match.index + match[0].length;
  }
  spans.push([from, text.length]);
  return spans.every(([start, end]) => text.slice(start, end).trim().split(/\s+/).length >= 4) ? spans : [];
}

/**
 * "The following are not eligible to apply: for-profit organisations, individuals, or schools.":
 * a list written after a lead-in in one sentence, as spans of its items (offsets within the
 * sentence), when the lead-in is about who may apply and every item is short.
 */
function inlineItems(text: string): [number, number][] | null {
  const colon = /^([^:]{6,160}):\s+/.exec(text);
  if (!colon) return null;
  const head = colon[1]!;
  if (!INELIGIBLE.test(head) && !RULE_LEAD_IN.test(head) && !HEADING.test(head.toLowerCase())) return null;
  return listSpans(text, colon[0].length, text.length);
}

/** The items of a list written from `from` to `to` of a text, as spans, or null when it is no list of short items. */
function listSpans(text: string, from: number, to: number): [number, number][] | null {
  const tail = text.slice(from, to).replace(/[.;\s]+$/, '');
  if (tail.length > 600) return null;
  // Joins outside brackets: ", ", ", and ", ", or ", "; ". A bare " and " or " or " joins only
  // the last two items ("A, B and C"; "A or B"): inside an earlier item ("individuals or
  // partnerships, hospitals") or after ", or" ("…, or Commonwealth or State agencies") it is part
  // of the item.
  const spans: [number, number][] = [];
  const bare = /\s+(?:and|or)\s+/g;
  const splitBare = (start: number, end: number) => {
    let at = start;
    bare.lastIndex = 0;
    const part = tail.slice(start, end);
    let match;
    while ((match = bare.exec(part)) !== null) {
      if (/\([^)]*$/.test(part.slice(0, match.index))) continue;
      spans.push([from + at, from + start + match.index]);
      at = start + match.index + match[0].length;
    }
    spans.push([from + at, from + end]);
  };
  const join = /\([^)]*\)|,\s*(?:(and|or)\s+)?|;\s*/g;
  let at = 0;
  let serial = false;
  let match;
  while ((match = join.exec(tail)) !== null) {
    if (match[0].startsWith('(')) continue;
    spans.push([from + at, from + match.index]);
    at = match.index + match[0].length;
    serial = match[1] !== undefined;
  }
  if (serial) spans.push([from + at, from + tail.length]);
  else splitBare(at, tail.length);
  const items = spans.map(([start, end]) => text.slice(start, end).trim());
  if (items.length < 2 || items.length > 15) return null;
  return items.every((item) => item.length > 0 && item.split(/\s+/).length <= 10) ? spans : null;
}

/**
 * How many applications one applicant may make ("There is a limit of two project applications per
 * first named investigator", "You can make two Arts Grants applications per financial year"): a
 * rule of who may apply, wherever it stands. How many will be funded is not one.
 */
const APPLICATION_LIMIT =
  /\b(?:not|cannot|can[’']t|may not|must not|unable to)\b[^.]{0,40}?\b(?:submit|make|hold|lead|send)\s+more than\s+(?:one|two|three|four|five|\d)\s+(?:[\w-]+\s+){0,3}?(?:applications?|proposals?|bids?)\b|\b(?:may|can) (?:only )?(?:submit|make|lead|send|appear|be named|be listed)\b[^.]{0,60}?\b(?:no more than|not more than|a maximum of|at most) (?:one|two|three|four|five|\d)\s+(?:[\w-]+\s+){0,3}?(?:applications?|proposals?|bids?)\b|\b(?:(?:a |the )?(?:limit|maximum) of|no more than|not more than|only(?: (?:accept|consider|receive|take))?)\s+(?:one|two|three|four|five|a single|\d)\s+(?:[\w-]+\s+){0,3}?(?:applications?|proposals?|bids?)\s+(?:per|to each|in each|from (?:any|each))\b|\b(?:can|may) (?:only )?(?:make|submit|lead|send)\s+(?:up to\s+)?(?:one|two|three|four|five|a single|\d)\s+(?:[\w-]+\s+){0,3}?(?:applications?|proposals?|bids?)\s+(?:per|to each|in each|to this|in this|to the same|in)\b|\b(?:can|may) submit (?:more than one|multiple) (?:applications?|proposals?)\b|\b(?:can|may) (?:only )?be (?:the |a )?(?:principal investigator|PI|project lead|lead applicant|named applicant)\b[^.]{0,20}?\bon (?:only )?(?:one|a single) (?:application|proposal)\b/i;
/**
 * A sentence that opens with who applies and says what they must be or have ("Organisations must
 * be registered charities", "The principal investigator must be employed at a Canadian
 * university"): a rule wherever it stands. A passive "must be informed/notified" is not one.
 */
const APPLICANT_MUST =
  /^(?:the |your |all |each |any |eligible |an? )?(?:(?:competitive|successful|prospective|potential|[A-Z][\w-]*) ){0,3}?(?:lead |host |partner |applicant |applying |participating )?(?:organi[sz]ations?|institutions?|researchers?|candidates?|principal investigators?|PIs?|fellows?|consortia|consortium|students?|compan(?:y|ies)|groups?|partners?|entit(?:y|ies)|charit(?:y|ies)|universit(?:y|ies)|applicants?|businesses|SMEs?|individuals|artists?|teams?|nominees?)\b[^.,;:]{0,40}?\b(?:should (?:(?:also|already) )?(?:have (?!been (?:informed|notified|consulted|told)\b)|hold\b|be able to\b)|(?:must|shall|ha(?:ve|s) to)(?: also)? (?:(?:be (?!\w+ed\b)|be (?=(?:based|registered|established|employed|enrolled|incorporated|located|affiliated|qualified|constituted|headquartered|domiciled|licensed|accredited|recogni[sz]ed|authori[sz]ed|certified|situated|owned|led|managed|aged|endorsed|approved|designated|regulated|classified)\b))|have (?!been (?:informed|notified|consulted|told)\b)|hold\b|include\b|live\b|reside\b|operate\b|possess\b)|(?:will )?needs? to (?:have|hold|be (?!\w+ed\b))|may (?:only )?be (?:either|one of|any of|based|located|from)\b)/i;
/**
 * "Grants are made to organisations, not individual researchers"; "Funding is only awarded to
 * registered charities": who the funder pays is who may apply. Not where or how it is paid.
 */
const GRANTS_MADE_TO =
  /^(?!.*\b(?:bank|account|instalments?|arrears|in advance|on completion)\b)(?:the |our )?(?:grants?|awards?|funding|funds|fellowships?|bursaries|scholarships?) (?:(?:from|under|of|through) (?:the )?[\w&-]+(?: [\w&-]+){0,3} )?(?:are|is|(?:will|can|may|shall) (?:also |only )?be)(?: only| also)? (?:made|awarded|given|paid|offered|provided|available) (?:only |solely |exclusively )?to\s+(?:[\w-]+,?\s+){0,4}?(?:organi[sz]ations?|associations?|groups?|charit(?:y|ies)|bodies|agencies|institutions?|individuals?|companies|businesses|non-?profits?|NGOs?|CSOs?|CBOs?|schools?|universit(?:y|ies)|councils?|researchers?|artists?|residents?|communities|applicants?|students?|candidates?)\b/i;
/**
 * When an applicant may apply again ("Charities can reapply after 12 months have expired", "please
 * wait one year … to submit a new request", "may not apply again until fall"): a rule of who may
 * apply, when it states a wait or a condition.
 */
const REAPPLY =
  /\bbefore (?:an?|any|another) (?:new |further )?(?:application|proposal|request)\b[^.]{0,40}?\b(?:can|will|may) be (?:accepted|considered)\b|\b(?:re-?apply(?:ing)?|apply again|submit (?:a )?new (?:requests?|applications?|proposals?))\b[^.]{0,80}?\b(?:after|until|within|before|once)\b|\b(?:wait|waiting)\b[^.]{0,40}?\b(?:months?|years?)\b[^.]{0,60}?\b(?:re-?apply(?:ing)?|apply(?:ing)? again|submit(?:ting)? (?:a )?new (?:requests?|applications?|proposals?))\b|\b(?:wait|waiting)\b[^.]{0,20}?\b(?:months?|years?)\b[^.]{0,20}?\bbefore (?:re-?apply(?:ing)?|applying)\b/i;
/**
 * A report owed on an earlier grant ("must have submitted all final reports for past Commission
 * grants", "Current grantees must have completed all requirements of their existing grant, including
 * submission of the final report"): a condition on who may apply again, not a step of applying.
 */
const PRIOR_GRANT_REPORT =
  /\b(?:submitted|completed|filed|returned)\b[^.]{0,60}\breports?\b[^.]{0,30}\b(?:past|previous|prior|earlier|existing|current)\b[^.]{0,30}\b(?:grants?|awards?)\b|\b(?:past|previous|prior|earlier|existing|current)\s+(?:[\w-]+\s+){0,2}?(?:grants?|awards?)\b[^.]{0,60}\b(?:final|end-of-grant|progress|completion)\s+reports?\b/i;
/**
 * A preference for kinds of work ("Preference in grant making will be given to projects which
 * contribute to …", "Priority will be given to projects in rural areas"), even under "Who can
 * apply": what is funded, not who applies.
 */
const PREFERS_WORK =
  /\b(?:preference|priority)\b[^.]{0,40}?\bgiven to (?:the |one |any )?(?:(?:types?|kinds?) of )?(?:projects?|activit(?:y|ies)|proposals?|programmes?|programs?|work|initiatives?)\b/i;
/** "We would normally expect applicants to have a salary …", "Candidates are expected to hold a PhD". */
const EXPECTS_APPLICANTS =
  /\b(?:expect|require)s? (?:all )?(?:applicants?|candidates?|organi[sz]ations?|researchers?|the (?:applicant|candidate|lead applicant|principal investigator|PI)) to (?:have|hold|be (?!aware\b|notified\b|informed\b|available\b)|possess|reside|live)\b|\b(?:applicants?|candidates?|organi[sz]ations?|researchers?) (?:are|is) (?:normally |usually |generally )?(?:expected|required) to (?:have|hold|be (?!aware\b|notified\b|informed\b|available\b)|possess|reside|live)\b/i;
/**
 * Who else may be named on an application ("Co-Investigators on the application can be
 * international", "Project co-leads based in non-UK research organisations can be included").
 */
const ROLE_ALLOWED =
  /^(?:(?!(?:for|of|to|with|costs?|expenses?|budgets?|salar\w*|travel|time|funding|fees?)\b)[\w,()-]+\s+){0,6}?(?:co-?investigators?|co-?leads?|co-?applicants?|collaborators?|(?:project|international|industry|business) partners?|project leads?)\b[^.]{0,80}?\b(?:can|may) (?:also )?be (?:included|international|named|listed|based (?:in|at|outside|anywhere))\b/i;
/**
 * Whom the funder gives grants to, in the active voice ("The Trust does not make grants to
 * individuals", "The Foundation is only empowered to make grants to entities that have DGR
 * endorsement", "The Foundation generally limits its grants to public charities"): who may apply
 * when the object names applicants. Seen on trust, foundation and community-fund pages; in the
 * first person too ("We provide grants to organizations in the United States that …", "We award
 * grants to UK registered charities …", "We make grants to charities of all faiths").
 */
const NO_GRANTS_TO =
  /\b(?:grants?|awards?|funding|donations?) (?:will|are|is|can|may|shall)(?: generally| normally)? not (?:be )?(?:made|given|awarded|offered|provided|available) to\s+|\b(?:(?:do(?:es)?|will|can|may|is|are)(?: generally| normally)? not (?:permitted to |able to )?|(?:is|are) unable to |cannot |can[’']t )(?:(?:make|give|award|offer|provide) (?:any )?(?:grants?|awards?|funding|donations?) (?:directly )?to|grant to|donate to|support|fund)\s+(?!(?:support|fund|cover|pay|help)\b)/i;
const ONLY_GRANTS_TO =
  /^(?:the |our )?(?:[\w&'’-]+ ){0,4}(?:issues?|makes?|awards?|gives?|provides?) (?:its |our )?grants to\s+|\b(?:make|give|award|offer|provide) (?:grants?|awards?|funding|donations?) (?:only|solely|exclusively) to\s+|\b(?:can|may|will) only (?:make|give|award|offer|provide) (?:grants?|awards?|funding|donations?) to\s+|\b(?:is|are) only (?:empowered|able|permitted|allowed) to (?:make|give|award|offer) (?:grants?|awards?|funding|donations?) to\s+|\blimits? (?:its|it|their|our) (?:grants?|grant-?making|funding) to\s+/i;
/** The object of such a sentence names who applies ("to local authorities or any other public body"). */
const RECIPIENT_NOUN =
  /^["“]?(?:(?!(?:that|which|who|for|to|in|with|benefit\w*|activit\w*|projects?|work|costs?|events?|services?|programmes?|programs?|research|capital|core|running)\b)[\w'’-]+,?\s+){0,3}?(?:donees|organi[sz]ations?|associations?|groups?|charit(?:y|ies)|bod(?:y|ies)|agencies|institutions?|individuals?|companies|businesses|non-?profits?|NGOs?|CSOs?|CBOs?|schools?|universit(?:y|ies)|councils?|authorit(?:y|ies)|entit(?:y|ies)|trusts?|foundations?|societ(?:y|ies)|enterprises?|people|persons|students?|applicants?)\b/i;
function grantsTo(text: string): EligibilityRule['applies'] | null {
  for (const [cue, applies] of [
    [NO_GRANTS_TO, 'ineligible'],
    [ONLY_GRANTS_TO, 'eligible'],
  ] as const) {
    const match = cue.exec(text);
    const object = match ? text.slice(match.index + match[0].length) : '';
    // "Grants will not be made to organisations for projects which have completed": what is not
    // funded, said of any applicant.
    if (match && RECIPIENT_NOUN.test(object) && !GENERIC_RECIPIENT_FOR.test(object)) return applies;
  }
  return null;
}
/**
 * A refusal whose object mixes who and what ("the Trust does not support commercial costs, political
 * parties or lobby groups, repayment of debt, or projects …", "We do not fund individuals or medical
 * research"): where the refusal's own words end, and the spans (offsets within the text) of its parts
 * that name applicants, when some part names none. Split at commas, or at "or"/"and" when there is no
 * comma; a part inside brackets stays whole.
 */
function refusedApplicantsOf(text: string): { refusalEnd: number; parts: [number, number][] } | null {
  const match = NO_GRANTS_TO.exec(text);
  if (!match) return null;
  const from = match.index + match[0].length;
  // A bracket is part of its item, whatever it holds: masked while splitting.
  const tail = text
    .slice(from)
    .replace(/[.;:\s]+$/, '')
    .replace(/\([^()]*\)/g, (group) => '_'.repeat(group.length))
    // "…to large public charities such as the United Way, the March of Dimes, …": examples of one
    // applicant, masked like a bracket so that they stay with it.
    .replace(/\b(?:such as|including|e\.g\.|for example)\b.*$/i, (examples) => '_'.repeat(examples.length));
  if (tail.split(/\s+/).length > 50) return null;
  let parts = partsBetween(tail, from, /,\s*(?:(?:and|or)\s+)?/g);
  if (parts.length < 2) parts = partsBetween(tail, from, /\s+(?:and|or)\s+/g);
  if (parts.length < 2) return null;
  // "…to individuals, only to charitable purpose organizations": a contrast of who; "…under Sections
  // 509(a)(1), 509(a)(2), and 509(a)(3), nor to private foundations": a list inside one applicant's
  // description. Both are read whole.
  if (parts.some(([start, end]) => /^\s*(?:(?:and|or)\s+)?(?:only|but|except|nor|\d)/i.test(text.slice(start, end))))
    return null;
  const applicant = ([start, end]: [number, number]) => {
    const part = text
      .slice(start, end)
      .trim()
      .replace(/^(?:and|or)\s+/i, '')
      .replace(/^(?:directly )?(?:to|from|by)\s+/i, '');
    return (
      (APPLICANT_FIRST.test(part) || RECIPIENT_NOUN.test(part)) &&
      !COST_OF.test(part) &&
      !FUNDED_ITEM.test(part) &&
      !GENERIC_RECIPIENT_FOR.test(part)
    );
  };
  const named = parts.filter(applicant);
  return named.length > 0 && named.length < parts.length ? { refusalEnd: from, parts: named } : null;
}
/**
 * A sum offered, then whom it is offered to ("Our grants offer up to $4,000 for individuals or
 * organizations to support …", "will provide … grants of up to US$30,000 to Pacific-based NGOs …
 * whose projects …", "will contribute between $2,500 and $20,000 to up to 20 projects for
 * organisations in the Nicholls electorate"): seen on arts-council, council and UN pages. An offer
 * in the present or future, not what was given ("awarded £50,000 to 30 charities").
 */
const OFFERED_SUM =
  /\b(?:offers?|provides?|(?:will|to) (?:offer|provide|award|give|contribute)|contributes?|awards?|grants? of|funding of)\b[^.;]{0,80}?(?:[$£€¥]\s?\d|\b[A-Z]{3}\s?\d|\d\s?(?:EUR|euros?)\b)/i;
/** Where the phrase of whom it is offered to ends: a clause about them or what the money does. */
const RECIPIENT_END =
  /\s+(?:whose|which|that|who|so that|in order|to (?!the\b|an?\b)[a-z]+)\b|\s*[.;:!?]|\s+[-–—]\s+|,?\s+(?:and|or)\s+(?:up to\s+)?[$£€¥\d]/i;
/** Anyone at all, a count, or who has already been chosen ("successful applicants", "30 organisations"). */
const ANY_RECIPIENT =
  /^(?:(?:the|each|all|any|every|successful|eligible|selected|funded|chosen|winning)\s+)*(?:applicants?|recipients?|organi[sz]ations?|projects?)$|^(?:up to |over |around |about )?\d/i;
function offeredTo(text: string): [number, number][] {
  const sum = OFFERED_SUM.exec(text);
  if (!sum) return [];
  const after = sum.index + sum[0].length;
  const window = text.slice(after, after + 120);
  for (const cue of window.matchAll(/\b(?:for|to)\s+/gi)) {
    const from = after + cue.index + cue[0].length;
    const tail = text.slice(from);
    // "…up to £10,000 to support community groups": what the money does, not whom it goes to.
    if (!RECIPIENT_NOUN.test(tail) || !APPLICANT_FIRST.test(tail) || GENERIC_RECIPIENT_FOR.test(tail)) continue;
    const stop = RECIPIENT_END.exec(tail);
    const phrase = tail.slice(0, stop ? stop.index : tail.length).trim();
    if (ANY_RECIPIENT.test(phrase) || phrase.split(/\s+/).length > 25) return [];
    return [[from, from + phrase.length]];
  }
  return [];
}
/** Any applicant at all, then what the grant is for: "organisations for projects …", "applicants for the repayment of debt". */
const GENERIC_RECIPIENT_FOR =
  /^(?:any |all )?(?:organi[sz]ations?|applicants?|groups?|bodies)\s+for\s+(?:the\s+)?(?:projects?|activit(?:y|ies)|costs?|work|events?|items?|repayment|purchase|retrospective)\b/i;
/**
 * A fund said to be for kinds of applicant, without a modal verb ("The Fund is available for
 * community groups, charities, faith groups …", "Their Small Grants Scheme is designed to support
 * charities registered and operating in the United Kingdom"): seen under "Eligible organisations"
 * and "Who can apply" on council, trust and foundation pages. Who follows must be applicants.
 */
const FUND_IS_FOR =
  /^(?:the |this |our |their |its )?(?:[\w&'’-]+ ){0,4}?(?:fund|funding|scheme|programme|program|grants?|awards?|call|initiative|facility)\b[^.]{0,30}?\b(?:is|are) (?:only |primarily |mainly |exclusively )?(?:available (?:to|for)|designed (?:to support|for)|intended (?:to support|for)|aimed at|targeted at|open to)\s+/i;
function fundIsFor(text: string): boolean {
  const match = FUND_IS_FOR.exec(text);
  return match !== null && RECIPIENT_NOUN.test(text.slice(match.index + match[0].length));
}
/**
 * "Larger or national charities will normally not be considered under this scheme": a kind of
 * applicant that will not be considered (trust and embassy pages), not a late or incomplete
 * application.
 */
const APPLICANT_NOT_CONSIDERED =
  /^(?:[\w-]+,?\s+){0,4}?(?:charit(?:y|ies)|organi[sz]ations|groups|individuals|applicants|companies|businesses|bodies|institutions|enterprises)\b[^.]{0,60}?\b(?:will|would|shall|are|is) (?:normally |usually |generally )?not be (?:considered|funded|supported|accepted)\b/i;
/**
 * A sentence that goes on about the applicants of the sentence before it ("Applicants should
 * also have one year's worth of audited accounts. They should also be directly responsible for
 * …"): the pronoun names who applies.
 */
const PRONOUN_MUST =
  /^(?:they|he or she|she or he)\s+(?:must|should|shall|will need to|need to|have to)(?: also)? (?:not )?(?:be|have|hold|demonstrate|comply)\b/i;
/** An item of a list of refusals that names who ("by political parties", "Directly to individuals"). */
function refusedApplicant(text: string): boolean {
  const rest = text.replace(/^(?:directly )?(?:by|from|to)\s+/i, '');
  return rest !== text && APPLICANT_FIRST.test(rest) && !COST_OF.test(rest);
}
/** A lead-in that ends on whom grants go to ("We don’t make grants to the following:", "Grants are awarded to:"). */
const RECIPIENTS_LEAD_IN =
  /\b(?:grants?|awards?|funding|donations?|funds) (?:(?:will|can|may|are|is|be|not|only|normally|usually|directly|generally|made|given|awarded|provided|available)\s+){0,4}to(?: the following)?(?: (?:organi[sz]ations|bodies|groups|applicants))?\s*:\s*$/i;
/** "University overhead charges", "Church buildings": a cost or a thing of an applicant, not the applicant. */
const COST_OF =
  /^(?:\S+\s+){0,3}?(?:costs?|charges?|fees|overheads?|expenses?|salar(?:y|ies)|buildings?|premises|equipment)\b/i;
/**
 * An item of a list of whom grants go to that names no applicant but what is funded: an activity
 * told as a verb ("Support general operating budgets", "Produce books, films or videos", "Cover
 * deficits already incurred") or a thing ("Basic research", "Endowment funds", "Annual fund
 * drives", "Conferences, seminars, or attendance at same"). Trust and foundation pages write
 * "does not make grants to:" over both kinds; "Individuals", "CICs" or "Religious organizations
 * for sectarian purposes" in the same list are who.
 */
const FUNDED_DEED =
  /^(?:support|produce|cover|pay|purchase|buy|build|fund|finance|sponsor|underwrite|subsidi[sz]e|replace|repay|publish|print|attend|organi[sz]e)\b/i;
const FUNDED_THING =
  /^(?:[\w-]+,?\s+){0,3}?(?:research|funds|drives|campaigns?|appeals?|sponsorships?|conferences?|seminars?|symposi(?:a|um|ums)|projects?|endowments?|deficits?|debts?|loans?|books?|films?|videos?|publications?|trips?|tours?|expeditions?|travel|advertising|lobbying|scholarships?|bursaries|tuition|dinners|galas?|events?|festivals?|budgets?|expenditures?)\b/i;
function namesWhatNotWho(text: string): boolean {
  // "Projects submitted by for-profit organisations" names who, through who submits or leads.
  if (APPLICANT_FIRST.test(text) || RECIPIENT_NOUN.test(text) || SUBMITTED_BY.test(text)) return false;
  return FUNDED_DEED.test(text) || FUNDED_THING.test(text);
}
const AFTER_AWARD =
  /\b(?:successful|grant ?holders?|award holders?|funded (?:projects?|organi[sz]ations?)|acknowledge|reports?|publicity|logo)\b/i;
const AWARDS_MADE = /\b(?:fund|funded|award|awarded|select|selected|support|supported|granted|successful)\b/i;

/**
 * A long rule that names a kind of applicant and then lists examples of it ("An incorporated not
 * for profit organisation including incorporated associations (like …), indigenous corporations,
 * …") is that kind; the citation keeps the examples.
 */
function headOf(given: string): string {
  // "…signatories. -": the dash of the next item, on a line of its own, is no part of this one.
  // "The chief executive, Jane Doe, said the grants are open to …" (a news page): the rule is
  // what was said.
  // "…, and that there is a focus on …" is a second thing said.
  const text = given
    .replace(/\s+[-–—•]$/, '')
    .replace(REPORTED_SPEECH, '')
    .replace(/,\s+and that\s.*$/s, '');
  if (text.split(/\s+/).length <= 25) return text;
  const cut = /,?\s+(?:including|such as|e\.g\.|for example|like)\s/i.exec(text);
  if (cut && text.slice(0, cut.index).split(/\s+/).length >= 3) return text.slice(0, cut.index);
  // "Be able to spend all the grant funding before 31 March 2021, and supply documentary evidence
  // … – these costs should relate to …": a long rule is stated by its first clause; what follows
  // a dash, a bracket, a semicolon or ", and" adds to it.
  // (", and" then a verb or "that": not the last item of a list, "509(a)(2), and 509(a)(3)".)
  for (const clause of text.matchAll(
    /\s+[–—-]\s+|\s+\(|;\s+|,\s+and\s+(?=(?:that|there|it|this|these|supply|provide|submit|send|be|have|has|must|should|will|can|may|is|are)\b)/gi,
  ))
    if (text.slice(0, clause.index).split(/\s+/).length >= 6) return text.slice(0, clause.index);
  return text;
}
/** The speaker of a news page's reported speech, before what was said ("…, said the grants are open to …"). */
const REPORTED_SPEECH =
  /^[^.]{3,100}?\b(?:(?:said|says)(?: that)?|(?:stated|explained|added|noted|announced) that)\s+(?=\S+(?:\s+\S+){3})/i;

const OWN_RULE_LEAD_IN =
  /^\s*(\S.*?\bmust (?:have|hold|be)\b.{3,}?),?\s+and (?:must )?(?:be|meet|satisfy|fall into|have)? ?(?:one|any|all|each|either) of the following\b[^:]*:\s*$/i;

/** A label whose value says who may apply: "Eligibility", "Who can apply", "Eligible countries", "Open to". */
const ELIGIBILITY_LABEL =
  /^(?:eligib(?:le|ility)(?: (?:applicants?|organi[sz]ations?|entities|countries|institutions?|criteria|requirements?|nationalit(?:y|ies)))?|who (?:can|may) apply|open to|applicant types?|eligible to apply)$/i;

/**
 * The value a label gives (offsets within the sentence): a table row "| Eligibility | UK-based
 * charities |" or "Eligible countries: all EU Member States". (A line under such a label is left
 * to the section's rules: it is as often the sub-heading of the sentence after it.)
 */
function labelledValue(sentence: Sentence): [number, number] | null {
  const cells = sentence.cells;
  if (cells && cells.length === 2) {
    const label = tidy(sentence.text.slice(cells[0]!.start, cells[0]!.end)).replace(/:$/, '');
    return ELIGIBILITY_LABEL.test(label) ? [cells[1]!.start, cells[1]!.end] : null;
  }
  if (cells) return null;
  const colon = /^\s*([^:\n]{3,40}):\s+(?=\S)/.exec(sentence.text);
  if (colon && ELIGIBILITY_LABEL.test(colon[1]!.trim())) return [colon[0].length, sentence.text.length];
  return null;
}

/** "The Foundation accepts applications from …", "The Department invites proposals and applications from …". */
const ACCEPTS_FROM =
  /\b(?:accepts|invites|considers)\b[^.:]{0,50}?\b(?:applications|proposals)\s+from\s+|\b(?:applications|proposals) (?:are|will) (?:(?:generally|normally|usually|only) )?(?:be )?(?:accepted|considered|invited) from\s+/i;
/** A word naming who applies, which each item of such a list must have. */
const APPLICANT_NOUN =
  /\b(?:organi[sz]ations?|associations?|groups?|charit(?:y|ies)|bodies|agencies|institutions?|individuals?|companies|businesses|non-?profits?|NGOs?|CSOs?|CBOs?|NPOs?|schools?|universit(?:y|ies)|councils?|trusts?|foundations?|societ(?:y|ies)|enterprises?|cooperatives?|artists?|researchers?|scholars?|students?|candidates?|residents?|communities)\b/i;

/**
 * Who a funder says it accepts applications from, as spans of the list's items (offsets within
 * the sentence): split at commas when every item names an applicant, else the whole tail. Not
 * when the sentence refuses ("does not accept applications from").
 */
function acceptedFrom(text: string): [number, number][] | null {
  const lead = ACCEPTS_FROM.exec(text);
  if (!lead || /\b(?:not|never|no longer)\b/i.test(text.slice(0, lead.index + lead[0].length))) return null;
  const from = lead.index + lead[0].length;
  // "…from scholars who are close to completing their doctorate; however, the grant cannot be
  // awarded until …": the clause after a semicolon is a remark of its own.
  const tail = text
    .slice(from)
    .replace(/;.*$/s, '')
    .replace(/[.;:\s]+$/, '');
  if (!APPLICANT_NOUN.test(tail) || tail.split(/\s+/).length > 40) return null;
  const spans = partsBetween(tail, from, /,\s*(?:(?:and|or)\s+)?/g);
  const items = spans.map(([start, end]) => text.slice(start, end));
  return items.every((item) => APPLICANT_NOUN.test(item) && item.split(/\s+/).length <= 15)
    ? spans
    : [[from, from + tail.length]];
}

/**
 * "The Foundation will not fund the following:", "We do not support:": a list that mixes who and
 * what is not funded. Its items that open with who applies ("Organizations whose main activity is
 * fundraising", "Foundations") are rules; activities and costs are not.
 */
const NOT_FUNDED_LEAD_IN =
  /\b(?:will not|won[’']t|do not|does not|don[’']t|doesn[’']t|cannot|can[’']t|are unable to|is unable to) (?:(?:generally|normally|usually|currently) )?(?:fund|support|consider|accept applications|give (?:grants|funding) to|make (?:grants|awards) (?:to|for))\b|\b(?:are|is) (?:very )?unlikely to (?:fund|support)\b|\bdecline (?:requests|applications|proposals)\b|\b(?:grants?|funding|awards?) (?:will|are|is|can) (?:not|never) (?:(?:usually|normally|generally) )?(?:be )?(?:made|given|awarded|provided|available) (?:for|to)\b|\bno (?:grants?|funding|awards?) (?:will be|are|is|can be) (?:made|given|awarded|provided)\b/i;
const APPLICANT_FIRST =
  /^(?:(?!(?:that|which|who|for|to|of|in|with|benefit\w*|support\w*|activit\w*|projects?|work|costs?|events?|services?|programmes?|programs?)\b(?!-))[\w-]+\s+){0,2}(?:organi[sz]ations?|associations?|groups?|charit(?:y|ies)|bodies|agencies|institutions?|individuals?|companies|businesses|non-?profits?|NGOs?|CSOs?|CBOs?|schools?|universit(?:y|ies)|councils?|trusts?|foundations?|societ(?:y|ies)|enterprises?|cooperatives?|churches|political parties|parties|applicants?)\b/i;

/** "Projects submitted by for profit, commercial organizations": who submits is who may not apply. */
const SUBMITTED_BY =
  /^(?:[\w-]+ )?(?:projects?|applications?|proposals?|requests?) (?:(?:can|may) (?:only )?be )?(?:submitted|proposed|led|made) by\b[^.]{0,60}\b(?:organi[sz]ations?|entit(?:y|ies)|companies|businesses|individuals?|groups?|bodies|agencies|institutions?|applicants?|NGOs?|CSOs?|universit(?:y|ies))\b/i;

/** Whether the line a sentence stands on goes on to end in a question mark. */
function endsInQuestion(sentence: Sentence): boolean {
  const lineEnd = sentence.source.indexOf('\n', sentence.end);
  const rest = sentence.source.slice(sentence.end, lineEnd < 0 ? undefined : lineEnd);
  return /\?\s*$/.test(rest) && rest.trim().length > 0;
}

/** A lead-in of a list of what may or may not be funded ("The following types of programs are not eligible:"). */
const WHAT_LEAD_IN =
  /^(?:the following |these )?(?:(?:types?|kinds?) of )?(?:[\w-]+ )?(?:programs?|programmes?|projects?|activities|costs?|expenses?|items?|events?|themes?|areas?)\b(?![^:]*\b(?:organi[sz]ations?|applicants?|entities|groups)\b)/i;

/**
 * A lead-in of a list of what the money is for, not who may apply ("We fund:", "Grants can be used
 * for:", "Our priority areas are:", "We are looking for projects that:"), written under or next to
 * a heading of who may apply on community-foundation and trust pages.
 */
const FUNDED_LEAD_IN =
  /\b(?:we|the (?:trust|foundation|fund|council|committee)) (?:will |can |may |would |also |normally |usually )*(?:fund|support|consider funding|pay for|prioriti[sz]e)\b(?! (?:applications|organi[sz]ations|groups|applicants|charities|individuals)\b)|\b(?:grants?|funding|money|awards?|the fund) (?:can|may|will|must|could) (?:only )?be (?:used|spent)\b|\b(?:priority|priorities|funding) (?:areas?|themes?|outcomes?)\b|\bexamples? of (?:(?:the )?(?:projects?|activities|things|what|costs?|work))\b|\b(?:looking|interested) (?:for|in) (?:projects?|activities|ideas|work)\b|\bwhat we (?:will )?(?:fund|support)\b|\b(?:one|any|each|all) of the following (?:[\w-]+ )?(?:categories|areas|themes|priorities|sectors|fields|outcomes|purposes|objectives)\b/i;
/**
 * A list of conditions on costs, not on who applies: its lead-in names costs ("In general, only the
 * following expenses can be accepted for reimbursement:"), its paragraph opens on them ("Eligible
 * costs are the costs defined as direct or indirect costs … They shall fulfil the following
 * conditions:" then "Be actual"), or it stands in a section of the budget or the financial rules
 * ("Section D: Budget & Financial eligibility rules"). Seen in formal calls' financial sections
 * (a research agency's guide, an international organisation's co-sponsorship rules).
 */
const COST_LEAD_IN = /\b(?:costs?|expenses?|expenditures?)\b[^:]*:\s*$/i;
const COST_PARAGRAPH =
  /^(?:the )?(?:eligible|ineligible|allowable|admissible|direct|indirect) (?:costs?|expenses?|expenditures?)\b/i;
const COST_HEADING = /\b(?:budget|costs?|expenses?|expenditures?|financial (?:rules|eligibility))\b/i;
/**
 * A list of what a proposal must meet to be admissible ("A proposal will only be considered
 * eligible if it meets all of the following conditions:" then "It is complete", "The Applications
 * shall fulfil the following eligibility criteria:" then "Compliance to the Plan of Action"): the
 * submission's conditions, not the applicant's, unless an item opens with who applies.
 */
const PROPOSAL_LEAD_IN =
  /^(?:an? |the |each |all |any )?(?:applications?|proposals?)\b[^:]{0,80}\b(?:conditions|criteria|requirements)\b[^:]{0,20}:\s*$/i;

/**
 * Whether a sentence under a heading of who may apply is about the applicant: it names who applies
 * (SUBJECT) or states a condition only an applicant can meet ("be registered", "be based in",
 * "have a bank account", "be aged 18"). A sentence about the project, the money or the process
 * ("Projects may last up to a year", "Funding can be used for equipment") states no rule of who.
 */
const APPLICANT_PREDICATE =
  /\binvit(?:e|ation)-only\b|\bby invitation only\b|\b(?:be|been|being|are|is) (?:a |an )?(?:registered|constituted|incorporated|based|located|established|aged|resident|over|under|legally|not-for-profit|non-?profit|charitable|voluntary|community-led|properly)\b|\bha(?:ve|s|ving) (?:a |an |its own |their own |your own )?(?:(?:governing|written|formal) )?(?:bank (?:or building society )?account|constitution|governing document|committee|board|charity number|ABN|safeguarding|equal opportunities)\b|\b(?:located|based) (?:in|within)\b|\boperat(?:e|es|ing) (?:in|within)\b|\b(?:live|lives|work|works|reside|resides) in\b/i;
/** An item that is an activity, a cost or a theme ("Running costs", "Equipment", "Supporting older people"). */
const FUNDED_ITEM =
  /^(?!(?:being|having)\b)[A-Za-z]+ing\b|^(?:the )?(?:(?:core|running|capital|staff|salary|volunteer|travel|project|start-?up|overhead|general|equipment|revenue) )*(?:costs?|expenses?|equipment|salaries|activities|events?|training|workshops?|refurbishment|repairs?|materials|venue hire|publicity|transport)\b/i;

/** An FAQ's question about who may apply, which its "Yes, if …" or "No." answers. */
const APPLY_QUESTION =
  /\bcan (?:a|an|my|our|the)\b[^?]{0,80}?\bapply\b|\bcan (?:i|we|you|they) (?:still |also )?(?:apply|re-?apply) (?:again|if|as|when|while|even|though|before|after|with|using|from|because)\b|\bapply again\b|\b(?:am i|are we|are they|is (?:my|our|the) [\w-]+(?: [\w-]+)?) (?:still )?eligible\b|\bdo(?:es)? (?:i|we|it|my|our)\b[^?]{0,40}\bhave to be\b/i;

/** A question that states a condition on the applicant in a self-check ("Are you a registered charity?"). */
const CONDITION_QUESTION =
  /^(?:are you|is your (?:organi[sz]ation|group|charity|institution|project|company|business)|do you (?:have|hold|work|operate|live)|does your (?:organi[sz]ation|group|charity|institution|project|company|business))\b/i;

/**
 * Rules written in a bracket ("We welcome applications from groups and organisations
 * (organisations must be not for profit and statutory organisations may not apply)"), as spans
 * within the text: each part that names who applies and requires or refuses.
 */
function bracketRules(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const group of text.matchAll(/\(([^()]{10,240})\)/g)) {
    const from = group.index + 1;
    const inner = group[1]!;
    const parts = partsBetween(
      inner,
      from,
      /,?\s+and\s+(?=(?:[\w-]+\s+){1,3}(?:must|may not|cannot|can[’']t|can not|are not|is not)\b)/g,
    );
    for (const [start, end] of parts) {
      const part = text.slice(start, end);
      if (
        SUBJECT.test(part) &&
        (INELIGIBLE.test(part) || /\bmust (?:not )?(?:be|have|hold)\b/i.test(part)) &&
        !COSTS.test(part) &&
        !MECHANICS.test(part)
      )
        spans.push([start, end]);
    }
  }
  return spans;
}

export function extractEligibility(
  sentences: readonly Sentence[],
  language: Language = languageOfCall(sentences),
): EligibilityRule[] {
  const rules: EligibilityRule[] = [];
  const seen = new Set<string>();
  // A call in another language: its rules from that language's cue words, then the English rules
  // below for what they still find (an English name, a quoted English sentence).
  const cues = eligibilityCues(language);
  if (cues)
    for (const rule of foreignEligibility(sentences, cues)) {
      seen.add(rule.text.toLowerCase());
      rules.push(rule);
    }
  // An item ending in a colon, which introduces the items after it ("- The following types of
  // programs are not eligible for funding:").
  let itemLeadIn: string | null = null;
  // Whether the sentence before gave a rule ("They should also be …" goes on about its applicants).
  let ruleCount = rules.length;
  // An FAQ's question about who may apply ("Can a student who has not finished their PhD apply?",
  // "Can I apply again?") and a bare "Yes, if …" or "No." answer under it: the two together state
  // the rule, which the answer alone does not.
  let question: string | null = null;
  let answer: { sentence: Sentence; text: string; question: string; count: number } | null = null;
  /** A hard rule cited by its span of the sentence, once per wording. */
  const addSpanRule = (
    sentence: Sentence,
    [start, end]: [number, number],
    text: string,
    applies: EligibilityRule['applies'],
  ) => {
    if (seen.has(text.toLowerCase())) return;
    seen.add(text.toLowerCase());
    rules.push({ text, applies, hard: true, citation: citeWithin(sentence, start, end) });
  };
  const settleAnswer = () => {
    if (answer && rules.length === answer.count) {
      const rule = `${answer.question} ${answer.text}`;
      if (!seen.has(rule.toLowerCase())) {
        seen.add(rule.toLowerCase());
        rules.push({
          text: rule,
          applies: /^no\b/i.test(answer.text) ? 'ineligible' : 'eligible',
          hard: !PREFERENCE.test(answer.text),
          citation: citeSentence(answer.sentence),
        });
      }
    }
    answer = null;
  };
  for (const given of sentences) {
    const sentence = itemLine(given);
    settleAnswer();
    const previousRule = rules.length > ruleCount;
    ruleCount = rules.length;
    if (sentence.isHeading) {
      itemLeadIn = null;
      question = APPLY_QUESTION.test(sentence.text) && !MONEY.test(sentence.text) ? tidy(sentence.text) : null;
      continue;
    }
    const text = sentence.listItem ? itemText(sentence.text) : tidy(sentence.text);
    if (/\?\s*$/.test(text)) question = APPLY_QUESTION.test(text) && !MONEY.test(text) ? text : null;
    else if (question && !endsInQuestion(sentence)) {
      // A bare "Yes." allows without a condition ("Can I apply again? Yes."): no rule to state.
      if (/^no\b|^yes\b[,.;:–—-]?\s*(?:if|providing|provided|as long as|so long as|but|unless|only|when)\b/i.test(text))
        answer = { sentence, text, question, count: rules.length };
      question = null;
    }
    const ownLeadIn = itemLeadIn;
    if (!sentence.listItem) itemLeadIn = null;
    else if (/:\s*$/.test(text)) itemLeadIn = text;
    const heading = sentence.heading;
    // "…unlikely to be considered unless there are strong mitigating circumstances, such as:", then
    // "a severe illness": examples of a circumstance, not rules; examples of applicants ("Entities
    // such as:") are read below.
    const nearestLeadIn = sentence.listItem ? (ownLeadIn ?? sentence.leadIn ?? '') : '';
    const examples = EXAMPLES_LEAD_IN.exec(nearestLeadIn);
    if (examples && !APPLICANT_NOUN.test(examples[1]!) && !SUBJECT.test(examples[1]!)) continue;
    // An indented title line without a mark inside a bulleted list ("  Organisations we do not
    // fund", "  Eligible Not for Profit organisations") heads what follows it; it is no rule.
    if (
      sentence.listItem &&
      /^\s*\n?[ \t]+\S/.test(sentence.text) &&
      !/^\s*[•▪◦·●○■□➢►✓✔*\u2022\u2013-]/.test(sentence.text) &&
      !/[.;:!?]\s*$/.test(text) &&
      !MODAL.test(text) &&
      text.split(/\s+/).length <= 6 &&
      looksLikeHeading(text)
    )
      continue;
    // A sentence of a question on its line ("We have been operating for six years but have only
    // just registered. Can we apply now?") is part of an FAQ's question, not its answer.
    if (!sentence.listItem && !/\?\s*$/.test(text) && endsInQuestion(sentence)) continue;
    // A question ("Who can apply?") asks; it states no rule. In a section of who may apply, one
    // that asks about the applicant ("Are you a registered charity?") states a condition.
    if (/\?\s*$/.test(text)) {
      if (
        HEADING.test(heading) &&
        CONDITION_QUESTION.test(text) &&
        // "Does your organisation fall under one of these types?" asks about the list below it.
        !/\b(?:these|the following|the below|below)\b/i.test(text) &&
        !MONEY.test(text) &&
        !/\b(?:months?|years?|weeks?|need|require)\b/i.test(text) &&
        !seen.has(text.toLowerCase())
      ) {
        seen.add(text.toLowerCase());
        rules.push({ text, applies: 'eligible', hard: true, citation: citeSentence(sentence) });
      }
      continue;
    }
    const value = labelledValue(sentence);
    if (
      value &&
      !COSTS.test(text) &&
      !(MONEY.test(text) && !THRESHOLD.test(text)) &&
      // "Eligibility: see the guidance notes" points elsewhere; it states no rule.
      !/\b(?:see|read|refer to|visit|check|click|guidance|website|page|section|below|above)\b/i.test(
        sentence.text.slice(value[0], value[1]),
      )
    ) {
      const spans = listSpans(sentence.text, value[0], value[1]) ?? [value];
      for (const span of spans) {
        const rule = tidy(sentence.text.slice(...span)).replace(/[.;]$/, '');
        if (rule.length >= 3) addSpanRule(sentence, span, rule, 'eligible');
      }
      continue;
    }
    const accepted = acceptedFrom(sentence.text);
    if (accepted) {
      for (const span of accepted) {
        const rule = tidy(sentence.text.slice(...span)).replace(/^(?:and|or)\s+/i, '');
        // "accepted from eligible researchers who …" restates eligibility without a rule.
        if (!/^eligible\b/i.test(rule)) addSpanRule(sentence, span, rule, 'eligible');
      }
      continue;
    }
    // A sentence run on after an item's first ("• Universities. Only one application per
    // institution.") is a rule only when it says so itself, not for standing in the list.
    const remark = sentence.listItem && continuesItem(sentence);
    const listItem = sentence.listItem && !remark;
    const mechanics =
      MECHANICS.test(text) &&
      // "Projects submitted by for profit organizations" names who submits, not how.
      !(SUBMITTED_BY.test(text) && !MECHANICS.test(text.replace(/\bsubmitted by\b/gi, ''))) &&
      // "Applicants must hold a PhD by the application deadline" is a rule about the applicant.
      !(
        /\bdeadline\b/i.test(text) &&
        !MECHANICS.test(text.replace(/\bdeadline\b/gi, '')) &&
        // …or must not have resided in the country for 12 months before it, or should have lived in
        // the region for a year before it; "Completed forms must
        // be supplied by the deadline date" says when the application is sent.
        /\b(?:must|should) (?:not )?(?:be|have|hold)\b/i.test(text) &&
        !/\b(?:must|should) (?:be|have been) (?:supplied|submitted|received|sent|returned|delivered|uploaded|lodged|completed|made|filed)\b/i.test(
          text,
        )
      ) &&
      // "…an organisation deemed exempt under Charity Commission guidance": the guidance defines the status.
      !(
        /\b(?:under|in line with|according to|as defined (?:by|in))\s+(?:[\w-]+\s+){0,4}guidance\b/i.test(text) &&
        !MECHANICS.test(text.replace(/\bguidance\b/gi, ''))
      ) &&
      // "You cannot apply if you have an overdue grant report", "Applicant must have submitted all
      // final reports for past Commission grants": a report owed on an earlier grant is about the applicant.
      !(
        (/\b(?:overdue|outstanding|late)\s+(?:\w+\s+)?reports?\b/i.test(text) || PRIOR_GRANT_REPORT.test(text)) &&
        !MECHANICS.test(text.replace(/\breports?\b/gi, ''))
      );
    // A list item may be one word ("Schools" under "Who is not eligible").
    if (text.length < (listItem ? 4 : 8) || text.length > 600 || COSTS.test(text) || mechanics) continue;
    // Judged on its first sentence: a list item may run on into a remark ("…only one application.
    // However, please note that the assessment will consider …").
    if (
      NOT_A_RULE.test(text.split(/(?<=[.;])\s+/)[0]!) ||
      NOT_A_RULE_OF_WHO.test(text) ||
      RESTATES_ELIGIBILITY.test(text) ||
      BARE_VERDICT.test(text) ||
      PROJECT_AIM.test(text) ||
      (sentence.listItem && PROJECT_AIM_LEAD_IN.test(sentence.leadIn ?? ownLeadIn ?? '') && AIM_ITEM.test(text)) ||
      DATE_ONLY.test(text) ||
      ADVICE_OR_DISCRETION.test(text) ||
      FUNDER_DISCRETION.test(text) ||
      PART_OF_APPLICATION.test(text) ||
      (text.length <= 60 && TITLE_ONLY.test(text)) ||
      // "Your application", "Your organisation": a page's sub-heading run on after a list.
      /^(?:your|our) (?:applications?|organi[sz]ations?|projects?|groups?|proposals?|eligibility)$/i.test(text)
    )
      continue;
    // A figure of money says how much may be asked for, unless it is a threshold on the applicant.
    if (MONEY.test(text) && !THRESHOLD.test(text) && !INELIGIBLE.test(text)) {
      // "…grants offer up to $4,000 for individuals or organizations to support …": the sum is the
      // award's, the noun phrase after it says who may apply.
      for (const span of offeredTo(sentence.text)) {
        addSpanRule(sentence, span, tidy(sentence.text.slice(...span)), 'eligible');
      }
      continue;
    }
    // "How much can I apply for?", "What activities are not eligible?": a heading that names the
    // rules' section but asks about money, time, the process or what is funded.
    const headingIsRules = HEADING.test(heading);
    const inSection = headingIsRules && !ABOUT_WHAT.test(heading);
    // "What is a Not for Profit Organisation?": a definition of a term, not rules of who applies.
    if (DEFINITION_HEADING.test(heading) && !headingIsRules) continue;
    const leadIn = sentence.leadIn ?? '';
    // "The following types of programs are not eligible for funding:": what is funded, not who
    // (the lead-in may be an item of the list itself, ending in a colon).
    if (
      sentence.listItem &&
      (WHAT_LEAD_IN.test(sentence.leadIn ?? ownLeadIn ?? '') ||
        FUNDED_LEAD_IN.test(sentence.leadIn ?? ownLeadIn ?? '')) &&
      !SUBMITTED_BY.test(text) &&
      !APPLICANT_FIRST.test(text)
    )
      continue;
    if (
      sentence.listItem &&
      !APPLICANT_FIRST.test(text) &&
      (COST_LEAD_IN.test(sentence.leadIn ?? ownLeadIn ?? '') ||
        COST_PARAGRAPH.test(sentence.leadInParagraph ?? '') ||
        COST_HEADING.test(heading) ||
        PROPOSAL_LEAD_IN.test(sentence.leadIn ?? ownLeadIn ?? ''))
    )
      continue;
    // "We are unable to accept applications for funding:" then "for medical research": what is
    // refused, not who; "by political parties" in the same list is who.
    const refusal = listItem && NOT_FUNDED_LEAD_IN.test(leadIn || ownLeadIn || '');
    if (refusal && /^for\b(?!-)/i.test(text)) continue;
    let applies: EligibilityRule['applies'] | null = null;
    // "We do not fund individuals or medical research": the applicants refused, not the activities.
    const refused = refusedApplicantsOf(sentence.text);
    if (refused) {
      // The refusal's own words go before each part ("the Trust does not support political parties
      // or lobby groups"), as a reader states it; the citation is the part.
      const refusalWords = tidy(sentence.text.slice(0, refused.refusalEnd)).replace(/^[A-Za-z]+:\s*/, '');
      for (const span of refused.parts) {
        const part = tidy(sentence.text.slice(...span)).replace(/^(?:and|or)\s+/i, '');
        addSpanRule(sentence, span, `${refusalWords} ${part}`, 'ineligible');
      }
      continue;
    }
    const grantee = grantsTo(text);
    if (grantee) applies = grantee;
    else if (refusal && refusedApplicant(text) && text.split(/\s+/).length <= 25) applies = 'ineligible';
    // "We don’t make grants to the following:", "Grants will not be awarded to:": the lead-in says
    // its items are whom the grants go to, so each is a kind of applicant ("CICs", "Hospices,
    // hospitals, nursing homes"), unless it is a cost or an activity.
    else if (
      listItem &&
      RECIPIENTS_LEAD_IN.test(leadIn || ownLeadIn || '') &&
      // "The application process": a title run on after the list, not a kind of applicant.
      !/^(?:for|towards|on|the)\b/i.test(text) &&
      !FUNDED_ITEM.test(text) &&
      !COST_OF.test(text) &&
      !namesWhatNotWho(text) &&
      !MODAL.test(text) &&
      text.split(/\s+/).length <= 25
    )
      applies = refusal || INELIGIBLE.test(leadIn || ownLeadIn || '') ? 'ineligible' : 'eligible';
    // "Private foundations as defined under Section 509(a) are not eligible to apply": the cue says
    // who may not apply, whatever the subject is called.
    else if (
      INELIGIBLE.test(text) &&
      (SUBJECT.test(text) ||
        inSection ||
        /\b(?:not eligible|ineligible|not permitted|not allowed) to apply\b|\b(?:cannot|can[’']t|may not) submit (?:an? )?(?:proposals?|applications?)\b/i.test(
          text,
        ))
    )
      applies = 'ineligible';
    else if (
      /\bmust not\b|\bonly\b(?! (?:to (?:cover|fund|support|pay|help|be used)|for|be used)\b)/i.test(text) &&
      SUBJECT.test(text)
    )
      applies = 'eligible';
    else if (APPLICATION_LIMIT.test(text) && !AWARDS_MADE.test(text)) applies = 'eligible';
    else if (REAPPLY.test(text))
      applies = /\b(?:cannot|can[’']t|may not|must not)\b/i.test(text) ? 'ineligible' : 'eligible';
    // A bulleted sentence with no lead-in over it ("• Artists should have lived in the region for a
    // year before the deadline.") says it as prose does.
    else if (
      APPLICANT_MUST.test(text) &&
      !AFTER_AWARD.test(text) &&
      (!listItem || (!leadIn && !ownLeadIn && /\.\s*$/.test(text) && text.split(/\s+/).length >= 6))
    )
      applies = 'eligible';
    // An item that is a whole sentence ("- Grants may be made to non-governmental, not-for-profit
    // organizations.") says it as prose does.
    else if (GRANTS_MADE_TO.test(text) && (!listItem || (/\.\s*$/.test(text) && text.split(/\s+/).length >= 6)))
      applies = 'eligible';
    // Under a heading of who may apply, or with the fund named as the subject ("The fund is
    // available to community groups, …" under "What is needed for a grant").
    else if (fundIsFor(text) && (headingIsRules || /^(?:the|this|our) /i.test(text))) applies = 'eligible';
    else if (APPLICANT_NOT_CONSIDERED.test(text)) applies = 'ineligible';
    else if (PRONOUN_MUST.test(text) && !listItem && previousRule) applies = 'eligible';
    else if (EXPECTS_APPLICANTS.test(text) && !AFTER_AWARD.test(text)) applies = 'eligible';
    else if (ROLE_ALLOWED.test(text) && !listItem) applies = 'eligible';
    else if (
      ELIGIBLE.test(text) &&
      SUBJECT.test(text) &&
      // "Eligible applicants may submit their proposals …": what applicants do, not who they are.
      !statesDuty(text) &&
      (inSection ||
        /\beligib|\bapply\b|\bopen to\b|\bapplicants?\b|\b(?:can|may) (?:only )?be (?:submitted|filed) by (?!(?:e-?mail|post|hand|fax|courier|the deadline|midnight|noon|\d))|^(?:any |all |the )?(?:supported |funded )?projects? must\b|^(?:(?:yes|no)[.,]\s+)?(?:you|your (?:organi[sz]ation|group|charity)) (?:must|will need to|need to) (?:be|have|hold)\b(?! (?:read|logged|signed|already|submitted|been|received|applied|completed)\b)/i.test(
          text,
        ))
    )
      applies = 'eligible';
    else if (inSection && PREFERENCE.test(text) && !sentence.listItem && !PREFERS_WORK.test(text)) applies = 'eligible';
    else if (/\b(?:encouraged|welcome[ds]?|invited) to apply\b/i.test(text) && SUBJECT.test(text)) applies = 'eligible';
    // "Preference is given to National or West Midlands charities"; "Applications should be led by
    // early career colleagues": who applies, outside a section of eligibility too.
    else if (/\b(?:preference|priority) (?:is|will be|may be) given to\b/i.test(text) && SUBJECT.test(text))
      applies = 'eligible';
    else if (/^(?:all |the )?(?:applications?|proposals?|projects?) (?:must|should) be led by\b/i.test(text))
      applies = 'eligible';
    else if (
      PREFERENCE.test(text) &&
      /\b(?:applications?|applicants?|proposals?|submissions?) from\b|\breserved for\b/i.test(text)
    )
      applies = 'eligible';
    else if (
      inSection &&
      !sentence.listItem &&
      MODAL.test(text) &&
      !/:\s*$/.test(text) &&
      (SUBJECT.test(text) || APPLICANT_PREDICATE.test(text) || /\beligib|\bapply\b|\bapplicants?\b/i.test(text)) &&
      // "The grant must be used for projects located in Malaysia only": where the work happens limits who applies.
      (!FUNDED_LEAD_IN.test(text) || /\b(?:located|based|take place|delivered) in\b/i.test(text)) &&
      // "Your host organisation must confirm details about your contract" is a duty of applying: the
      // modal clause must have the applicant as its subject, or say who applies or where.
      (modalClauses(text).length === 0 ? APPLICANT_PREDICATE.test(text) : statesWhoMayApply(text))
    )
      applies = 'eligible';
    else if (
      listItem &&
      leadIn &&
      !COSTS.test(leadIn) &&
      (HEADING.test(leadIn.toLowerCase()) || RULE_LEAD_IN.test(leadIn)) &&
      !/\b(?:submit|include|attach|upload|provide|supply|send|documents?|documentation|checklist|to hand)\b/i.test(
        leadIn,
      ) &&
      // "To be eligible … you must meet the following criteria:" then "funding recipients are
      // required to provide proof of use of the funding", "the applicant must spend and acquit any
      // approved funds within eight weeks": a council's terms mix duties of the grant into the list.
      !statesDuty(text) &&
      // "The following are not eligible:" then "Basic research": what is not funded, not who.
      !(INELIGIBLE.test(leadIn) && namesWhatNotWho(text))
    )
      applies = INELIGIBLE.test(leadIn) ? 'ineligible' : 'eligible';
    else if (
      listItem &&
      (NOT_FUNDED_LEAD_IN.test(leadIn) || /\bnot funded\b/i.test(leadIn)) &&
      !RULE_LEAD_IN.test(leadIn) &&
      ((APPLICANT_FIRST.test(text) && !COST_OF.test(text)) || SUBMITTED_BY.test(text)) &&
      text.split(/\s+/).length <= 20
    )
      applies = 'ineligible';
    // "- The recipient must be a:" then "- Qualified donee;": the nearest lead-in is an item of the
    // list itself, under another lead-in; its short items are the kinds of applicant it asks for.
    else if (
      listItem &&
      ownLeadIn &&
      ownLeadIn !== sentence.leadIn &&
      RULE_LEAD_IN.test(ownLeadIn) &&
      !/\b(?:submit|include|attach|upload|provide|documents?)\b/i.test(ownLeadIn) &&
      !MODAL.test(text) &&
      text.split(/\s+/).length <= 15
    )
      applies = INELIGIBLE.test(ownLeadIn) ? 'ineligible' : 'eligible';
    else if (
      headingIsRules &&
      !inSection &&
      listItem &&
      !leadIn &&
      APPLICANT_FIRST.test(text) &&
      text.split(/\s+/).length <= 20
    )
      applies = /\bnot eligible|ineligible|not fund/.test(heading) ? 'ineligible' : 'eligible';
    else if (
      inSection &&
      listItem &&
      // Under "Who can apply", a list of what the grants are for is not a list of rules; a lead-in
      // that names applicants and gives examples ("Entities that engage diverse audiences,
      // including:") is one.
      (!leadIn ||
        RULE_LEAD_IN.test(leadIn) ||
        INELIGIBLE.test(leadIn) ||
        (/\b(?:entit(?:y|ies)|organi[sz]ations|applicants|bodies|institutions)\b/i.test(leadIn) &&
          /\b(?:including|such as|include|includes)(?: (?:any|one|all|each) of)?(?: the following)?\s*:\s*$/i.test(
            leadIn,
          ))) &&
      !/:\s*$/.test(text) &&
      !/\b(?:submit|attach|upload)\b/i.test(text) &&
      !statesDuty(text) &&
      // "Running costs", "Supporting older people": what is funded, listed under the heading.
      !(FUNDED_ITEM.test(text) && !APPLICANT_FIRST.test(text) && !SUBJECT.test(text))
    )
      // "Grants will not be awarded to:" under "Eligibility criteria" lists who may not apply.
      applies =
        /\bnot eligible|ineligible|exclusions|cannot apply|can[’']t apply|who we don[’']t fund|not fund/.test(
          heading,
        ) ||
        INELIGIBLE.test(leadIn) ||
        NOT_FUNDED_LEAD_IN.test(leadIn)
          ? 'ineligible'
          : 'eligible';
    // Under "Exclusions" or after "The following are not eligible:", a list mixes who and what is not funded ("Basic
    // research", "Annual fund drives", "Individuals"): only the items that name who are rules.
    if (applies === 'ineligible' && listItem && namesWhatNotWho(text)) applies = null;
    for (const [start, end] of bracketRules(sentence.text)) {
      const rule = tidy(sentence.text.slice(start, end));
      if (seen.has(rule.toLowerCase())) continue;
      seen.add(rule.toLowerCase());
      rules.push({
        text: rule,
        applies: INELIGIBLE.test(rule) ? 'ineligible' : 'eligible',
        hard: true,
        citation: citeWithin(sentence, start, end),
      });
    }
    if (!applies) continue;
    if (/:\s*$/.test(text)) {
      // "To apply you must have an ABN and be one of the following entities:": the lead-in states
      // a rule of its own before the list.
      const own = OWN_RULE_LEAD_IN.exec(sentence.text);
      if (own && applies === 'eligible' && !seen.has(own[1]!.toLowerCase())) {
        seen.add(own[1]!.toLowerCase());
        const start = sentence.text.indexOf(own[1]!);
        rules.push({
          text: tidy(own[1]!),
          applies,
          hard: true,
          citation: citeWithin(sentence, start, start + own[1]!.length),
        });
      }
      continue;
    }
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const hard =
      !PREFERENCE.test(text) &&
      !(listItem && PREFERENCE.test(leadIn)) &&
      // "We are very unlikely to fund the following:", "Grants are not usually made for:".
      !(listItem && /\bunlikely\b|\bnot (?:usually|normally|generally)\b/i.test(leadIn || ownLeadIn || '')) &&
      !/\bwill (?:normally|usually|generally) not be\b/i.test(text) &&
      // "Applications should be led by …" asks, "must be led by" requires.
      !/^(?:all |the )?(?:applications?|proposals?|projects?) should be led by\b/i.test(text) &&
      // "Principal Investigators should be able to demonstrate a track record" asks too.
      !(
        /\bshould (?:also )?be able to\b|\bshould have already\b/i.test(text) && !/\b(?:must|shall|only)\b/i.test(text)
      );
    // A list in one sentence may sit in a list item too (a line run on after the last bullet).
    const items = inlineItems(sentence.text);
    if (items) {
      for (const [start, end] of items)
        rules.push({
          text: tidy(sentence.text.slice(start, end)),
          applies,
          hard,
          citation: citeWithin(sentence, start, end),
        });
      continue;
    }
    // "…is a nonprofit organization and has already received a booking": two rules, two citations.
    const clauses = listItem ? [] : clausesOf(sentence.text);
    if (clauses.length > 1) {
      for (const [start, end] of clauses)
        rules.push({
          text: tidy(sentence.text.slice(start, end)),
          applies,
          hard,
          citation: citeWithin(sentence, start, end),
        });
    } else {
      rules.push({ text: headOf(text), applies, hard, citation: citeSentence(sentence) });
    }
  }
  settleAnswer();
  return rules;
}
