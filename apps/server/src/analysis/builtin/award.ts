// Over 300 lines on purpose: what makes a figure this call's award (and not a cap, a threshold,
// a past round or an example) is one set of cues that must be read together.
import type { Award, Citation } from '@grantpilot/shared/contracts/analysis';
import { normalizeAmount } from '@grantpilot/shared/money';
import { compareDecimal, findAmounts, multiplyDecimal, toDecimal, type Amount } from './amounts';
import { citeSentence } from './citation';
import { FOREIGN_COUNT, FOREIGN_COUNT_EXCLUDE, FOREIGN_COUNT_VERB, FOREIGN_NOT_AWARD } from './languages';
import type { Sentence } from './segment';

/**
 * The award: one award's floor, ceiling and typical size, the call's whole budget and the number
 * of awards. Each figure is read with the words around it; a cap per organisation, a threshold, a
 * previous round, a co-funding rate or an example is never taken for the award. When unsure,
 * nothing is reported.
 */

type Field = 'min' | 'max' | 'typical' | 'totalBudget';
interface Candidate {
  field: Field;
  amount: Amount;
  citation: Citation;
  order: number;
}

const NOT_AWARD =
  /\b(?:must|should|will|to|that) cost\b|\bprojects? cost\b|\b(?:projects?|activit(?:y|ies)|events?) (?:can|could|may|might|would) (?:not )?cost\b|\b(?:of|from) the (?:grant|award|funding) (?:may|can|could|must|should) (?:only )?be (?:spent|used) (?:on|for)\b|\b(?:staff|salary|personnel|overhead|administrat\w*|management|volunteer|capital|equipment|travel|marketing|publicity) (?:costs?|expenses?|items?) (?:may|must|should|can|cannot|will)? ?(?:not )?(?:exceed|be (?:capped|limited))\b|\bprojects? costing\b|\bcontracts?\b|\btotal (?:project|eligible) (?:costs?|budget)\b|\bprojects?'?s? total (?:costs?|budget)\b|\bprojects? (?:must|should) have a total\b|\btotal costs?\b|\bper (?:organi[sz]ation|applicant|institution|partner|beneficiary|entity|lead (?:applicant|organi[sz]ation)|university|host|company|consortium member|member)\b|\bthreshold\b|\b(?:in|per|for) (?:one|any|each|a single|the same) (?:region|area|district|county|ward|country|state|province|community)\b|\b(?:such|these|those) (?:groups|organi[sz]ations|applicants|entities|bodies)\b|\btickets?\b|\bprices?\b|\bsell(?:s|ing)? for\b|\bsold for\b|\braised\b|\b(?:must|need to|needs to|have to|has to) raise\b|\braising (?:funds|money)\b|\bat any (?:one )?time\b|\b(?:hold|receive|have) (?:grants|awards) totall?ing\b|\bturnover\b|\b(?:annual|yearly) (?:income|revenue|turnover|expenditure|budget|spend)\b|\bincome\b|\brevenues?\b|\bsalar(?:y|ies)\b|\boverheads?\b|\bindirect costs?\b|\baudit(?:ed|s|or)?\b|\binsurance\b|\bfees?\b|\bassets\b|\breserves\b|\bmatch(?:ed|ing)? funding\b|\bco-?financ|\bco-?fund|\bcost[- ]shar|\b(?:own|applicants?'?s?|partners?'?s?|match(?:ing)?|in-kind|minimum|organi[sz]ations?'?s?) contributions?\b|\bfinancial contributions? (?:from|by|of) (?:the |your )?(?:applicants?|partners?|organi[sz]ations?|lead|beneficiar)|\bminimum financial contribution|\bown (?:funds|resources)\b|\b(?:must|should|will need to|are expected to) (?:make|provide) an? (?:financial )?contribution\b|\bcontributions? (?:from|by) (?:the )?(?:applicant|partner|organi[sz]ation|lead)|\bin-kind\b|\bequipment\b|\bitems? (?:over|above|costing|of more)\b|\bVAT\b|\bexchange rate\b|\bsubcontract|\bloans?\b|\bprocurement\b|\bde minimis\b|\bstate aid\b|\btravel\b|\bsubsistence\b|\bvouchers? of\b|\b(?:first|second|third|1st|2nd|3rd|runner-?up) (?:prize|place)\b|\bbudget for (?:the )?(?:[A-Z]\w+ )?(?:partners|participants|countries|member states)\b|\bacross (?:all )?(?:its|their|your|the organi[sz]ation'?s?) (?:applications|grants|awards|projects)\b|\b(?:an? |any |one |each )?(?:organi[sz]ations?|institutions?|universit(?:y|ies)|applicants?|host (?:institutions?|organi[sz]ations?)) (?:may|can|will) (?:receive|hold|be awarded)\b[^.]{0,40}\bin total\b/i;
const PREVIOUS =
  /\bprevious(?:ly)?\b|\b(?:last|previous|past) (?:financial|fiscal|academic|calendar) years?\b|\bgave out\b|\b(?:have|has) (?:ranged|varied|totall?ed)\b|\b(?:has|have) received\b|\bin the (?:last|past|previous) (?:\d+|two|three|five|twelve) (?:months|years)\b|\blast (?:year|round|call|time)\b|\bprior (?:round|call|year)s?\b|\bpast (?:rounds?|calls?|years?)\b|\bsince (?:19|20)\d\d\b|\bto date\b|\bso far\b|\b(?:has|have) (?:awarded|invested|distributed|provided|given|made|supported|funded|financed)\b|\bsince (?:its|the) (?:launch|creation|inception|start)\b|\bhave (?:been awarded|received|been funded)\b|\bwere (?:awarded|funded|made)\b|\bwas (?:awarded|allocated)\b|\bin (?:19|20)\d\d,? (?:we|the)\b|\bhistoric(?:al)?\b|\b(?:we|it|they|the (?:foundation|trust|fund|council|programme|program|scheme|charity|agency|department|ministry|endowment|office|institute|commission|government|board)) (?:made|funded|gave|granted|distributed|invested|supported|awarded|provided|allocated|received|secured|obtained|won)\b|\bin (?:FY|fiscal year|financial year) ?(?:19|20)?\d\d(?:[/-]\d\d)?,? [^.]{0,80}\b(?:awarded|made|funded|received|gave|granted|distributed|supported)\b|\bpast (?:recipients|grantees|awardees|winners|fellows)\b|\b(?:recipients|grantees|awardees|winners) (?:received|were given|got)\b|\bin the (?:19|20)\d\d(?:[/-]\d\d)? (?:round|call|competition|cycle)\b|\b(?:last|previous|prior|past|recent) (?:competitions?|cycles?|editions?|intakes?)\b|\b(?:competition|round|call|cycle|edition|intake)s? (?:funded|awarded|supported|made|received|attracted)\b|\bresults? of the (?:(?:19|20)\d\d|previous|last) \w+|\bsuccess rates?\b|\b(?:in|during) (?:19|20)\d\d(?:[/-]\d{2,4})?\b[^.;]{0,40}\b(?:was|were)\b/i;
const EXAMPLE =
  /\be\.g\.|\bfor example\b|\bfor instance\b|\bsuch as\b|\bexample\b|\billustrat|\bhypothetical|\bscenario\b|\bif (?:you|your|an applicant)\b|\bwould receive\b|\bsample\b/i;
/**
 * Figures that are no award of this call although a grant word stands by them: a hedge in
 * advice ("perhaps up to £500"), what a sum could buy ("£500 could pay for a term of
 * sessions"), another funder's programme ("groups also apply to X, which offers grants of £300
 * to £20,000"), a news item on grants made ("has announced a grant of $10,000 from …",
 * "announced grants totaling $49,000"). A call announced as available stays ("has announced
 * that $300,000 is available").
 */
const NOT_THIS_CALL =
  /\bperhaps\b|\bpossibly\b|\b(?:typical|average|median|usual) (?:grant|award)s? (?:was|were)\b|\b(?:could|would) (?:pay for|buy|fund|cover)\b|\bother (?:funders|grant-?makers|sources of (?:funding|grants))\b|\balso apply (?:to|for)\b|\b(?:has|have) announced (?:an? |the )?(?:(?:new |first |final |second |third )?(?:rounds? of )?(?:grants?|awards?|donations?|gifts?)\b|(?:more than |over |nearly |almost )?[$£€]\s?\d)(?![^.]{0,80}\bavailable\b)/i;
/**
 * A figure that only sorts grants for a procedure ("Grants over £1,000 are paid in two
 * instalments", "grants of £500 or less will only be asked for a short feedback form", "projects
 * with a total budget above USD 50,000 will be referred to headquarters"): a threshold, not the
 * size of the grant. A ceiling cue ("up to £5,000 … considered by the panel") keeps the figure.
 */
const THRESHOLD_BEFORE = /\b(?:over|above|exceeding|more than|in excess of|below|under|less than)\s*$/i;
const THRESHOLD_AFTER = /^\s*(?:or|and) (?:less|more|under|over|above|below)\b/i;
const PROCEDURE =
  /\breports?\b|\bforms?\b|\bfeedback\b|\bsite visits?\b|\bquot(?:es?|ations?)\b|\baudit|\binstal(?:l)?ments?\b|\bpaid in\b|\bconsidered by\b|\breferred\b|\bfull board\b|\bcommittee\b|\bsign-?off\b|\bdiscuss(?:ed)?\b|\bcontact us\b|\bprior approval\b|\bpermission\b|\bbusiness plan\b|\bletter of support\b|\btwo-stage\b/i;
function procedureThreshold(text: string, before: string, after: string): boolean {
  if (!PROCEDURE.test(text) || lastCue(MAX, before.slice(-60)) >= 0) return false;
  return THRESHOLD_BEFORE.test(before.slice(-25)) || THRESHOLD_AFTER.test(after);
}
const PER_PERIOD =
  /^\s*(?:\)\s*)?(?:in (?:total |direct |indirect )?costs?\s+)?(?:per (?:project|award|grant)\s+)?(?:in )?(?:per|a|each|every|\/)\s*(?:year|annum|yr|month|week|day)\b|^\s*(?:annually|yearly|monthly)\b/i;
