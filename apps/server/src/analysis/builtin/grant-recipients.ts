import type { EligibilityRule } from '@grantpilot/shared/contracts/analysis';
import { partsBetween } from './segment';
/**
 * Whom the funder gives grants to or accepts applications from, and whether an item of a list
 * names an applicant or what is funded.
 */

/**
 * Whom the funder gives grants to, in the active voice ("The Trust does not make grants to
 * individuals", "The Foundation is only empowered to make grants to entities that have DGR
 * endorsement", "The Foundation generally limits its grants to public charities"): who may apply
 * when the object names applicants. Seen on trust, foundation and community-fund pages; in the
 * first person too ("We provide grants to organizations in the United States that …", "We award
 * grants to UK registered charities …", "We make grants to charities of all faiths").
 */
export const NO_GRANTS_TO =
  /\b(?:grants?|awards?|funding|donations?) (?:will|are|is|can|may|shall)(?: generally| normally)? not (?:be )?(?:made|given|awarded|offered|provided|available) to\s+|\b(?:(?:do(?:es)?|will|can|may|is|are)(?: generally| normally)? not (?:permitted to |able to )?|(?:is|are) unable to |cannot |can[’']t )(?:(?:make|give|award|offer|provide) (?:any )?(?:grants?|awards?|funding|donations?) (?:directly )?to|grant to|donate to|support|fund)\s+(?!(?:support|fund|cover|pay|help)\b)/i;
export const ONLY_GRANTS_TO =
  /^(?:the |our )?(?:[\w&'’-]+ ){0,4}(?:issues?|makes?|awards?|gives?|provides?) (?:its |our )?grants to\s+|\b(?:make|give|award|offer|provide) (?:grants?|awards?|funding|donations?) (?:only|solely|exclusively) to\s+|\b(?:can|may|will) only (?:make|give|award|offer|provide) (?:grants?|awards?|funding|donations?) to\s+|\b(?:is|are) only (?:empowered|able|permitted|allowed) to (?:make|give|award|offer) (?:grants?|awards?|funding|donations?) to\s+|\blimits? (?:its|it|their|our) (?:grants?|grant-?making|funding) to\s+/i;
/** The object of such a sentence names who applies ("to local authorities or any other public body"). */
export const RECIPIENT_NOUN =
  /^["“]?(?:(?!(?:that|which|who|for|to|in|with|benefit\w*|activit\w*|projects?|work|costs?|events?|services?|programmes?|programs?|research|capital|core|running)\b)[\w'’-]+,?\s+){0,3}?(?:donees|organi[sz]ations?|associations?|groups?|charit(?:y|ies)|bod(?:y|ies)|agencies|institutions?|individuals?|companies|businesses|non-?profits?|NGOs?|CSOs?|CBOs?|schools?|universit(?:y|ies)|councils?|authorit(?:y|ies)|entit(?:y|ies)|trusts?|foundations?|societ(?:y|ies)|enterprises?|people|persons|students?|applicants?)\b/i;
export function grantsTo(text: string): EligibilityRule['applies'] | null {
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
export function refusedApplicantsOf(text: string): { refusalEnd: number; parts: [number, number][] } | null {
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
export const OFFERED_SUM =
  /\b(?:offers?|provides?|(?:will|to) (?:offer|provide|award|give|contribute)|contributes?|awards?|grants? of|funding of)\b[^.;]{0,80}?(?:[$£€¥]\s?\d|\b[A-Z]{3}\s?\d|\d\s?(?:EUR|euros?)\b)/i;
/** Where the phrase of whom it is offered to ends: a clause about them or what the money does. */
export const RECIPIENT_END =
  /\s+(?:whose|which|that|who|so that|in order|to (?!the\b|an?\b)[a-z]+)\b|\s*[.;:!?]|\s+[-–—]\s+|,?\s+(?:and|or)\s+(?:up to\s+)?[$£€¥\d]/i;
/** Anyone at all, a count, or who has already been chosen ("successful applicants", "30 organisations"). */
export const ANY_RECIPIENT =
  /^(?:(?:the|each|all|any|every|successful|eligible|selected|funded|chosen|winning)\s+)*(?:applicants?|recipients?|organi[sz]ations?|projects?)$|^(?:up to |over |around |about )?\d/i;
export function offeredTo(text: string): [number, number][] {
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
export const GENERIC_RECIPIENT_FOR =
  /^(?:any |all )?(?:organi[sz]ations?|applicants?|groups?|bodies)\s+for\s+(?:the\s+)?(?:projects?|activit(?:y|ies)|costs?|work|events?|items?|repayment|purchase|retrospective)\b/i;
/**
 * A fund said to be for kinds of applicant, without a modal verb ("The Fund is available for
 * community groups, charities, faith groups …", "Their Small Grants Scheme is designed to support
 * charities registered and operating in the United Kingdom"): seen under "Eligible organisations"
 * and "Who can apply" on council, trust and foundation pages. Who follows must be applicants.
 */
export const FUND_IS_FOR =
  /^(?:the |this |our |their |its )?(?:[\w&'’-]+ ){0,4}?(?:fund|funding|scheme|programme|program|grants?|awards?|call|initiative|facility)\b[^.]{0,30}?\b(?:is|are) (?:only |primarily |mainly |exclusively )?(?:available (?:to|for)|designed (?:to support|for)|intended (?:to support|for)|aimed at|targeted at|open to)\s+/i;
export function fundIsFor(text: string): boolean {
  const match = FUND_IS_FOR.exec(text);
  return match !== null && RECIPIENT_NOUN.test(text.slice(match.index + match[0].length));
}

/** An item of a list of refusals that names who ("by political parties", "Directly to individuals"). */
export function refusedApplicant(text: string): boolean {
  const rest = text.replace(/^(?:directly )?(?:by|from|to)\s+/i, '');
  return rest !== text && APPLICANT_FIRST.test(rest) && !COST_OF.test(rest);
}
/** A lead-in that ends on whom grants go to ("We don’t make grants to the following:", "Grants are awarded to:"). */
export const RECIPIENTS_LEAD_IN =
  /\b(?:grants?|awards?|funding|donations?|funds) (?:(?:will|can|may|are|is|be|not|only|normally|usually|directly|generally|made|given|awarded|provided|available)\s+){0,4}to(?: the following)?(?: (?:organi[sz]ations|bodies|groups|applicants))?\s*:\s*$/i;
/** "University overhead charges", "Church buildings": a cost or a thing of an applicant, not the applicant. */
export const COST_OF =
  /^(?:\S+\s+){0,3}?(?:costs?|charges?|fees|overheads?|expenses?|salar(?:y|ies)|buildings?|premises|equipment)\b/i;
/**
 * An item of a list of whom grants go to that names no applicant but what is funded: an activity
 * told as a verb ("Support general operating budgets", "Produce books, films or videos", "Cover
 * deficits already incurred") or a thing ("Basic research", "Endowment funds", "Annual fund
 * drives", "Conferences, seminars, or attendance at same"). Trust and foundation pages write
 * "does not make grants to:" over both kinds; "Individuals", "CICs" or "Religious organizations
 * for sectarian purposes" in the same list are who.
 */
export const FUNDED_DEED =
  /^(?:support|produce|cover|pay|purchase|buy|build|fund|finance|sponsor|underwrite|subsidi[sz]e|replace|repay|publish|print|attend|organi[sz]e)\b/i;
export const FUNDED_THING =
  /^(?:[\w-]+,?\s+){0,3}?(?:research|funds|drives|campaigns?|appeals?|sponsorships?|conferences?|seminars?|symposi(?:a|um|ums)|projects?|endowments?|deficits?|debts?|loans?|books?|films?|videos?|publications?|trips?|tours?|expeditions?|travel|advertising|lobbying|scholarships?|bursaries|tuition|dinners|galas?|events?|festivals?|budgets?|expenditures?)\b/i;
export function namesWhatNotWho(text: string): boolean {
  // "Projects submitted by for-profit organisations" names who, through who submits or leads.
  if (APPLICANT_FIRST.test(text) || RECIPIENT_NOUN.test(text) || SUBMITTED_BY.test(text)) return false;
  return FUNDED_DEED.test(text) || FUNDED_THING.test(text);
}

/** "The Foundation accepts applications from …", "The Department invites proposals and applications from …". */
export const ACCEPTS_FROM =
  /\b(?:accepts|invites|considers)\b[^.:]{0,50}?\b(?:applications|proposals)\s+from\s+|\b(?:applications|proposals) (?:are|will) (?:(?:generally|normally|usually|only) )?(?:be )?(?:accepted|considered|invited) from\s+/i;
/** A word naming who applies, which each item of such a list must have. */
export const APPLICANT_NOUN =
  /\b(?:organi[sz]ations?|associations?|groups?|charit(?:y|ies)|bodies|agencies|institutions?|individuals?|companies|businesses|non-?profits?|NGOs?|CSOs?|CBOs?|NPOs?|schools?|universit(?:y|ies)|councils?|trusts?|foundations?|societ(?:y|ies)|enterprises?|cooperatives?|artists?|researchers?|scholars?|students?|candidates?|residents?|communities)\b/i;

/**
 * Who a funder says it accepts applications from, as spans of the list's items (offsets within
 * the sentence): split at commas when every item names an applicant, else the whole tail. Not
 * when the sentence refuses ("does not accept applications from").
 */
export function acceptedFrom(text: string): [number, number][] | null {
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

export const APPLICANT_FIRST =
  /^(?:(?!(?:that|which|who|for|to|of|in|with|benefit\w*|support\w*|activit\w*|projects?|work|costs?|events?|services?|programmes?|programs?)\b(?!-))[\w-]+\s+){0,2}(?:organi[sz]ations?|associations?|groups?|charit(?:y|ies)|bodies|agencies|institutions?|individuals?|companies|businesses|non-?profits?|NGOs?|CSOs?|CBOs?|schools?|universit(?:y|ies)|councils?|trusts?|foundations?|societ(?:y|ies)|enterprises?|cooperatives?|churches|political parties|parties|applicants?)\b/i;

/** "Projects submitted by for profit, commercial organizations": who submits is who may not apply. */
export const SUBMITTED_BY =
  /^(?:[\w-]+ )?(?:projects?|applications?|proposals?|requests?) (?:(?:can|may) (?:only )?be )?(?:submitted|proposed|led|made) by\b[^.]{0,60}\b(?:organi[sz]ations?|entit(?:y|ies)|companies|businesses|individuals?|groups?|bodies|agencies|institutions?|applicants?|NGOs?|CSOs?|universit(?:y|ies))\b/i;

/** An item that is an activity, a cost or a theme ("Running costs", "Equipment", "Supporting older people"). */
export const FUNDED_ITEM =
  /^(?!(?:being|having)\b)[A-Za-z]+ing\b|^(?:the )?(?:(?:core|running|capital|staff|salary|volunteer|travel|project|start-?up|overhead|general|equipment|revenue) )*(?:costs?|expenses?|equipment|salaries|activities|events?|training|workshops?|refurbishment|repairs?|materials|venue hire|publicity|transport)\b/i;
