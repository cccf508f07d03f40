/**
 * The words that tell which figure of a call is which: a ceiling ("up to"), a floor ("at least"),
 * a typical grant ("usually around"), one size for every grant ("grants of"), the call's whole
 * budget ("in total", "funding available") or a rate ("per year"); and the grant words that say a
 * sentence speaks of the award at all. award.ts weighs them against each other.
 */

/** The award figure a cue or a label points to. */
export type Field = 'min' | 'max' | 'typical' | 'totalBudget';

export const PER_PERIOD =
  /^\s*(?:\)\s*)?(?:in (?:total |direct |indirect )?costs?\s+)?(?:per (?:project|award|grant)\s+)?(?:in )?(?:per|a|each|every|\/)\s*(?:year|annum|yr|month|week|day|hour|hr|night|mile|km|kilometre|kilometer)\b|^\s*(?:annually|yearly|monthly)\b/i;
export const TOTAL =
  /\b(?:amount|money|sum) (?:available|allocated|set aside)\b|\btotal (?:budget|funding|amount|fund|pot|envelope|value|of)\b|\b(?:has|have) budgeted\b|\bavailable budget\b|\bbudget available\b|\btotall?ing\b|\btotals\b|\bfunding availability\b|\bavailable funding\b|\bfunds available\b|\bfunding available\b|\banticipated (?:total )?(?:amount|funding)\b|\bestimated (?:total |available )?(?:call |program |programme )?(?:budget|funding)\b|\bcall budget\b|\btotal (?:available|indicative)\b|\bin total\b|\bbudget (?:of|for) (?:the|this) (?:call|programme|program|competition|scheme|round|fund|topic|opportunity)\b|\bcall budget\b|\boverall (?:budget|funding|sum|amount)\b|\bindicative budget\b|\bfunding pot\b|\bbudget envelope\b|\bprogramme budget\b|\bprogram budget\b|\bavailable (?:for|under|in|through) (?:this|the) (?:call|round|competition|programme|program|scheme|opportunity|funding)\b|\bhas (?:allocated|earmarked|committed|set aside)\b|\bwill (?:invest|allocate|commit|make available)\b|\b(?:is|are) (?:investing|allocating|committing|making available)\b|\baggregate\b|\bup to a total\b|\b(?:a |their |its )?(?:share|slice|portion) of (?:the |a |an )?$|\b(?:intends?|expects?|plans?|anticipates?) to (?:award|invest|provide|make available|commit|distribute)\s+(?:approximately |about |around |up to |some |a total of )?$|\btotal of\b|\btotal\b(?=[^.]{0,20}$)|\btotal (?:size|value) of (?:the|this|our) (?:[A-Z][\w-]* )*(?:fund|programme|program|call|round|scheme|pot|competition)\b|\b(?:programme|program|call|scheme|fund|round|competition|initiative) (?:has|have) an? (?:total |overall )?budget of\b|\b(?:fund|round|pot|programme|program|call|scheme|competition) (?:is|will be) worth\b|\bsomma complessiva\b|\brisorse (?:finanziarie )?(?:disponibili|a disposizione)\b/i;
/** "a maximum of £1,000,000 total budget per project": one award's total, not the call's. */
export const TOTAL_PER_AWARD =
  /^\s*(?:in )?total(?: (?:budget|funding|grant|award|amount))? per (?:project|award|grant|proposal|application|fellowship)\b/i;
export const PER_AWARD =
  /\beach\b|\bper (?:project|award|grant|proposal|application|fellowship)\b|\bindividual (?:grants?|awards?|projects?)\b|\bsingle (?:grant|award|project)\b|\bgrants? of\b|\bawards? of\b/i;
export const MAX =
  /\b(?:rarely|seldom|(?:do|does|will) not normally) exceeds?\b|\b(?:not|never) (?:normally |usually |generally |ordinarily )?(?:make|give|award|offer|provide) (?:any )?(?:grants?|awards?|donations?) (?:in excess of|above|over|of more than|larger than|greater than|exceeding)\b|\bup to\b|\bmaximum\b|\bmax\.?\b|\b(?:not|cannot) (?:to )?exceed(?:ing)?\b|\bno more than\b|\bnot more than\b|\bceiling\b|\bcapped at\b|\bcap of\b|\b(?:budget|funding|grant|award) cap (?:is|of)\b|\bat most\b|\blimited to\b|\bupper limit\b|\bhighest\b|\blargest\b|(?<![A-Za-zÀ-ÿ])(?:jusqu['’]à|au maximum|plafonnée? à|plafond|n['’]exc[ée]dant pas|ne (?:peut|pourra|doit|pourront|peuvent) (?:pas )?(?:dépasser|exc[ée]der|être supérieure?s? à)|hasta|máxim[oa]|tope de|até|no máximo|bis zu|höchstens|maximal(?:e[nr]?)?|höchstbetrag|höchstsumme|fino a|massim[oa]|non superiore a|limite massimo|tot|maximaal|ten hoogste)(?![A-Za-zÀ-ÿ])/gi;