const TOTAL =
  /\b(?:amount|money|sum) (?:available|allocated|set aside)\b|\btotal (?:budget|funding|amount|fund|pot|envelope|value|of)\b|\b(?:has|have) budgeted\b|\bavailable budget\b|\bbudget available\b|\btotall?ing\b|\btotals\b|\bfunding availability\b|\bavailable funding\b|\bfunds available\b|\bfunding available\b|\banticipated (?:total )?(?:amount|funding)\b|\bestimated (?:total |available )?(?:call |program |programme )?(?:budget|funding)\b|\bcall budget\b|\btotal (?:available|indicative)\b|\bin total\b|\bbudget (?:of|for) (?:the|this) (?:call|programme|program|competition|scheme|round|fund|topic|opportunity)\b|\bcall budget\b|\boverall (?:budget|funding|sum|amount)\b|\bindicative budget\b|\bfunding pot\b|\bbudget envelope\b|\bprogramme budget\b|\bprogram budget\b|\bavailable (?:for|under|in|through) (?:this|the) (?:call|round|competition|programme|program|scheme|opportunity|funding)\b|\bhas (?:allocated|earmarked|committed|set aside)\b|\bwill (?:invest|allocate|commit|make available)\b|\b(?:is|are) (?:investing|allocating|committing|making available)\b|\baggregate\b|\bup to a total\b|\b(?:a |their |its )?(?:share|slice|portion) of (?:the |a |an )?$|\b(?:intends?|expects?|plans?|anticipates?) to (?:award|invest|provide|make available|commit|distribute)\s+(?:approximately |about |around |up to |some |a total of )?$|\btotal of\b|\btotal\b(?=[^.]{0,20}$)/i;
/**
 * The funder's yearly giving, not this call's budget: "The Foundation makes about twenty grants
 * per year, totaling around $1,000,000", "Each year we distribute over £300,000 in grants".
 */
