import { MECHANICS } from './eligibility-cues';
import { SUBMITTED_BY } from './grant-recipients';
import type { Sentence } from './segment';
/**
 * Sentences near rules of who may apply that state none: how to apply, what happens after,
 * advice, a bare verdict, what the project must do, a title, a date.
 */

/**
 * Sentences about applying that state no rule of who may apply: registering in a submission
 * system ("Applicants must be registered in elan prior to submitting"), what assessors will
 * consider, what the proposal must demonstrate (a criterion), and a table of contents' titles
 * ("Eligible Applicants", "Other - Special Eligibility Criteria").
 */
export const NOT_A_RULE =
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
export const NOT_A_RULE_OF_WHO =
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
export const RESTATES_ELIGIBILITY =
  /^(?:(?:apply only if|check (?:that )?|confirm (?:that )?|ensure (?:that )?|make sure (?:that )?)\s*)?(?:you|your (?:organi[sz]ation|group|project|application)|the applicant)\s+(?:are|is|meet|meets|fulfil|fulfils|satisf(?:y|ies))\s+(?:eligible|(?:all )?(?:of )?(?:the |our )?(?:eligibility )?(?:criteria|requirements))(?:\s+(?:to apply|before you (?:apply|send|submit)\b.*|for (?:this|the|our|funding)\b[^.;]{0,40}))?\s*[.;]?$/i;
/**
 * An eligibility quiz's or FAQ's answer that only says whether one is eligible, its condition being
 * the question ("Yes – You may not be eligible to apply.", "No – You are eligible to apply.", "Yes –
 * It’s unlikely that you’ll be eligible to apply.", "Your proposal is therefore unlikely to be
 * eligible – please check the focus of the call"): without the question it states no rule.
 */