export const MIN =
  /\bminimum\b|\bmin\.?\b|\bfloor\b|\bat least\b|\bno less than\b|\bnot less than\b|\bstarting (?:at|from)\b|\blower limit\b|\bsmallest\b|(?<![A-Za-zÀ-ÿ])(?:au minimum|minimale?|plancher|ne (?:peut|pourra|doit|pourront|peuvent) (?:pas )?être inférieure?s? à|mínim[oa]|minim[oa]|mindestens|mindestbetrag|minimaal|entre|zwischen|tussen)(?![A-Za-zÀ-ÿ])/gi;
export const TYPICAL =
  /\btypical(?:ly)?\b|\baverage\b|\bmedian\b|\busually\b|\bnormally\b|\bin the region of\b|\bexpected to be (?:around|about|approximately)\b|\bapproximately\b|\baround\b|\babout\b|\bmost (?:of (?:our|the|these|its|their) )?(?:grants|awards)\b|\bmost (?:are|were|fall|range)\b/gi;
export const STATED_TYPICAL =
  /\btypical(?:ly)?\b|\baverage\b|\bmedian\b|\busually\b|\bnormally\b|\bgenerally\b|\bmost (?:of (?:our|the|these|its|their) )?(?:grants|awards)\b|\bmost (?:are|were|fall|range)\b/i;
/**
 * A grant word right after the figure, which the figure sizes ("a 60 000 EUR grant each", "five $10,000
 * awards"), not a programme, fund or pool named after grants ("the $2 million grant programme").
 */
export const NAMES_GRANT_AFTER =
  /^\s*(?:(?!(?:in|of|to|for|and|or|as|from|per|each|a|the)\b)[A-Za-z]+\s+)?(?:(?:sub-?|mini-?|micro-?)?grants?|awards?|prizes?|fellowships?|bursar(?:y|ies)|scholarships?|stipends?|donations?)\b(?!\s*(?:programmes?|programs?|schemes?|funds?|pools?|rounds?|budgets?|pots?|envelopes?|competitions?|initiatives?|portfolios?|cycles?|totals?|making|makers?|funding)\b)/;
/**
 * A grant word that sizes the figure right after it: "grants of up to", "funding of between", "the
 * grant range of between", "an award of", "grants ranging from". Words that make the grant someone else's money ("match
 * funding of at least") are the guards' to judge, before this phrase.
 */
export const GRANT_SIZED =
  /\b(?:(?:sub-?|mini-?|micro-?)?grants?|(?:cooperative|assistance) agreements?|awards?|funding|bursar(?:y|ies)|fellowships?|scholarships?|prizes?|requests?)\*?(?:\s+(?:range|amounts?|sizes?|sums?|levels?|values?))?\s+(?:(?:of|worth|ranging from|range from|from|between|up to)\s+)+(?:(?:a )?(?:maximum|minimum) of\s+)?(?:approximately |about |around )?$/i;
/**
 * A ceiling after a share of the costs: "up to 50% of the total project cost, up to a maximum of",
 * "80% of total eligible costs up to a maximum grant of", "70% of eligible costs, capped at"; in the other
 * languages "50 % van de werkelijke kosten, met een maximum van", "50 % des dépenses éligibles, dans la
 * limite de", "el 50 % del presupuesto, con un máximo de", "50 Prozent der förderfähigen Kosten, höchstens
 * jedoch" (the share written as a word too).
 */
