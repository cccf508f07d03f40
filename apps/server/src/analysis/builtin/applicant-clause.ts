/**
 * Whether a "must / may / can" sentence states who may apply, judged by the subject and the verb of
 * its modal clauses rather than by words of one call. Under an eligibility heading, calls also write
 * what the applicant must do while applying ("Your host organisation must confirm details about your
 * contract", "applicants must make a clear and compelling case"), what they may ask for ("you can
 * ask us for this in your application", "Eligible applicants may submit their proposals …"), and
 * duties that come after the award ("Successful applicants must acknowledge …"). Those are duties,
 * not conditions on who applies. A condition is a state of the applicant ("must be", "must have",
 * "can act as", "may apply") or says who or where ("Applications must come from First Nations
 * individuals", "… projects located in Wales").
 */

/**
 * A modal, an optional aside ("can, at the HRC’s discretion, be included"), then the verb. "is to"
 * and "are to" count after an applicant or a recipient ("the applicant is to disclose …",
 * "Applicants with several appointments are to select one"), not after an aim ("The purpose of the
 * fund is to support …").
 */
const MODAL_CLAUSE =
  /,?\s*\b(?:must|may|can|cannot|can[’']t|should|shall|need to|needs to|have to|has to|will need to|(?:is|are) required to|(?<=\b(?:applicants?|candidates?|recipients?|grantees?|organi[sz]ations?)\b[^.;:]{0,60}\s)(?:is|are) to(?= [a-z]+\b))\b(?:\s+not)?(?:\s*,[^,]{1,60},)?\s+((?:(?:also|only|still|first|then|now|clearly|normally|usually|not|be able to)\s+)*)([a-z][\w-]*)([^.;]*)/gi;

/**
 * Where the clause of a modal starts: a semicolon or colon, a contrast ("but", "whereas") or a comma
 * before a new subject ("…, and you are based in the UK, you can ask us …").
 */
const CLAUSE_START =
  /[;:]\s*|,?\s+\b(?:but|whereas|although|because|provided(?: that)?|unless|while)\s+|,\s+(?:and\s+|so\s+)?(?=(?:you|we|they|he|she|applicants?|the|your|all|each|any|an?)\b)/gi;

/** Who applies, as the subject of a clause. */
const APPLICANT_SIDE =
  /\b(?:applicants?|you|organi[sz]ations?|institutions?|entit(?:y|ies)|individuals?|compan(?:y|ies)|charit(?:y|ies)|universit(?:y|ies)|non-?profits?|not-for-profits?|NGOs?|CSOs?|CBOs?|SMEs?|businesses|researchers?|investigators?|PIs?|partners?|consortia|consortium|groups?|bod(?:y|ies)|agencies|candidates?|fellows?|teams?|students?|residents?|citizens?|nationals?|leads?|scholars?|artists?|schools?|proposers?|nominees?|members?)\b/i;

/** A subject that has already been funded: what follows is a condition of the grant, not of applying. */
const AFTER_AWARD_SUBJECT = /\b(?:successful|grant ?holders?|award ?holders?|grantees?|recipients?|funded)\b/i;

/**
 * Verbs of something done while applying or after the award: sending, confirming, asking for money,
 * describing the work, reporting, spending, keeping records. "Submit evidence of charitable status"
 * or "provide proof of registration" still states a status of the applicant.
 */
const DUTY_VERB =
  /^(?:submit|send|provide|supply|upload|attach|enclose|complete|fill|sign|confirm|ask|request|claim|make|describe|explain|outline|justify|set|report|acknowledge|credit|notify|inform|tell|contact|discuss|consult|spend|use|keep|retain|return|repay|publish|agree|accept|comply|register|log|read|ensure|follow|consider|attend|present|indicate|state|specify|list|identify|note|check|choose|select|pay|disclose|declare|advise|quote|file|lodge)$/i;
/**
 * "Organisations may submit only one application", "You can only submit one application to each
 * closing date", "Agencies may only submit one request per year": how many an applicant may send is
 * a limit on who applies, not a step of applying. "Artists working in collaborations must file one
 * joint application" says how partners apply together: a step.
 */
const SENDS = /^(?:submit|send|make|file|lodge)$/i;
const HOW_MANY =
  /^\s*(?:only\s+|up to\s+|no more than\s+|more than\s+|a maximum of\s+)?(?:one|two|three|four|five|a single|multiple|\d)\s+(?!joint\b|combined\b|shared\b)(?:[\w-]+\s+){0,3}?(?:applications?|proposals?|requests?|bids?)\b/i;
const EVIDENCE_OF =
  /^\s*(?:(?:a|an|the|their|its|your)\s+)?(?:[\w-]+\s+)?(?:evidence|proof|confirmation|copy|copies) of\b/i;

/** A predicate that says who applies or where the work is, whatever the subject is called. */
const WHO_OR_WHERE =
  /^(?:apply|qualify|act|serve|lead|partner|come from)\b|^be (?:(?:also|only|considered|deemed|treated) )*(?:eligible|ineligible|from|led by|submitted by|made by|held by|(?:located|based|registered|established|resident) (?:in|within|at|outside))\b|\b(?:located|based|take place|delivered|carried out) in\b/i;

export type ModalClause = { subject: string; verb: string; rest: string };

/** The modal clauses of a sentence: the subject before each modal, its verb and what follows. */
export function modalClauses(text: string): ModalClause[] {
  const clauses: ModalClause[] = [];
  MODAL_CLAUSE.lastIndex = 0;
  let match;
  while ((match = MODAL_CLAUSE.exec(text)) !== null) {
    const before = text.slice(0, match.index);
    let start = 0;
    CLAUSE_START.lastIndex = 0;
    let boundary;
    while ((boundary = CLAUSE_START.exec(before)) !== null) {
      start = boundary.index + boundary[0].length;
      if (boundary[0].length === 0) CLAUSE_START.lastIndex += 1;
    }
    const verb = /be able to/i.test(match[1]!) ? 'be' : match[2]!;
    clauses.push({ subject: before.slice(start).trim(), verb, rest: match[3]! });
    // The verb may be a modal clause's start of its own ("may not apply"): go on after the verb only.
    MODAL_CLAUSE.lastIndex = match.index + match[0].length - match[3]!.length;
  }
  return clauses;
}

/** Whether a clause is a duty done while applying or after the award, not a condition on who applies. */
function isDuty({ subject, verb, rest }: ModalClause): boolean {
  // "…apply under a complying umbrella organisation, which must supply the relevant information": a
  // relative clause tells what another party does; the sentence's own clause decides.
  if (/\b(?:which|who)$/i.test(subject)) return false;
  if (AFTER_AWARD_SUBJECT.test(subject)) return true;
  return DUTY_VERB.test(verb) && !EVIDENCE_OF.test(rest) && !(SENDS.test(verb) && HOW_MANY.test(rest));
}

/** Whether any modal clause of a sentence is a duty of applying or of the grant. */
export function statesDuty(text: string): boolean {
  return modalClauses(text).some(isDuty);
}

/**
 * Whether a sentence with a modal states a condition on who may apply: no clause is a duty, and one
 * clause has the applicant as its subject or says who applies or where the work happens.
 */
export function statesWhoMayApply(text: string): boolean {
  const clauses = modalClauses(text);
  if (clauses.length === 0 || clauses.some(isDuty)) return false;
  return clauses.some(({ subject, verb, rest }) => APPLICANT_SIDE.test(subject) || WHO_OR_WHERE.test(`${verb}${rest}`));
}