const ANNUAL_GIVING =
  /\b(?:we|our (?:trust|foundation|fund|charity)|the (?:trust|foundation|charity|council|fund|funder|company|bank))\b[^.;]{0,20}\b(?:makes?|gives?|distributes?|donates?|awards?|grants?|invests?|provides?|spends?)\b[^.;]{0,80}\b(?:per year|a year|each year|every year|annually|per annum)\b|\b(?:each|every) year,? (?:we|the (?:trust|foundation|charity|council|fund)) (?:makes?|gives?|distributes?|donates?|awards?|grants?|invests?|provides?|spends?)\b/i;
/** "a maximum of £1,000,000 total budget per project": one award's total, not the call's. */
const TOTAL_PER_AWARD =
  /^\s*(?:in )?total(?: (?:budget|funding|grant|award|amount))? per (?:project|award|grant|proposal|application|fellowship)\b/i;
const PER_AWARD =
  /\beach\b|\bper (?:project|award|grant|proposal|application|fellowship)\b|\bindividual (?:grants?|awards?|projects?)\b|\bsingle (?:grant|award|project)\b|\bgrants? of\b|\bawards? of\b/i;
const MAX =
  /\b(?:rarely|seldom|(?:do|does|will) not normally) exceeds?\b|\bup to\b|\bmaximum\b|\bmax\.?\b|\bnot (?:to )?exceed(?:ing)?\b|\bno more than\b|\bnot more than\b|\bceiling\b|\bcapped at\b|\bcap of\b|\b(?:budget|funding|grant|award) cap (?:is|of)\b|\bat most\b|\blimited to\b|\bupper limit\b|\bhighest\b|\blargest\b|(?<![A-Za-zÀ-ÿ])(?:jusqu['’]à|au maximum|plafonnée? à|hasta|máxim[oa]|tope de|até|no máximo|bis zu|höchstens|maximal|fino a|massimo|non superiore a|limite massimo|tot|maximaal|ten hoogste)(?![A-Za-zÀ-ÿ])/gi;
const MIN =
  /\bminimum\b|\bmin\.?\b|\bfloor\b|\bat least\b|\bno less than\b|\bnot less than\b|\bstarting (?:at|from)\b|\blower limit\b|\bsmallest\b|(?<![A-Za-zÀ-ÿ])(?:au minimum|mínim[oa]|minimo|mindestens|minimaal|entre|zwischen|tussen)(?![A-Za-zÀ-ÿ])/gi;
const TYPICAL =
  /\btypical(?:ly)?\b|\baverage\b|\bmedian\b|\busually\b|\bnormally\b|\bin the region of\b|\bexpected to be (?:around|about|approximately)\b|\bapproximately\b|\baround\b|\babout\b|\bmost (?:grants|awards)\b|\bmost (?:are|were|fall|range)\b/gi;
const STATED_TYPICAL =
  /\btypical(?:ly)?\b|\baverage\b|\bmedian\b|\busually\b|\bnormally\b|\bgenerally\b|\bmost (?:grants|awards)\b|\bmost (?:are|were|fall|range)\b/i;
const AWARD_NOUN =
  /\b(?:gifts?|donations?) (?:from|by|of) (?:the|our) (?:foundation|trust|fund|charity)\b|\b(?:sub-?|mini-?|micro-?)?grants?\b|\bawards?\b|\bawarded\b|\bfunding\b|\bprizes?\b|\bfellowships?\b|\bbursar(?:y|ies)\b|\bscholarships?\b|\bstipends?\b|\bfunded\b|\brequest\b|\bapply for\b|\bsupport of\b|\bproject budget\b|\bbudget per\b|\bfinancial support\b|\bcontribution from\b|\b(?:EU|Union|EC|Community|requested|grant|programme|program|financial) contribution\b|\bdisburs(?:ed|ement)\b|(?<![A-Za-zÀ-ÿ])(?:subventions?|aides?|financements?|subvenci(?:ón|ones)|ayudas?|aportes?|financiamiento|apoi(?:o|ar)|orçamento|förder(?:ung|summe|betrag|mittel)|zuschuss|zuschüsse|contribut[oi]|finanziament[oi]|subsidies?|bijdragen?|aanvragen)(?![A-Za-zÀ-ÿ])/i;

/** An amount stated as the exact size of every grant, right before the figure (English and the other languages read). */
const EXACT =
  /(?:\bexactly|\bfixed (?:amount|sum) of|(?<![A-Za-zÀ-ÿ])(?:exat[oa]|exact[oa]?|fixe|fisso|fest(?:er|en)?|vast(?:e)?)\s+(?:de|di|du|van|von|of)?)\s*$/i;
const BUDGET_CAP =
  /(?:^|[.;:]\s*|\n\s*|\b(?:the|your|a|each) )(?:(?:proposed|requested|project|proposal|applicant'?s?) )?budgets? (?:requested )?(?:should|must|shall|may|can|cannot|will) ?not (?:to )?exceed\s*$/i;

const BOUND_SUBJECT =
  /\b(?:maximum|minimum) (?:amount|grant|award|funding|sum|contribution|request)\b[^.;:]{0,80}\b(?:is|are|will be|stands at|amounts to)\s*$/i;
const CAP_FOR =
  /\b(?:budget|funding|grant|award) (?:cap|ceiling|limit)\b(?: for [^.;:]{1,100}?)? (?:is|of|will be)\s*$/i;

const FIXED =
  /\b(?:grants?|awards?|prizes?|fellowships?|bursar(?:y|ies)|scholarships?|stipends?) (?:(?:is|are|will be) )?(?:of|worth|valued at)\s*$|\b(?:grants?|awards?|prizes?|fellowships?|bursar(?:y|ies)|scholarships?|stipends?) (?:is|are|will be)\s*$|\beach (?:grant|award|project|fellowship|prize)\b[^.]{0,30}$|\bwill (?:receive|be awarded)\b[^.]{0,30}$|\bprovides?\b[^.]{0,20}$/i;

/** What a label above a bare figure names: "Max Grant Amount", "Budget", "Funding availability". */
function fieldOfLabel(label: string): Field | null {
  // A bare "Total:" line sums the lines above it (a budget breakdown, the grants of past years),
  // not a budget the call offers.
  if (/^(?:grand |sub-?)?total(?: costs?)?$/i.test(label.trim())) return null;
  if (/\bmin(?:imum|\.)?\b|\bfloor\b|\bsmallest\b/i.test(label)) return 'min';
  if (/\bmax(?:imum|\.)?\b|\bup to\b|\bceiling\b|\blargest\b/i.test(label)) return 'max';
  if (/\btypical\b|\baverage\b/i.test(label)) return 'typical';
  if (
    /\btotal\b|\bbudget\b|\bfunding availab|\bavailable funding\b|\bfunds available\b|\bfunding available\b|\bprogramme funding\b/i.test(
      label,
    )
  )
    return 'totalBudget';
  if (/^(?:award|grant|funding)?\s*(?:amount|size|value)s?$|^(?:award|grant)$/i.test(label.trim())) return 'max';
  return null;
}

const RANGE_JOIN = /^\s*(?:-|–|—|to|and|through|à|a|hasta|até|bis|y|e|et|und|en|tot)\s*$/i;

/** Words that may stand before a figure a label explains: "Award amount" above "Up to £50,000". */
const VALUE_PREFIX =
  /^[\s\W]*(?:(?:up to|maximum(?: of)?|max\.?|minimum(?: of)?|min\.?|from|at least|approximately|about|around)\s*)?$/i;

/**
 * The field a label gives a figure: the line above ("Max Grant Amount" then "€5,000,000"), the
 * label before a colon on its line ("Budget: EUR 153,000,000"), or in a
 * table the figure's column header or the row's first cell ("| Amount | Up to £100,000 |"). A
 * generic label ("Award amount") takes the cue written before the figure ("Up to").
 */
function labelField(sentence: Sentence, amount: Amount, cued: Field, at: number): Field | null {
  const cell = sentence.cells?.find((candidate) => candidate.start <= amount.start && amount.end <= candidate.end);
  const labels: string[] = [];
  let prefix: string;
  if (cell) {
    prefix = sentence.text.slice(cell.start, amount.start);
    if (cell.header) labels.push(cell.header);
    const first = sentence.cells![0]!;
    if (first !== cell) labels.push(sentence.text.slice(first.start, first.end));
  } else {
    prefix = sentence.text.slice(0, amount.start);
    // A listing's "Label: value" line ("Budget: EUR 153,000,000", "Award ceiling: $50,000").
    const inline = /^\s*([A-Za-z][A-Za-z ()'’-]{1,40}?)\s*:\s*/.exec(prefix);
    if (inline && VALUE_PREFIX.test(prefix.slice(inline[0].length))) {
      labels.push(inline[1]!);
      prefix = prefix.slice(inline[0].length);
    } else if (sentence.label) labels.push(sentence.label);
  }
  if (!VALUE_PREFIX.test(prefix)) return null;
  for (const label of labels) {
    const field = fieldOfLabel(label);
    if (!field) continue;
    const generic = /^(?:award|grant|funding)?\s*(?:amount|size|value)s?$|^(?:award|grant)$/i.test(label.trim());
    if (generic && /\bfrom\s*$/i.test(prefix)) return 'min';
    return generic && at >= 0 ? cued : field;
  }
  return null;
}

const TERM_NUMBER = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
/** The longest term after a rate: "per year for up to 3 years", "a month for a maximum of six months". */
const TERM_AFTER = new RegExp(
  `^\\s*\\)?\\s*(?:per|a|each|every|/)\\s*(year|annum|yr|month)\\b[^.;]{0,30}?\\b(?:for|over|during)\\s+(?:(?:up to|a maximum of|a period of(?: up to)?|no more than|at most|a total of)\\s+)?${TERM_NUMBER}\\s*(?:-|\\s)?(years?|months?)\\b`,
  'i',
);
/** "a three-year fellowship worth £30,000 per year". */
const TERM_BEFORE = new RegExp(
  `\\b${TERM_NUMBER}[- ](year|month)s? (?:grants?|awards?|fellowships?|projects?|programmes?|programs?|scholarships?|studentships?|bursar(?:y|ies))\\b`,
  'i',
);

/** How many periods the longest term of a per-period award spans, or null when it is not stated. */
function termOf(after: string, before: string): number | null {
  const stated = TERM_AFTER.exec(after);
  let count: number | null;
  let rate: string;
  let unit: string;
  if (stated) {
    rate = stated[1]!.toLowerCase();
    count = numberWord(stated[2]!);
    unit = stated[3]!.toLowerCase();
  } else {
    const prior = TERM_BEFORE.exec(before);
    const per = /^\s*\)?\s*(?:per|a|each|every|\/)\s*(year|annum|yr|month)\b/i.exec(after);
    if (!prior || !per) return null;
    rate = per[1]!.toLowerCase();
    count = numberWord(prior[1]!);
    unit = prior[2]!.toLowerCase();
  }
  if (count === null || count < 1) return null;
  const yearly = rate !== 'month';
  if (yearly) return unit.startsWith('year') ? count : null;
  return unit.startsWith('month') ? count : count * 12;
}

function lastCue(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let found = -1;
  let match;
  while ((match = pattern.exec(text)) !== null) found = match.index + match[0].length;
  return found;
}

/** "$" is the US dollar unless the document is written in another dollar. */
export function dollarOf(text: string): string {
  if (/\bAUD\b|\bA\$|\bAU\$|Australian dollars?/.test(text)) return 'AUD';
  if (/\bNZD\b|\bNZ\$|New Zealand dollars?/.test(text)) return 'NZD';
  if (/\bCAD\b|\bC\$|\bCA\$|Canadian dollars?/.test(text)) return 'CAD';
  if (/\bUSD\b|\bUS\$|\bU\.S\. dollars?/.test(text)) return 'USD';
  // Else the dollar of the country the call is written for, when one is named far more than the US.
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  const us = count(/\bUnited States\b|\bU\.S\.|\bAmerican?\b|\bfederal\b/gi);
  // Web and email addresses count too: a page on creativenz.govt.nz is written in New Zealand dollars.
  const countries: [string, number][] = [
    [
      'AUD',
      count(
        /\bAustralia(?:n|ns)?\b|\bA[CEW][SD]T\b|\bABN\b|\bNew South Wales\b|\bQueensland\b|\bTasmania(?:n)?\b|\bNorthern Territory\b/g,
      ) +
        2 * count(/[a-z0-9-]\.(?:gov|org|com|edu|net|asn)\.au\b/g),
    ],
    [
      'NZD',
      count(/\bNew Zealand(?:ers?)?\b|\bAotearoa\b|\bNZ[SD]T\b|\bM[āa]ori\b|\biwi\b|\bAuckland\b|\bChristchurch\b/g) +
        2 * count(/[a-z0-9-]\.(?:govt|org|co|ac|net)\.nz\b/g),
    ],
    [
      'CAD',
      // Provinces, the harmonised sales tax and the federal research councils are Canada's alone.
      count(
        /\bCanad(?:a|ian|ians)\b|\bOntario\b|\bQu[ée]bec\b|\bBritish Columbia\b|\bAlberta\b|\bManitoba\b|\bSaskatchewan\b|\bNova Scotia\b|\bNew Brunswick\b|\bNewfoundland\b|\bHST\b|\bSSHRC\b|\bNSERC\b|\bCIHR\b|\bTri-(?:Agency|Council)\b/g,
      ) +
        2 * count(/[a-z0-9-]\.(?:gc\.)?ca\b/g),
    ],
  ];
  // "$" in a call for Chile is the Chilean peso ("Entre $2.000.000 hasta $10.000.000").
  countries.push(['CLP', count(/\bChile(?:n[oa]s?)?\b/g) + 2 * count(/[a-z0-9-]\.(?:gob|gov|org|com)?\.?cl\b/g)]);
  const [code, mentions] = countries.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return mentions >= 2 && mentions > 2 * us ? code : 'USD';
}

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
};
export const numberWord = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : (WORD_NUMBERS[word.toLowerCase()] ?? null);

/** "twenty" or "Twenty", "fellowships" or "Fellowships": a capital only on the first letter. */
const capitalised = (words: string) =>
  words
    .split('|')
    .map((word) => `[${word[0]}${word[0]!.toUpperCase()}]${word.slice(1)}`)
    .join('|');
const COUNT = new RegExp(
  `\\b(?:(up to|approximately|about|around|some|at least|a maximum of|maximum of|between \\w+ and|an estimated|estimated)\\s+)?(\\d{1,4}|${capitalised('one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred')})\\s+(?:(?:new|individual|separate|research|pilot|small|large|major|full|collaborative|[A-Z][a-z]+)\\s+)?(${capitalised('grants|awards|projects|fellowships|scholarships|proposals|applications|prizes|bursaries|studentships|teams|partnerships')})\\b`,
  'g',
);
const COUNT_VERB =
  /\b(?:fund(?:ed)?|award(?:ed)?|support(?:ed)?|make|making|made|select(?:ed)?|available|offer(?:ed)?|finance[ds]?|expects?|anticipates?|intends?|plans?|contribute)\b/i;
const COUNT_EXCLUDE =
  // "up to 10 applications from each ward": a count per area, not the call's number of grants;
  // "funded for 2 projects at the same time": a cap on one applicant.
  /\bat (?:the same|any one|any|one) time\b|\bconcurrent(?:ly)?\b|\bsimultaneous(?:ly)?\b|\b(?:from|in|for|per) each\b|\bper (?:ward|area|region|district|county|constituency|parish|school|club)\b|\b(?:you|applicants?|organi[sz]ations?|artists?|groups?|individuals?) (?:can|may) (?:only )?(?:make|submit|hold|lodge|send)\b|\b(?:one|\d+) (?:in|out of) (?:\w+)\b|\bsuccess rate\b|\bsubmit\b|\bper (?:organi[sz]ation|applicant|institution|lead|PI)\b|\bmay (?:only )?(?:apply|submit|lead|be involved)\b|\bno more than \w+ (?:applications|proposals)\b|\breceived\b|\bhave been\b|\bparticipate\b|\bpartners?\b/i;

export function extractAward(sentences: readonly Sentence[], dollar: string): { award: Award; warnings: string[] } {
  const candidates: Candidate[] = [];
  const warnings: string[] = [];
  let numberOfAwards: Award['numberOfAwards'] = null;
  let order = 0;
  for (const sentence of sentences) {
    const text = sentence.text;
    const context = `${sentence.leadInParagraph ?? ''} ${text}`;
    if (
      !numberOfAwards &&
      COUNT_VERB.test(text) &&
      !COUNT_EXCLUDE.test(text) &&
      !PREVIOUS.test(text) &&
      !EXAMPLE.test(text)
    ) {
      COUNT.lastIndex = 0;
      const match = COUNT.exec(text);
      if (match) {
        const range = /^between \w+ and$/i.test(match[1] ?? '');
        const count = numberWord(match[2]!);
        // "12 to 15 projects" or "more than 300 projects" is no one number.
        // "£3,000 (three grants of £1,000)": a breakdown of one award, not the number of awards.
        const breakdown = /[\d)]\s*\(\s*(?:\w+\s+){0,2}$/.test(text.slice(0, match.index));
        // "There are two grants available: Small Grants … and Main Grants …": kinds of grant named
        // after a colon, not how many are made.
        const kinds = /^\s*(?:available\s*)?:/i.test(text.slice(match.index + match[0].length));
        // "We anticipate receiving 150 applications": what comes in, not what is funded.
        const incoming = /^(?:applications|proposals)$/i.test(match[3]!) && /\breceiv/i.test(text);
        const vague = /(?:\b(?:more than|over|fewer than|less than|nearly|almost)|\d\s*(?:to|-|–|or))\s*$/i.test(
          text.slice(0, match.index + (match[1] ? match[1].length + 1 : 0)),
        );
        if (
          count !== null &&
          count > 0 &&
          count < 10_000 &&
          !range &&
          !vague &&
          !breakdown &&
          !incoming &&
          !kinds &&
          !/^\s*(?:per|each|a)\b/i.test(text.slice(match.index + match[0].length))
        )
          numberOfAwards = { value: count, citation: citeSentence(sentence) };
      }
    }
    if (
      !numberOfAwards &&
      sentence.label &&
      /\bnumber of (?:grants|awards|projects|fellowships|prizes)\b|\b(?:grants|awards) (?:expected|available)\b/i.test(
        sentence.label,
      ) &&
      /^\W*\d{1,4}\W*$/.test(text)
    ) {
      const count = Number(/\d{1,4}/.exec(text)![0]);
      if (count > 0) numberOfAwards = { value: count, citation: citeSentence(sentence) };
    }
    // "Il est prévu de soutenir jusqu'à 10 projets", "apoiar até 20 projetos".
    const foreignCount: RegExpExecArray | null = numberOfAwards ? null : FOREIGN_COUNT.exec(text);
    if (
      foreignCount &&
      FOREIGN_COUNT_VERB.test(text) &&
      !FOREIGN_COUNT_EXCLUDE.test(text) &&
      !PREVIOUS.test(text) &&
      Number(foreignCount[2]) > 0
    )
      numberOfAwards = { value: Number(foreignCount[2]), citation: citeSentence(sentence) };
    // "Estimated Number of Awards: 7."
    const countLine =
      /^\W*(?:estimated |expected |anticipated |approximate )?number of (?:grants|awards|projects|fellowships|prizes)(?: to be (?:made|funded|awarded))?\s*:\s*(?:up to |approximately |about )?(\d{1,4})\.?\s*$/i.exec(
        text,
      );
    if (!numberOfAwards && countLine) {
      const count = Number(countLine[1]);
      if (count > 0) numberOfAwards = { value: count, citation: citeSentence(sentence) };
    }
    const amounts = findAmounts(text, dollar);
    if (amounts.length === 0) continue;
    if (PREVIOUS.test(text) || EXAMPLE.test(text) || NOT_THIS_CALL.test(text)) continue;
    // "Awards will be offered in the following 3 tiers:" over "• €5,000", "• €10,000", "• €20,000":
    // each item is one level; the smallest and largest become the floor and the ceiling.
    if (
      sentence.listItem &&
      amounts.length === 1 &&
      /^\W*$/.test(text.slice(0, amounts[0]!.start) + text.slice(amounts[0]!.end)) &&
      /\b(?:levels?|tiers?|bands?|fixed amounts?)\b/i.test(sentence.leadIn ?? '') &&
      AWARD_NOUN.test(sentence.leadInParagraph ?? sentence.leadIn ?? '')
    ) {
      candidates.push({ field: 'min', amount: amounts[0]!, citation: citeSentence(sentence), order: order++ });
      candidates.push({ field: 'max', amount: amounts[0]!, citation: citeSentence(sentence), order: order++ });
      continue;
    }
    // "at one of the following levels: $25,000, $50,000, … or $200,000": the smallest and largest.
    if (
      amounts.length >= 3 &&
      /\b(?:levels?|tiers?|bands?|fixed amounts?)\b/i.test(text.slice(0, amounts[0]!.start)) &&
      AWARD_NOUN.test(context) &&
      amounts.every((amount) => amount.currency === amounts[0]!.currency) &&
      amounts.every(
        (amount, at) =>
          at === 0 || /^\s*(?:,|,?\s*(?:or|and))\s*$/.test(text.slice(amounts[at - 1]!.end, amount.start)),
      )
    ) {
      const sorted = [...amounts].sort((a, b) => compareDecimal(a.value, b.value));
      candidates.push({ field: 'min', amount: sorted[0]!, citation: citeSentence(sentence), order: order++ });
      candidates.push({
        field: 'max',
        amount: sorted[sorted.length - 1]!,
        citation: citeSentence(sentence),
        order: order++,
      });
      continue;
    }
    let inherited: Field | null = null;
    /** Where the last figure excluded as no award ends (a threshold, a cost), -1 for none. */
    let excludedEnd = -1;
    for (let index = 0; index < amounts.length; index += 1) {
      const amount = amounts[index]!;
      const previousEnd = index > 0 ? amounts[index - 1]!.end : 0;
      const before = text.slice(Math.max(previousEnd, amount.start - 120), amount.start);
      // A range: "between £10,000 and £50,000", "€5k–€20k", "£10,000 to 50,000".
      let high: Amount | null = null;
      const next = amounts[index + 1];
      if (next && RANGE_JOIN.test(text.slice(amount.end, next.start)) && next.currency === amount.currency) {
        high = next;
      } else {
        const bare = findAmounts(text.slice(amount.end), dollar, { bare: true })[0];
        // "£45,000 to 60 groups": a bare number below the figure is no upper end of a range.
        if (
          bare &&
          bare.currency === null &&
          RANGE_JOIN.test(text.slice(amount.end, amount.end + bare.start)) &&
          compareDecimal(bare.value, amount.value) > 0
        )
          high = { ...bare, start: amount.end + bare.start, end: amount.end + bare.end, currency: amount.currency };
      }
      // "18-24 million NOK": the low end written before, as a bare number the word scales too.
      const prefixed = high ? null : /(\d+(?:[.,]\d+)?)\s*(?:-|–|to)\s*$/.exec(before);
      if (prefixed && index === 0 && !/[\d.,]\s*$/.test(before.slice(0, prefixed.index))) {
        // "150-300 000 EUR" is unclear (150 or 150 000?): nothing is read from it.
        // "200,000 – 500,000 CZK" is clear: both ends are grouped the same way.
        if (amount.exponent === 0 && /[\s.,]\d{3}$/.test(amount.number) && !/[\s.,]\d{3}$/.test(prefixed[1]!)) continue;
        const value = toDecimal(prefixed[1]!, amount.exponent);
        if (value && compareDecimal(value, amount.value) < 0) {
          const lowAmount: Amount = {
            ...amount,
            value,
            number: prefixed[1]!,
            start: amount.start - prefixed[0].length,
          };
          if (lastCue(TYPICAL, before.slice(-40)) < 0 && !NOT_AWARD.test(before) && AWARD_NOUN.test(context)) {
            candidates.push({ field: 'min', amount: lowAmount, citation: citeSentence(sentence), order: order++ });
            candidates.push({ field: 'max', amount, citation: citeSentence(sentence), order: order++ });
          }
          continue;
        }
      }
      // "between EUR 3 and 4 million": the word scales both ends.
      let low = amount;
      if (high && amount.exponent === 0 && high.exponent > 0) {
        const scaled = toDecimal(amount.number, high.exponent);
        if (scaled) low = { ...amount, value: scaled, exponent: high.exponent };
      }
      // "R7.5 million (around $498,000)": a conversion into another currency is not a figure of its own.
      if (
        index > 0 &&
        /^\s*\(\s*(?:(?:around|about|approx\.?|approximately|c\.|ca\.|roughly|equivalent to|~|≈)\s*)?$/i.test(
          text.slice(amounts[index - 1]!.end, amount.start),
        )
      )
        continue;
      if (
        index === 0 &&
        /\(\s*(?:(?:around|about|approx\.?|approximately|c\.|ca\.|roughly|equivalent to|~|≈)\s*)?$/i.test(before) &&
        /\d\s*(?:[kKmM]|mill?(?:ion)?|bn|billion|thousand)?\s*\(\s*\S*\s*$/.test(before)
      )
        continue;
      const end = high ? high.end : amount.end;
      const after = text.slice(end, end + 80);
      // What the figure is for, said after it, counts up to the end of its clause: "grants of
      // £2,000 to £10,000 to cover core costs, salaries…" are grants, "£500,000 per organisation" is not.
      // What the grants will help to buy ("will help to purchase small equipment items") is their use,
      // not a qualifier of the figure.
      const ownClause = after.split(
        /[,;(]|\s(?:to (?:cover|fund|pay for|support|purchase|buy)|towards|which|that|and can|(?:will|can|may) (?:help|be used))\b/,
      )[0]!;
      const near = `${before} ${ownClause.slice(0, 50)}`;
      // "income must be a minimum of £100,000 and a maximum of £1,000,000": a figure joined to a
      // threshold by a few words is the same threshold's other bound.
      const joinedToExcluded =
        excludedEnd === previousEnd &&
        index > 0 &&
        /^[^.;:]{0,25}\b(?:and|or|to)\b[^.;:]{0,25}$/i.test(before) &&
        !AWARD_NOUN.test(before);
      if (
        NOT_AWARD.test(near) ||
        FOREIGN_NOT_AWARD.test(near) ||
        joinedToExcluded ||
        procedureThreshold(text, before, after)
      ) {
        excludedEnd = amount.end;
        continue;
      }
      // "The annual stipend is $35,000" is a rate, like "$35,000 per year".
      const ratedBefore =
        /\b(?:annual|yearly|monthly|weekly)\s+(?:stipends?|grants?|awards?|amounts?|allowances?|funding|budgets?)\b[^.;]{0,20}$/i.test(
          before,
        );
      if (PER_PERIOD.test(after) || ratedBefore) {
        // "£50,000 per year for up to 3 years": one award's ceiling is the rate times the longest term.
        const term = high ? null : termOf(after, before);
        if (term && !/\bdirect costs?\b/i.test(`${before} ${after}`)) {
          const cued = lastCue(MAX, before.slice(-60)) >= 0 || (AWARD_NOUN.test(text) && FIXED.test(before));
          if (cued && lastCue(MIN, before.slice(-60)) < 0 && lastCue(TYPICAL, before.slice(-60)) < 0) {
            candidates.push({
              field: 'max',
              amount: { ...amount, value: multiplyDecimal(amount.value, term) },
              citation: citeSentence(sentence),
              order: order++,
            });
            warnings.push(
              `An award stated per period ("${text.slice(amount.start, end + 12).trim()}…") is reported as its ceiling over the longest term stated.`,
            );
            continue;
          }
        }
        warnings.push(
          `An award stated per period ("${text.slice(amount.start, end + 12).trim()}…") is not reported as the award.`,
        );
        if (high) index += 1;
        continue;
      }
      const push = (field: Field, value: Amount) =>
        candidates.push({ field, amount: value, citation: citeSentence(sentence), order: order++ });
      // A bare "Total:" line sums the lines above it (a budget breakdown, past years' grants).
      if (/^\W*(?:grand |sub-?)?total(?: costs?)?\s*:\s*$/i.test(before)) continue;
      // "Projects will receive grants of up to £500,000 a year, with a maximum of £1,000,000 total
      // budget over 18 months": a ceiling on each grant's whole term.
      const perAwardTotal =
        TOTAL_PER_AWARD.test(after) ||
        (/^\s*total(?: (?:budget|funding|grant|award))? over\b/i.test(after) &&
          lastCue(MAX, before.slice(-40)) >= 0 &&
          /\b(?:projects?|applicants?|grantees?|recipients?) (?:will|may|can) receive\b|\bgrants? of\b/i.test(text));
      // What the sentence is about, with its label, column header and section heading: a grant
      // ("Grants of", "apply for", a "Funding" heading), or for a whole budget also a fund, call or
      // programme. A range or total in a sentence about anything else (a salary scale, ticket
      // prices, what organisations raise) is not the award.
      const labels = `${sentence.label ?? ''} ${(sentence.cells ?? []).map((cell) => cell.header ?? '').join(' ')}`;
      const awardish =
        AWARD_NOUN.test(context) ||
        AWARD_NOUN.test(labels) ||
        /fund|award|grant|budget|amount/.test(sentence.heading) ||
        /\b(?:budget|amount)\b/i.test(labels) ||
        // "Budget should not exceed R1 000 000.00" in a call's conditions: the request's ceiling.
        BUDGET_CAP.test(before);
      const budgetish =
        awardish ||
        /\b(?:budgets?|funds?|envelope|pot|allocation|call|programmes?|programs?|scheme|competition|round|available)\b/i.test(
          context,
        );
      const isTotal =
        (!perAwardTotal &&
          TOTAL.test(before.slice(-100)) &&
          !/^\s*(?:each|per (?:project|award|grant))\b/i.test(after)) ||
        // "Funding of $16 million is available to eligible organisations".
        (/\b(?:funding|funds|a budget) of\s*$/i.test(before) &&
          /^\s*(?:is|are|has been|will be) (?:available|allocated|set aside)\b/i.test(after)) ||
        (!perAwardTotal && /^\s*(?:is |are )?(?:available )?(?:in total|total)\b/i.test(after)) ||
        (TOTAL.test(context) &&
          !PER_AWARD.test(context) &&
          !perAwardTotal &&
          // "The funds available under this scheme are:" over "- Up to £500 for new groups": each
          // item's own ceiling, not the budget the lead-in speaks of.
          !(!TOTAL.test(text) && (lastCue(MAX, before.slice(-40)) >= 0 || lastCue(MIN, before.slice(-40)) >= 0)));
      // "The total maximum grant award is $300,000": a total or a ceiling? Unsure: nothing.
      if (
        (lastCue(MAX, before.slice(-40)) >= 0 || lastCue(MIN, before.slice(-40)) >= 0) &&
        /\btotal\b/i.test(before.slice(-40))
      )
        continue;
      if (isTotal && !PER_AWARD.test(before.slice(-60))) {
        if (!high && budgetish && !ANNUAL_GIVING.test(text)) push('totalBudget', amount);
      } else if (high) {
        // "typically range from $10,000 to $50,000" describes practice, not the floor and ceiling.
        if (lastCue(TYPICAL, before.slice(-40)) < 0) {
          push('min', low);
          push('max', high);
        }
      } else {
        const cues: [Field, number][] = [
          ['max', lastCue(MAX, before.slice(-60))],
          ['min', lastCue(MIN, before.slice(-60))],
          ['typical', lastCue(TYPICAL, before.slice(-60))],
        ];
        const [strongest, at] = cues.reduce((best, cue) => (cue[1] > best[1] ? cue : best));
        let cued = strongest;
        // "limited to approximately $5,000", "up to about £2,000": a ceiling given roughly.
        if (
          cued === 'typical' &&
          /\b(?:up to|limited to|maximum(?: of)?|no more than|not (?:to )?exceed(?:ing)?|at most|capped at)\s+(?:approximately|about|around|roughly)\s*$/i.test(
            before,
          )
        )
          cued = 'max';
        const fromLabel = labelField(sentence, amount, cued, at);
        let field: Field | 'fixed' | null = null;
        if (fromLabel) field = fromLabel;
        // "um orçamento exato de R$ 100 mil", "un montant fixe de 5 000 €": one size, the floor and the ceiling.
        else if (EXACT.test(before) && awardish) field = 'fixed';
        // A typical grant is one the call says is typical: a grant word and "typically", "average",
        // "usually"… before the figure ("grants are usually around £1,000"), or a rough size of
        // each grant ("awards will be approximately $30,000 each"). A bare "about" or
        // "approximately" ("DOD intends to award approximately $25 million", "around £100 million
        // is accessible via the programme") says only that the figure is rough.
        else if (
          at >= 0 &&
          awardish &&
          (cued !== 'typical' ||
            (AWARD_NOUN.test(before) &&
              (STATED_TYPICAL.test(before) || /^\s*(?:each|per (?:award|grant|project))\b/i.test(after))))
        )
          field = cued;
        // "The budget cap for randomised controlled trial applications is $1,440,000": a category's
        // ceiling, however long the category's name (the highest ceiling stated is the max).
        else if (CAP_FOR.test(before)) field = 'max';
        // "The maximum amount that can be disbursed for any project stands at RM250,000": the
        // subject names the ceiling, however long it is.
        else if (at < 0 && awardish && BOUND_SUBJECT.test(before))
          field = /\bmin(?:imum|\.)?\b/i.test(BOUND_SUBJECT.exec(before)![0]) ? 'min' : 'max';
        else if (at < 0 && AWARD_NOUN.test(text) && FIXED.test(before)) field = 'fixed';
        else if (at < 0 && inherited && index > 0 && /^[^.;]{0,40}\b(?:and|or)\b[^.;]{0,10}$|^\s*[,/]\s*$/.test(before))
          field = inherited;
        // "Grants of £5,000 or more …": a bound, never the one size of every grant.
        if (field === 'fixed' && THRESHOLD_AFTER.test(after)) field = null;
        if (field === 'fixed') {
          push('min', amount);
          push('max', amount);
        } else if (field === 'totalBudget') {
          if (!high) push('totalBudget', amount);
        } else if (field) {
          push(field, amount);
        }
        inherited = field === 'fixed' ? null : field;
      }
      if (high) index += high === next ? 1 : 0;
    }
  }
  // One currency: that of the first figure; figures in another are not mixed in.
  const currency = candidates[0]?.amount.currency ?? null;
  const same = candidates.filter((candidate) => candidate.amount.currency === currency);
  const total = same.find((candidate) => candidate.field === 'totalBudget') ?? null;
  const below = (candidate: Candidate) => !total || compareDecimal(candidate.amount.value, total.amount.value) <= 0;
  const pick = (field: Field, choose: 'first' | 'largest' | 'smallest') => {
    const list = same.filter((candidate) => candidate.field === field && (field === 'totalBudget' || below(candidate)));
    if (list.length === 0) return null;
    const chosen =
      choose === 'first'
        ? list[0]!
        : list.reduce((best, candidate) => {
            const comparison = compareDecimal(candidate.amount.value, best.amount.value);
            return (choose === 'largest' ? comparison > 0 : comparison < 0) ? candidate : best;
          });
    return { value: normalizeAmount(chosen.amount.value, currency!), citation: chosen.citation };
  };
  const award: Award = {
    currency: null,
    min: pick('min', 'smallest'),
    max: pick('max', 'largest'),
    typical: pick('typical', 'first'),
    totalBudget: pick('totalBudget', 'first'),
    numberOfAwards,
  };
  if (award.min && award.max && compareDecimal(award.min.value, award.max.value) > 0) award.min = null;
  if (award.min || award.max || award.typical || award.totalBudget) award.currency = currency;
  return { award, warnings };
}