export const SHARE_CAP =
  /\d+(?:\.\d+)?\s?(?:%|per ?cent)\s*of\s+(?:the\s+|your\s+|a\s+|their\s+)?(?:project'?s?\s+)?(?:(?:total|eligible|overall|approved)\s+)*(?:project\s+)?(?:costs?|budget|expenditure|(?:fundraising\s+)?target)\b[^.;%]{0,15}?,?\s*\(?\s*(?:(?:up\s+)?to\s+a\s+maximum(?:\s+(?:grant|award|contribution|amount))?\s+of|capped\s+at|with\s+a\s+maximum\s+of)\s*$|\d+(?:[.,]\d+)?\s?%\s*(?:del|della|dei|delle)\s+(?:costo|costi|spesa|spese)\b[^.;%]{0,50}?\b(?:ed?\s+)?(?:il\s+|un\s+|con\s+un\s+)?(?:limite\s+)?massimo\s+di\s*$|\d+(?:[.,]\d+)?\s?(?:%|Prozent|v\.\s?H\.|vom Hundert|procent|pour ?cent|por ?ciento|per ?cento)\s*(?:van\s+de|des|du|de\s+la|del|de\s+los|der)\s+(?:[A-Za-zÀ-ÿ]+\s+){0,6}?(?:kosten|co[uû]ts?|dépenses|costes?|gastos|presupuesto|[A-Za-zÀ-ÿ]*(?:kosten|ausgaben))\b[^.;%]{0,30}?,?\s*(?:met\s+een\s+maximum\s+van|tot\s+een\s+maximum\s+van|avec\s+un\s+(?:maximum|plafond)\s+de|dans\s+la\s+limite\s+de|con\s+un\s+(?:máximo|límite)\s+de|hasta\s+un\s+máximo\s+de|(?:jedoch\s+)?(?:maximal|höchstens)(?:\s+jedoch)?)\s*$/i;
/**
 * A range said to be the funder's habit ("generally range from $500 to $3000", "commonly range
 * between", "grants, mostly in the range $5,000 to $50,000", "mainly in the range £1,000-£3,000"), not the
 * floor and ceiling; "are
 * generally between £1,000 and £3,000" still bounds them.
 */
export const USUAL =
  /\b(?:generally|commonly|mostly|mainly|largely|chiefly|tend to)\s+range\b|\b(?:generally|commonly|mostly|mainly|largely|chiefly|usually|typically|normally)\s+(?:(?:be|fall|lie)\s+)?(?:in|within)\s+the\s+range(?:\s+of)?\s*$/i;
export const AWARD_NOUN =
  /\b(?:gifts?|donations?) (?:from|by|of) (?:the|our) (?:foundation|trust|fund|charity)\b|\b(?:sub-?|mini-?|micro-?)?grants?\b|\bawards?\b|\bawarded\b|\bfunding\b|\bprizes?\b|\bfellowships?\b|\bbursar(?:y|ies)\b|\bscholarships?\b|\bstipends?\b|\bfunded\b|\brequest\b|\bappl(?:y|ied) for\b|\bdonations? (?:are|is|of|range|ranging|up to|between)\b|\bapplications? for\b|\b(?:council|we|fund|foundation|trust|authority|company) (?:may|will|can|could) pledge\b|\bsupport of\b|\b(?:cooperative|assistance) agreements?\b|\bproject budget\b|\bbudget per\b|\bfinancial support\b|\bcontribution from\b|\b(?:EU|Union|EC|Community|requested|grant|programme|program|financial) contribution\b|\bdisburs(?:ed|ement)\b|\bcuant[ií]as? (?:m[aá]xim|m[ií]nim)[oa]s?\b|(?<![A-Za-zÀ-ÿ])(?:subventions?|aides?|financements?|subvenci(?:ón|ones)|ayudas?|aportes?|financiamiento|apoi(?:o|ar)|orçamento|förder(?:ung|summe|betrag|mittel)|gefördert|subsidiebedrag(?:en)?|zuwendung(?:en)?|zuschuss|zuschüsse|contribut[oi]|finanziament[oi]|subsidies?|bijdragen?|aanvragen)(?![A-Za-zÀ-ÿ])/i;

/** An amount stated as the exact size of every grant, right before the figure (English and the other languages read). */
export const EXACT =
  /(?:\bexactly|\bfixed (?:amount|sum) of|(?<![A-Za-zÀ-ÿ])(?:exat[oa]|exact[oa]?|fixe|fisso|fest(?:er|en)?|vast(?:e)?)\s+(?:de|di|du|van|von|of)?)\s*$/i;
export const BUDGET_CAP =
  /(?:^|[.;:]\s*|\n\s*|\b(?:the|your|a|each) )(?:(?:proposed|requested|project|proposal|applicant'?s?) )?budgets? (?:requested )?(?:should|must|shall|may|can|cannot|will) ?not (?:to )?exceed\s*$/i;

export const BOUND_SUBJECT =
  /\b(?:maximum|minimum) (?:amount|grant|award|funding|sum|contribution|request)\b[^.;:]{0,80}\b(?:is|are|will be|stands at|amounts to)\s*$/i;
export const CAP_FOR =
  /\b(?:budget|funding|grant|award) (?:cap|ceiling|limit)\b(?: for [^.;:]{1,100}?)? (?:is|of|will be)\s*$/i;

export const FIXED =
  /\b(?:grants?|awards?|prizes?|fellowships?|bursar(?:y|ies)|scholarships?|stipends?) (?:(?:is|are|will be) )?(?:of|worth|valued at)\s*$|\b(?:grants?|awards?|prizes?|fellowships?|bursar(?:y|ies)|scholarships?|stipends?) (?:is|are|will be)\s*$|\beach (?:grant|award|project|fellowship|prize)\b[^.]{0,30}$|\bwill (?:receive|be awarded)\b[^.]{0,30}$|\bprovides?\b[^.]{0,20}$/i;

/** "£1,000 to £10,000"; "from £1,000 to a normal maximum of £10,000" joins the same two ends. */
export const RANGE_JOIN =
  /^\s*(?:-|–|—|to|and|through|à|a|hasta|até|bis|y|e|et|und|en|tot|to an? (?:(?:normal|usual) )?maximum of)\s*$/i;

/** Where the last match of a cue ends in the text, -1 for none: the cue nearest the figure wins. */
export function lastCue(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let found = -1;
  let match;
  while ((match = pattern.exec(text)) !== null) found = match.index + match[0].length;
  return found;
}