export const BARE_VERDICT =
  /^(?:(?:yes|no)\s*[,.–—-]\s*)?(?:(?:it[’']?s|it is) (?:(?:very |therefore |highly )?(?:un)?likely) that )?(?:you|you[’']ll|your (?:organi[sz]ation|group|project|proposal|application))\s+(?:(?:are|is|will|may|might|would)(?: not)?(?: therefore)?(?: (?:very |highly )?(?:un)?likely to)?\s+)?(?:be\s+)?(?:eligible|ineligible)(?: to apply)?\s*(?:[.;]|\s[–—-]\s.*)?$/i;
/** A date on a line of its own ("Last updated:" then "10 Jan 2019"): a page's metadata, no rule. */
export const DATE_ONLY =
  /^(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?\d{4}\.?$|^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\.?$/i;
/**
 * What the project or the application must do or be for, not who applies ("To be eligible for a
 * grant, projects must promote the process of transformation …", "requests must be for non-profit
 * community-based purposes", "applications must:" then "demonstrate a purpose that is in the public
 * interest"): an aim or a criterion of the work, seen on council, embassy and trust pages.
 */
export const PROJECT_AIM =
  /^(?:to be eligible\b[^,]{0,40},\s*)?(?:the |all |any |each |your )?(?:proposed )?(?:projects?|applications?|proposals?|requests?|activities)\s+(?:must|should|need to|are required to)(?: also| clearly)? (?:demonstrate|show|promote|contribute|address|align|adhere|deliver|achieve|be for)\b/i;
export const PROJECT_AIM_LEAD_IN =
  /\b(?:projects?|applications?|proposals?|requests?|activities)\s+(?:must|should|need to)(?: also)?\s*:\s*$/i;
export const AIM_ITEM = /^(?:demonstrate|show|promote|contribute|address|align|adhere|deliver|achieve|be for)\b/i;
export const ADVICE_OR_DISCRETION =
  /\bplease consider\b|\b(?:should|must|need to|will want to) (?:first )?(?:make sure|check|ensure|confirm|double[- ]check)(?: that)? (?:you|your (?:organi[sz]ation|group|project))(?: or your (?:organi[sz]ation|group))? (?:are|is) eligible\b|^(?:check out|see|refer to|click)\b[^.]{0,80}\b(?:section|page|guidance|guide|website|link)\b|\b(?:we|the (?:trust|foundation|fund|council|trustees|committee|panel|funder)) will (?:tell|let you know|inform|notify|write to|contact|email) (?:you|applicants?)\b|\b(?:receive|get) (?:many |far |a lot |significantly )?more applications than\b|\bhave to (?:reject|decline|turn down)\b/i;
/** The funder, by name or acronym ("The Trust", "HRC", "We"), that may ask for something: case matters for the acronym. */
export const FUNDER_DISCRETION =
  /^(?:(?:[Tt]he|[Oo]ur) )?(?:[Tt]rust|[Ff]oundation|[Ff]und|[Cc]ouncil|[Cc]ommittee|[Bb]oard|[Tt]rustees|[Pp]anel|[Ff]under|[A-Z]{2,6}|[Ww]e)\s+(?:may|might|reserves? the right to)\s+(?:also |sometimes |occasionally )?(?:require|ask|request|contact|invite)\b/;

/**
 * What the application's parts must be like ("The research proposal should be detailed and
 * written by the applicant", "References should include the full author list") is no rule of who
 * may apply, unless it says who the part comes from or who leads.
 */
export const PART_OF_APPLICATION =
  /^(?!.*\b(?:eligib\w*|led by|from|submitted by|signed by)\b)(?:(?:yes|no)\s*[,–—-]\s*)?(?:the |your |all |each |any |a |an )?(?:(?:research|project|full|detailed|written|final|personal|budget|case for) )?(?:proposals?|application forms?|budgets?|cvs?|curricul(?:um|a) vitae|letters?|summary|summaries|abstracts?|references?|narratives?|descriptions?|attachments?|documents?|statements?|text|list of publications|publication lists?)\b[^.]{0,40}?\b(?:should|must|shall|needs? to)\b/i;
/** A heading that defines a term ("What is an auspice arrangement?", "What does in-kind mean?"). */
export const DEFINITION_HEADING = /^what (?:is|are) (?:a|an)\b|^what does\b[^?]*\bmean\b/;
/** A heading of the section of rules that asks about money, time, the process or what is funded. */
export const ABOUT_WHAT =
  /\bhow (?:much|many|long|often)\b|\bwhen (?:can|do|should|will|may)\b|\bhow (?:do|can|to|should) (?:i|we|you) apply\b|\b(?:activities|activity|costs?|expenses?|expenditures?|items?)\b/;
export const TITLE_ONLY =
  /^(?=.*\b(?:(?:in)?eligib\w*|criteria|information)\b)(?:(?:other|special|(?:in)?eligible|(?:in)?eligibility|applicants?|institutions?|individuals?|criteria|information|requirements?|organi[sz]ations?|[-–:]|\d{1,2}\.?|[A-Z]\.)\s*)+$/i;

/**
 * A report owed on an earlier grant ("must have submitted all final reports for past Commission
 * grants", "Current grantees must have completed all requirements of their existing grant, including
 * submission of the final report"): a condition on who may apply again, not a step of applying.
 */
export const PRIOR_GRANT_REPORT =
  /\b(?:submitted|completed|filed|returned)\b[^.]{0,60}\breports?\b[^.]{0,30}\b(?:past|previous|prior|earlier|existing|current)\b[^.]{0,30}\b(?:grants?|awards?)\b|\b(?:past|previous|prior|earlier|existing|current)\s+(?:[\w-]+\s+){0,2}?(?:grants?|awards?)\b[^.]{0,60}\b(?:final|end-of-grant|progress|completion)\s+reports?\b/i;

/** Whether a sentence says how to apply rather than who may. */
export function describesApplying(text: string): boolean {
  return (
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
    )
  );
}

/** Whether a sentence near rules states none of who may apply. */
export function statesNoRule(sentence: Sentence, text: string, ownLeadIn: string | null): boolean {
  // Judged on its first sentence: a list item may run on into a remark ("…only one application.
  // However, please note that the assessment will consider …").
  return (
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
  );
}
