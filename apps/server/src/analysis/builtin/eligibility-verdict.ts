import type { EligibilityRule } from '@grantpilot/shared/contracts/analysis';
import { modalClauses, statesDuty, statesWhoMayApply } from './applicant-clause';
import {
  COSTS,
  ELIGIBLE,
  FUNDED_LEAD_IN,
  HEADING,
  INELIGIBLE,
  MODAL,
  NOT_FUNDED_LEAD_IN,
  PREFERENCE,
  RULE_LEAD_IN,
  SUBJECT,
} from './eligibility-cues';
import {
  APPLICANT_FIRST,
  COST_OF,
  FUNDED_ITEM,
  RECIPIENTS_LEAD_IN,
  SUBMITTED_BY,
  fundIsFor,
  grantsTo,
  namesWhatNotWho,
  refusedApplicant,
} from './grant-recipients';
import type { Sentence } from './segment';
/**
 * Whether a sentence allows or refuses who applies, or states no rule of who: the cues of an
 * applicant's conditions and the order in which they are tried.
 */

/**
 * How many applications one applicant may make ("There is a limit of two project applications per
 * first named investigator", "You can make two Arts Grants applications per financial year"): a
 * rule of who may apply, wherever it stands. How many will be funded is not one.
 */
export const APPLICATION_LIMIT =
  /\b(?:not|cannot|can[’']t|may not|must not|unable to)\b[^.]{0,40}?\b(?:submit|make|hold|lead|send)\s+more than\s+(?:one|two|three|four|five|\d)\s+(?:[\w-]+\s+){0,3}?(?:applications?|proposals?|bids?)\b|\b(?:may|can) (?:only )?(?:submit|make|lead|send|appear|be named|be listed)\b[^.]{0,60}?\b(?:no more than|not more than|a maximum of|at most) (?:one|two|three|four|five|\d)\s+(?:[\w-]+\s+){0,3}?(?:applications?|proposals?|bids?)\b|\b(?:(?:a |the )?(?:limit|maximum) of|no more than|not more than|only(?: (?:accept|consider|receive|take))?)\s+(?:one|two|three|four|five|a single|\d)\s+(?:[\w-]+\s+){0,3}?(?:applications?|proposals?|bids?)\s+(?:per|to each|in each|from (?:any|each))\b|\b(?:can|may) (?:only )?(?:make|submit|lead|send)\s+(?:up to\s+)?(?:one|two|three|four|five|a single|\d)\s+(?:[\w-]+\s+){0,3}?(?:applications?|proposals?|bids?)\s+(?:per|to each|in each|to this|in this|to the same|in)\b|\b(?:can|may) submit (?:more than one|multiple) (?:applications?|proposals?)\b|\b(?:can|may) (?:only )?be (?:the |a )?(?:principal investigator|PI|project lead|lead applicant|named applicant)\b[^.]{0,20}?\bon (?:only )?(?:one|a single) (?:application|proposal)\b/i;
/**
 * A sentence that opens with who applies and says what they must be or have ("Organisations must
 * be registered charities", "The principal investigator must be employed at a Canadian
 * university"): a rule wherever it stands. A passive "must be informed/notified" is not one.
 */
export const APPLICANT_MUST =
  /^(?:the |your |all |each |any |eligible |an? )?(?:(?:competitive|successful|prospective|potential|[A-Z][\w-]*) ){0,3}?(?:lead |host |partner |applicant |applying |participating )?(?:organi[sz]ations?|institutions?|researchers?|candidates?|principal investigators?|PIs?|fellows?|consortia|consortium|students?|compan(?:y|ies)|groups?|partners?|entit(?:y|ies)|charit(?:y|ies)|universit(?:y|ies)|applicants?|businesses|SMEs?|individuals|artists?|teams?|nominees?)\b[^.,;:]{0,40}?\b(?:should (?:(?:also|already) )?(?:have (?!been (?:informed|notified|consulted|told)\b)|hold\b|be able to\b)|(?:must|shall|ha(?:ve|s) to)(?: also)? (?:(?:be (?!\w+ed\b)|be (?=(?:based|registered|established|employed|enrolled|incorporated|located|affiliated|qualified|constituted|headquartered|domiciled|licensed|accredited|recogni[sz]ed|authori[sz]ed|certified|situated|owned|led|managed|aged|endorsed|approved|designated|regulated|classified)\b))|have (?!been (?:informed|notified|consulted|told)\b)|hold\b|include\b|live\b|reside\b|operate\b|possess\b)|(?:will )?needs? to (?:have|hold|be (?!\w+ed\b))|may (?:only )?be (?:either|one of|any of|based|located|from)\b)/i;
/**
 * "Grants are made to organisations, not individual researchers"; "Funding is only awarded to
 * registered charities": who the funder pays is who may apply. Not where or how it is paid.
 */
export const GRANTS_MADE_TO =
  /^(?!.*\b(?:bank|account|instalments?|arrears|in advance|on completion)\b)(?:the |our )?(?:grants?|awards?|funding|funds|fellowships?|bursaries|scholarships?) (?:(?:from|under|of|through) (?:the )?[\w&-]+(?: [\w&-]+){0,3} )?(?:are|is|(?:will|can|may|shall) (?:also |only )?be)(?: only| also)? (?:made|awarded|given|paid|offered|provided|available) (?:only |solely |exclusively )?to\s+(?:[\w-]+,?\s+){0,4}?(?:organi[sz]ations?|associations?|groups?|charit(?:y|ies)|bodies|agencies|institutions?|individuals?|companies|businesses|non-?profits?|NGOs?|CSOs?|CBOs?|schools?|universit(?:y|ies)|councils?|researchers?|artists?|residents?|communities|applicants?|students?|candidates?)\b/i;
/**
 * When an applicant may apply again ("Charities can reapply after 12 months have expired", "please
 * wait one year … to submit a new request", "may not apply again until fall"): a rule of who may
 * apply, when it states a wait or a condition.
 */
export const REAPPLY =
  /\bbefore (?:an?|any|another) (?:new |further )?(?:application|proposal|request)\b[^.]{0,40}?\b(?:can|will|may) be (?:accepted|considered)\b|\b(?:re-?apply(?:ing)?|apply again|submit (?:a )?new (?:requests?|applications?|proposals?))\b[^.]{0,80}?\b(?:after|until|within|before|once)\b|\b(?:wait|waiting)\b[^.]{0,40}?\b(?:months?|years?)\b[^.]{0,60}?\b(?:re-?apply(?:ing)?|apply(?:ing)? again|submit(?:ting)? (?:a )?new (?:requests?|applications?|proposals?))\b|\b(?:wait|waiting)\b[^.]{0,20}?\b(?:months?|years?)\b[^.]{0,20}?\bbefore (?:re-?apply(?:ing)?|applying)\b/i;

/**
 * A preference for kinds of work ("Preference in grant making will be given to projects which
 * contribute to …", "Priority will be given to projects in rural areas"), even under "Who can
 * apply": what is funded, not who applies.
 */
export const PREFERS_WORK =
  /\b(?:preference|priority)\b[^.]{0,40}?\bgiven to (?:the |one |any )?(?:(?:types?|kinds?) of )?(?:projects?|activit(?:y|ies)|proposals?|programmes?|programs?|work|initiatives?)\b/i;
/** "We would normally expect applicants to have a salary …", "Candidates are expected to hold a PhD". */
export const EXPECTS_APPLICANTS =
  /\b(?:expect|require)s? (?:all )?(?:applicants?|candidates?|organi[sz]ations?|researchers?|the (?:applicant|candidate|lead applicant|principal investigator|PI)) to (?:have|hold|be (?!aware\b|notified\b|informed\b|available\b)|possess|reside|live)\b|\b(?:applicants?|candidates?|organi[sz]ations?|researchers?) (?:are|is) (?:normally |usually |generally )?(?:expected|required) to (?:have|hold|be (?!aware\b|notified\b|informed\b|available\b)|possess|reside|live)\b/i;
/**
 * Who else may be named on an application ("Co-Investigators on the application can be
 * international", "Project co-leads based in non-UK research organisations can be included").
 */
export const ROLE_ALLOWED =
  /^(?:(?!(?:for|of|to|with|costs?|expenses?|budgets?|salar\w*|travel|time|funding|fees?)\b)[\w,()-]+\s+){0,6}?(?:co-?investigators?|co-?leads?|co-?applicants?|collaborators?|(?:project|international|industry|business) partners?|project leads?)\b[^.]{0,80}?\b(?:can|may) (?:also )?be (?:included|international|named|listed|based (?:in|at|outside|anywhere))\b/i;

/**
 * "Larger or national charities will normally not be considered under this scheme": a kind of
 * applicant that will not be considered (trust and embassy pages), not a late or incomplete
 * application.
 */
export const APPLICANT_NOT_CONSIDERED =
  /^(?:[\w-]+,?\s+){0,4}?(?:charit(?:y|ies)|organi[sz]ations|groups|individuals|applicants|companies|businesses|bodies|institutions|enterprises)\b[^.]{0,60}?\b(?:will|would|shall|are|is) (?:normally |usually |generally )?not be (?:considered|funded|supported|accepted)\b/i;
/**
 * A sentence that goes on about the applicants of the sentence before it ("Applicants should
 * also have one year's worth of audited accounts. They should also be directly responsible for
 * …"): the pronoun names who applies.
 */
export const PRONOUN_MUST =
  /^(?:they|he or she|she or he)\s+(?:must|should|shall|will need to|need to|have to)(?: also)? (?:not )?(?:be|have|hold|demonstrate|comply)\b/i;

export const AFTER_AWARD =
  /\b(?:successful|grant ?holders?|award holders?|funded (?:projects?|organi[sz]ations?)|acknowledge|reports?|publicity|logo)\b/i;
export const AWARDS_MADE = /\b(?:fund|funded|award|awarded|select|selected|support|supported|granted|successful)\b/i;

/**
 * Whether a sentence under a heading of who may apply is about the applicant: it names who applies
 * (SUBJECT) or states a condition only an applicant can meet ("be registered", "be based in",
 * "have a bank account", "be aged 18"). A sentence about the project, the money or the process
 * ("Projects may last up to a year", "Funding can be used for equipment") states no rule of who.
 */
export const APPLICANT_PREDICATE =
  /\binvit(?:e|ation)-only\b|\bby invitation only\b|\b(?:be|been|being|are|is) (?:a |an )?(?:registered|constituted|incorporated|based|located|established|aged|resident|over|under|legally|not-for-profit|non-?profit|charitable|voluntary|community-led|properly)\b|\bha(?:ve|s|ving) (?:a |an |its own |their own |your own )?(?:(?:governing|written|formal) )?(?:bank (?:or building society )?account|constitution|governing document|committee|board|charity number|ABN|safeguarding|equal opportunities)\b|\b(?:located|based) (?:in|within)\b|\boperat(?:e|es|ing) (?:in|within)\b|\b(?:live|lives|work|works|reside|resides) in\b/i;

/** What the main loop knows of a sentence when it asks whether it allows or refuses. */
export type VerdictContext = {
  sentence: Sentence;
  text: string;
  listItem: boolean;
  leadIn: string;
  ownLeadIn: string | null;
  heading: string;
  headingIsRules: boolean;
  inSection: boolean;
  refusal: boolean;
  previousRule: boolean;
};

/** Whether a sentence allows (eligible) or refuses (ineligible) who applies, or null when it states neither. */
export function verdictOf({
  sentence,
  text,
  listItem,
  leadIn,
  ownLeadIn,
  heading,
  headingIsRules,
  inSection,
  refusal,
  previousRule,
}: VerdictContext): EligibilityRule['applies'] | null {
  let applies: EligibilityRule['applies'] | null = null;
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
      /\bnot eligible|ineligible|exclusions|cannot apply|can[’']t apply|who we don[’']t fund|not fund/.test(heading) ||
      INELIGIBLE.test(leadIn) ||
      NOT_FUNDED_LEAD_IN.test(leadIn)
        ? 'ineligible'
        : 'eligible';
  return applies;
}
