import { AWARD_NOUN, lastCue, MAX } from './award-cues';

/**
 * What makes a figure by a grant word no award of this call: a cost, a cap per organisation, an
 * income or a contribution the applicant makes, a previous round, an example, another funder's
 * programme, a threshold for a procedure, the funder's yearly giving.
 */

export const NOT_AWARD =
  /\b(?:must|should|will|to|that) cost\b|\bprojects? cost\b|\b(?:projects?|activit(?:y|ies)|events?) (?:can|could|may|might|would) (?:not )?cost\b|\b(?:of|from) the (?:grant|award|funding) (?:may|can|could|must|should) (?:only )?be (?:spent|used) (?:on|for)\b|\b(?:staff|salary|personnel|overhead|administrat\w*|management|volunteer|capital|equipment|travel|marketing|publicity) (?:costs?|expenses?|items?) (?:may|must|should|can|cannot|will)? ?(?:not )?(?:exceed|be (?:capped|limited))\b|\bprojects? costing\b|\bcontracts?\b|\btotal (?:project|eligible) (?:costs?|budget)\b|\bprojects?'?s? total (?:costs?|budget)\b|\bprojects? (?:must|should) have an? (?:total|minimum|maximum|overall)\b|\b(?:ceiling|cap|limit|maximum|minimum) (?:on|for) (?:the )?(?:staff|salary|personnel|overhead|administrat\w*|management|volunteer|capital|equipment|travel|marketing|publicity|indirect|running) (?:costs?|expenses?|expenditure)\b|\btotal costs?\b|\bper (?:organi[sz]ation|applicant|institution|partner|beneficiary|entity|lead (?:applicant|organi[sz]ation)|university|host|company|consortium member|member)\b|\bthreshold\b|\b(?:in|per|for) (?:one|any|each|a single|the same) (?:region|area|district|county|ward|country|state|province|community)\b|\b(?:such|these|those) (?:groups|organi[sz]ations|applicants|entities|bodies)\b|\btickets?\b|\bprices?\b|\bsell(?:s|ing)? for\b|\bsold for\b|\braised\b|\b(?:must|need to|needs to|have to|has to|aims? to|hopes? to|seeks? to|plans? to|expects? to|wants? to) raise\b|\braising (?:funds|money)\b|\bat any (?:one )?time\b|\b(?:hold|receive|have) (?:grants|awards) totall?ing\b|\bturnover\b|\b(?:annual|yearly) (?:income|revenue|turnover|expenditure|budget|spend)\b|\boperating (?:budgets?|expenses|expenditure|costs)\b|\bprojects? with (?:a |an )?(?:total |overall )?(?:budgets?|costs?|values?) of\b|\bincome\b|\brevenues?\b(?!\s+(?:grants?|awards?|funding|support)\b)|\bsalar(?:y|ies)\b|\bpay (?:scales?|grades?|bands?|spines?|structures?)\b|\bspine points?\b|\b(?:university|national|academic) (?:pay |salary )?scales?\b|\boverheads?\b|\bindirect costs?\b|\baudit(?:ed|s|or)?\b|\binsurance\b|\bfees?\b|\bassets\b|\breserves\b|\bmatch(?:ed|ing)? funding\b|\bco-?financ|\bco-?fund|\bcost[- ]shar|\b(?:own|applicants?'?s?|partners?'?s?|match(?:ing)?|in-kind|minimum|organi[sz]ations?'?s?) contributions?\b|\bfinancial contributions? (?:from|by|of) (?:the |your )?(?:applicants?|partners?|organi[sz]ations?|lead|beneficiar)|\bminimum financial contribution|\bown (?:funds|resources)\b|\b(?:must|should|will need to|are expected to) (?:make|provide) an? (?:financial )?contribution\b|\bcontributions? (?:from|by) (?:the )?(?:applicant|partner|organi[sz]ation|lead)|\bin-kind\b|\bequipment\b(?!\s+(?:grants?|awards?|funds?|funding)\b)|\bitems? (?:over|above|costing|of more)\b|\bVAT\b|\bexchange rate\b|\bsubcontract|\bloans?\b|\bprocurement\b|\bde minimis\b|\bstate aid\b|\bmileage\b|\bper (?:head|capita|person|pupil|student|participant|child|attendee|member|resident|household|night|mile|km|kilomet(?:re|er))\b|\btravel\b(?!\s+(?:grants?|awards?|requests?|bursar(?:y|ies)|funds?|support|fellowships?|scholarships?|stipends?)\b)|\bsubsistence\b|\bvouchers? of\b|\b(?:first|second|third|1st|2nd|3rd|runner-?up) (?:prize|place)\b|\bbudget for (?:the )?(?:[A-Z]\w+ )?(?:partners|participants|countries|member states)\b|\bacross (?:all )?(?:its|their|your|the organi[sz]ation'?s?) (?:applications|grants|awards|projects)\b|\b(?:an? |any |one |each )?(?:organi[sz]ations?|institutions?|universit(?:y|ies)|applicants?|host (?:institutions?|organi[sz]ations?)) (?:may|can|will) (?:receive|hold|be awarded)\b[^.]{0,40}\bin total\b/i;
/**
 * The applicant's own size, said right before the figure: "organizations with budgets between
 * $100,000 and $2 million", "nonprofits whose budgets range from", "must have budgets between".
 * Read only before the figure: "Grants of up to $10,000 … to organizations with budgets under
 * $500,000" keeps its grant.
 */
export const APPLICANT_SIZE =
  /\b(?:(?:organi[sz]ations?|nonprofits?|non-profits?|charities|groups|applicants?|agencies|institutions?|entities|businesses|companies)\s+(?:with|whose|that have|having)|(?:must|should|need to) have)\s+(?:an?\s+)?(?:(?:total|annual|yearly|operating|organi[sz]ational)\s+)*(?:budgets?|expenses|expenditures?|revenues?|incomes?|turnovers?|assets)\b[^.;]{0,30}$/i;
export const PREVIOUS =
  /\bprevious(?:ly)?\b|\bin the past\b(?!\s+(?:\d+|two|three|six|twelve)\s+(?:days|weeks)\b)|\b(?:last|previous|past) (?:financial|fiscal|academic|calendar) years?\b|\bgave out\b|\b(?:have|has) (?:ranged|varied|totall?ed)\b|\b(?:grants?|awards?) ranged (?:from|between)\b|\b(?:grants?|awards?) (?:made|awarded|given) in (?:19|20)\d\d\b|\b(?:has|have) received\b|\bin the (?:last|past|previous) (?:\d+|two|three|five|twelve) (?:months|years)\b|\blast (?:year|round|call|time)\b|\bprior (?:round|call|year)s?\b|\bpast (?:rounds?|calls?|years?)\b|\bsince (?:19|20)\d\d\b|\bto date\b|\bso far\b|\b(?:has|have) (?:awarded|invested|distributed|provided|given|made|supported|funded|financed|offered)\b|\bsince (?:its|the) (?:launch|creation|inception|start)\b|\bin the (?:financial |fiscal )?(?:year|twelve months|period) (?:ending|ended|to) \d{0,2} ?[A-Z]?[a-z]*\b|\b(?:made|gave|distributed|paid out) (?:\w+ )?grants (?:of|totall?ing|worth)\b|\bsince (?:the|our|its) (?:\w+ ){0,3}(?:was|were) (?:launched|established|created|set up|started|founded)\b|\b(?:has|have) (?:approved|paid out) (?:\w+ )?(?:grants|awards|applications|projects|bids)\b|\bhave (?:been awarded|received|been funded)\b|\bwere (?:awarded|funded|made)\b|\b(?:was|were) (?:supported|financed|co-?financed)\b|\bwas (?:awarded|allocated)\b|\b(?:was|were) (?:then |later |subsequently )?(?:distributed|disbursed|paid out|shared out)\b|\b(?:has|have) (?:already )?been (?:handed out|given out|distributed|disbursed|paid out|shared out)\b|\bin (?:19|20)\d\d,? (?:we|the)\b|\bhistoric(?:al)?\b|\b(?:we|it|they|the (?:foundation|trust|fund|council|programme|program|scheme|charity|agency|department|ministry|endowment|office|institute|commission|government|board)) (?:made|funded|gave|granted|distributed|invested|supported|awarded|provided|allocated|received|secured|obtained|won|offered)\b|\bin (?:FY|fiscal year|financial year) ?(?:19|20)?\d\d(?:[/-]\d\d)?,? [^.]{0,80}\b(?:awarded|made|funded|received|gave|granted|distributed|supported)\b|\bpast (?:recipients|grantees|awardees|winners|fellows)\b|\b(?:recipients|grantees|awardees|winners) (?:received|were given|got)\b|\bin the (?:19|20)\d\d(?:[/-]\d\d)? (?:round|call|competition|cycle)\b|\b(?:last|previous|prior|past|recent) (?:competitions?|cycles?|editions?|intakes?)\b|\b(?:competition|round|call|cycle|edition|intake)s? (?:funded|awarded|supported|made|received|attracted)\b|\bresults? of the (?:(?:19|20)\d\d|previous|last) \w+|\bsuccess rates?\b|\b(?:in|during) (?:19|20)\d\d(?:[/-]\d{2,4})?\b[^.;]{0,40}\b(?:was|were)\b/i;
export const EXAMPLE =
  /\be\.g\.|\bfor example\b|\bfor instance\b|\bsuch as\b|\bexample\b|\billustrat|\bhypothetical|\bscenario\b|\bif (?:you|your|an applicant)\b(?! (?:meet|are eligible|qualify|satisfy)\b)|\bwould receive\b|\bsample\b/i;
/**
 * A list introduced as examples ("Here are two examples:", "For example:", "Some scenarios:"): its
 * items tell of someone's project ("They are applying for a $5,000 grant …"), not the call's award.
 */
export const EXAMPLE_LEAD_IN =
  /\b(?:examples?|for (?:example|instance)|e\.g\.|scenarios?|illustrations?|case stud(?:y|ies))\b[^.:;]{0,40}:\s*$/i;
/**
 * The whole budget or cost of an applicant's project, not of the call: "contribute to the overall
 * budget of a larger project", "25% … to the overall budget of the project". A total word in it
 * makes no figure the call's budget.
 */
export const PROJECT_TOTAL =
  /\b(?:overall|total|whole|entire) (?:budgets?|costs?|funding|value) (?:of|for) (?:a|an|the|your|their|its|each|this|that) (?:(?:larger|smaller|bigger|whole|proposed|wider|planned) )?(?:projects?|activit(?:y|ies)|events?|proposals?|initiatives?)\b/gi;
/**
 * Figures that are no award of this call although a grant word stands by them: a hedge in
 * advice ("perhaps up to £500"), what a sum could buy ("£500 could pay for a term of
 * sessions"), another funder's programme ("groups also apply to X, which offers grants of £300
 * to £20,000"), a news item on grants made ("has announced a grant of $10,000 from …",
 * "announced grants totaling $49,000"). A call announced as available stays ("has announced
 * that $300,000 is available").
 */
export const NOT_THIS_CALL =
  /\bperhaps\b|\bpossibly\b|\b(?:typical|average|median|usual) (?:grant|award)s?(?: (?:size|amount)s?)? (?:was|were|has been|have been)\b|\b(?:could|would|might) (?:pay for|buy|fund|cover)\b|\bother (?:funders|grant-?makers|sources of (?:funding|grants))\b|\balso apply (?:to|for)\b|\b(?:has|have) announced (?:an? |the )?(?:(?:new |first |final |second |third )?(?:rounds? of )?(?:grants?|awards?|donations?|gifts?)\b|(?:more than |over |nearly |almost )?[$£€]\s?\d)(?![^.]{0,80}\bavailable\b)/i;
/**
 * A figure that only sorts grants for a procedure ("Grants over £1,000 are paid in two
 * instalments", "grants of £500 or less will only be asked for a short feedback form", "projects
 * with a total budget above USD 50,000 will be referred to headquarters", "Verantwoording en controle
 * subsidies vanaf € 25.000 tot € 100.000"): a threshold, not the size of the grant. A ceiling cue ("up to £5,000 … considered by the panel") keeps the figure.
 */
const THRESHOLD_BEFORE =
  /(?:\b(?:over|above|exceeding|more than|in excess of|below|under|less than)|(?<![A-Za-zÀ-ÿ])(?:vanaf|boven|onder|ab|über|unter|au-delà de|à partir de|a partir de|oltre))\s*$/i;
export const THRESHOLD_AFTER = /^\s*(?:or|and) (?:less|more|under|over|above|below)\b/i;
const PROCEDURE =
  /\breports?\b|\bforms?\b|\bfeedback\b|\bsite visits?\b|\bquot(?:es?|ations?)\b|\baudit|\binstal(?:l)?ments?\b|\bpaid in\b|\bconsidered by\b|\breferred\b|\bfull board\b|\bcommittee\b|\bsign-?off\b|\bdiscuss(?:ed)?\b|\bcontact us\b|\bprior approval\b|\bpermission\b|\bbusiness plan\b|\bletter of support\b|\btwo-stage\b|(?<![A-Za-zÀ-ÿ])(?:verantwoording|controleverklaring|accountantsverklaring|Verwendungsnachweis(?:es)?|Prüfvermerk|rendicontazione|justificación)(?![A-Za-zÀ-ÿ])/i;
export function procedureThreshold(text: string, before: string, after: string): boolean {
  if (!PROCEDURE.test(text) || lastCue(MAX, before.slice(-60)) >= 0) return false;
  return THRESHOLD_BEFORE.test(before.slice(-25)) || THRESHOLD_AFTER.test(after);
}
/**
 * The funder's yearly giving, not this call's budget: "The Foundation makes about twenty grants
 * per year, totaling around $1,000,000", "Each year we distribute over £300,000 in grants".
 */
export const ANNUAL_GIVING =
  /\b(?:we|our (?:trust|foundation|fund|charity)|the (?:trust|foundation|charity|council|fund|funder|company|bank))\b[^.;]{0,20}\b(?:makes?|gives?|distributes?|donates?|awards?|grants?|invests?|provides?|spends?)\b[^.;]{0,80}\b(?:per year|a year|each year|every year|annually|per annum)\b|\b(?:each|every) year,? (?:we|the (?:trust|foundation|charity|council|fund)) (?:makes?|gives?|distributes?|donates?|awards?|grants?|invests?|provides?|spends?)\b/i;
/**
 * A threshold above which grants are made only by exception ("Amounts over £2000 will be given only
 * in exceptional circumstances", "Requests above £5,000 are considered only in exceptional cases"):
 * the usual ceiling, read as the max (a ceiling one may exceed by exception is still the max).
 */
export function exceptionCeiling(text: string, before: string): boolean {
  return (
    /\b(?:over|above|exceeding|more than|in excess of)\s*$/i.test(before.slice(-25)) &&
    /\b(?:amounts?|grants?|awards?|requests?|applications?|funding|bids?|sums?)\b[^.;]{0,30}$/i.test(before) &&
    /\b(?:only|solely)\b[^.;]{0,40}\bexceptional(?:ly)?\b|\bexceptional (?:circumstances|cases)\s+only\b|\bin rare (?:cases|circumstances)\b/i.test(
      text,
    )
  );
}
/** A bound written right before a figure: "up to", "at least", "a maximum of", "between". */
const BOUND_CUE = String.raw`(?:up to(?: a (?:maximum|total) of)?|at least|(?:a |the )?(?:maximum|minimum)(?: of)?|no (?:more|less) than|not (?:more|less) than|not exceeding|in excess of|more than|less than|over|under|below|above|between|from|ranging from)\s*(?:approximately |about |around |roughly )?`;
/** "a balance sheet of up to", "childcare costs of up to", "spending of at least": the noun the bound sizes. */
const OF_BOUND = new RegExp(String.raw`\b([A-Za-z]+)(?:'s|’s)?\s+of\s+${BOUND_CUE}$`, 'i');
/**
 * Nouns that name the award, or leave open what is sized ("a budget of up to €500,000", "projects of
 * up to £10,000", "a total of"): the figure's other words decide.
 */
const AWARD_OR_OPEN_HEAD =
  /^(?:amounts?|sums?|values?|support|totals?|maximum|minimum|max|min|budgets?|ranges?|sizes?|levels?|ceilings?|caps?|limits?|shares?|allocations?|investments?|subsid(?:y|ies)|payments?|instal(?:l)?ments?|finance|financing|aid|assistance|bids?|requests?|applications?|projects?|worth|contributions?|donations?|gifts?|sponsorships?|reimbursements?)$/i;
/**
 * What an applicant has, earns, spends or commits, bounded right before the figure ("must have at
 * least $10,000 in the bank", "a trainee earning at least $20 an hour", "commit at least €10,000 of
 * their own money"): a condition on the applicant, unless a grant word is the verb's subject
 * ("Grants have a maximum of £5,000").
 */
const APPLICANT_VERB_BOUND = new RegExp(
  String.raw`\b(\w+)\s+(?:(?:must|should|will|shall|can|may|need to|needs to|to|also|already|each)\s+)*(?:ha(?:ve|s|ving)|hold(?:s|ing)?|earn(?:s|ing|ed)?|spend(?:s|ing)?|spent|commit(?:s|ting|ted)?|raise[sd]?|raising|generat(?:e|es|ed|ing)|carry|carries|carrying|costs?|costing|employ(?:s|ing)?|own(?:s|ing)?)\s+(?:(?:a total of|in total|a sum of|an amount of)\s+)?${BOUND_CUE}$`,
  'i',
);

/** "Maximum hours:", "minimum wage of": a bound and the one to three words it names, then the figure. */
const BOUND_NAMES =
  /\b(?:maximum|minimum|max|min)\.?\s+((?!(?:of|is|are|was|will|for|per|that|which|possible|allowed|amount|cannot|can|may|must|should|shall|not|does)\b)[A-Za-z]+(?:\s+(?!(?:of|is|are|will|for|per)\b)[A-Za-z]+){0,2})\s*(?::|\s(?:of|is|are|will be|=)\s*(?:up to\s*)?)?\s*$/i;

/**
 * The bound right before a figure sizes something that is not the award: a noun before "of" that
 * names no grant ("a balance sheet of up to €2 million", "liability coverage of at least
 * $1,000,000"), or what the applicant has, earns or spends. The award needs a grant word, or an open
 * word such as "amount" or "budget", as what the bound sizes.
 */
export function boundOfOther(before: string): boolean {
  const tail = before.slice(-80);
  // "Minimum wage: $15.50", "a maximum rent of $1,200": the bound names what it bounds after it.
  const named = BOUND_NAMES.exec(tail);
  if (named && !named[1]!.split(/\s+/).some((word) => AWARD_NOUN.test(word) || AWARD_OR_OPEN_HEAD.test(word)))
    return true;
  const of = OF_BOUND.exec(tail);
  // "cooperative agreements of up to $150,000": the instrument a federal agency awards, named by two words.
  const instrument =
    of !== null && /\b(?:cooperative|assistance) agreements?$/i.test(tail.slice(0, of.index + of[1]!.length));
  if (of && !instrument && !AWARD_NOUN.test(of[1]!) && !AWARD_OR_OPEN_HEAD.test(of[1]!)) return true;
  const verb = APPLICANT_VERB_BOUND.exec(tail);
  return verb !== null && !AWARD_NOUN.test(verb[1]!);
}

/** Who gives the figure, when it is not the funder: "Each partner provides £5,000", "the lead organisation provides". */
const GIVER_NOT_FUNDER =
  /\b(?:partners?|applicants?|organi[sz]ations?|lead|host|recipients?|grantees?|volunteers?|members?|participants?|institutions?|universit(?:y|ies)|compan(?:y|ies)|businesses|schools?|groups?|you|they)\s+(?:(?:must|should|will|shall|can|may|also|each|itself|themselves|need to|needs to|are required to|is required to)\s+)*(?:provides?|contributes?|gives?|invests?|brings?|commits?|puts? in)\b[^.;]{0,20}$/i;
/** What is received, when it is no money of the grant: "will receive mentoring worth £500". */
const RECEIVES =
  /\bwill (?:receive|be (?:awarded|given|offered))\s+((?:[A-Za-z-]+\s+){1,4})(?:worth|valued at|of|totall?ing)\s*$/i;
const RECEIVED_MONEY =
  /^(?:a|an|the|one|one-off|single|each|up|to|cash|sum|amount|money|payment|cheque|check|honorari(?:um|a)|allowance|total|maximum|minimum|fixed|lump)$/i;

/**
 * A figure someone other than the funder gives ("Each partner provides £5,000 towards the project",
 * "Each grant recipient must contribute $1,000"), or a thing other than money received
 * ("Successful applicants will receive mentoring worth £500"): no award.
 */
export function givenByOther(before: string): boolean {
  const tail = before.slice(-80);
  if (
    GIVER_NOT_FUNDER.test(tail) ||
    /\b(?:must|should|need to|needs to|required to) contribute\b[^.;]{0,20}$/i.test(tail)
  )
    return true;
  const received = RECEIVES.exec(tail);
  return (
    received !== null &&
    !received[1]!
      .trim()
      .split(/\s+/)
      .every((word) => RECEIVED_MONEY.test(word) || AWARD_NOUN.test(word) || AWARD_OR_OPEN_HEAD.test(word))
  );
}
