// Over 300 lines on purpose: each figure's field is decided in one pass that weighs the cues
// (award-cues.ts) and the guards (award-guards.ts) together; split, the order they are read in
// would be lost.
import type { Award, Citation } from '@grantpilot/shared/contracts/analysis';
import { normalizeAmount } from '@grantpilot/shared/money';
import { compareDecimal, findAmounts, multiplyDecimal, toDecimal, type Amount } from './amounts';
import { numberOfAwardsIn } from './award-count';
import {
  AWARD_NOUN,
  BOUND_SUBJECT,
  BUDGET_CAP,
  CAP_FOR,
  EXACT,
  FIXED,
  GRANT_SIZED,
  lastCue,
  MAX,
  MIN,
  NAMES_GRANT_AFTER,
  PER_AWARD,
  PER_PERIOD,
  RANGE_JOIN,
  SHARE_CAP,
  STATED_TYPICAL,
  TOTAL,
  TOTAL_PER_AWARD,
  TYPICAL,
  USUAL,
  type Field,
} from './award-cues';
import {
  ANNUAL_GIVING,
  APPLICANT_SIZE,
  boundOfOther,
  givenByOther,
  EXAMPLE,
  EXAMPLE_LEAD_IN,
  exceptionCeiling,
  NOT_AWARD,
  NOT_THIS_CALL,
  PREVIOUS,
  procedureThreshold,
  PROJECT_TOTAL,
  THRESHOLD_AFTER,
} from './award-guards';
import { labelField } from './award-label';
import { termOf } from './award-term';
import { citeSentence } from './citation';
import { FOREIGN_NOT_AWARD } from './languages';
import type { Sentence } from './segment';

/**
 * The award: one award's floor, ceiling and typical size, the call's whole budget and the number
 * of awards. Each figure is read with the words around it; a cap per organisation, a threshold, a
 * previous round, a co-funding rate or an example is never taken for the award. When unsure,
 * nothing is reported.
 */

interface Candidate {
  field: Field;
  amount: Amount;
  citation: Citation;
  order: number;
}

export function extractAward(sentences: readonly Sentence[], dollar: string): { award: Award; warnings: string[] } {
  const candidates: Candidate[] = [];
  const warnings: string[] = [];
  let numberOfAwards: Award['numberOfAwards'] = null;
  let order = 0;
  // The last sentence that ended in a colon, while list items follow it: a nested list's items have
  // no lead-in of their own ("• Le plafond … est fixé à :" over "• 5 000 euros pour …").
  let colonLead: string | null = null;
  for (const sentence of sentences) {
    const text = sentence.text;
    const leadIn = sentence.leadIn ?? (sentence.listItem ? colonLead : null);
    if (/:\s*$/.test(text)) colonLead = text;
    else if (!sentence.listItem) colonLead = null;
    const context = `${sentence.leadInParagraph ?? ''} ${text}`;
    if (!numberOfAwards) numberOfAwards = numberOfAwardsIn(sentence);
    const amounts = findAmounts(text, dollar);
    if (amounts.length === 0) continue;
    if (PREVIOUS.test(text) || EXAMPLE.test(text) || NOT_THIS_CALL.test(text)) continue;
    if (sentence.listItem && EXAMPLE_LEAD_IN.test(leadIn ?? '')) continue;
    // "the overall budget of a larger project" is the applicant's project, not the call: blanked out
    // (same length, so offsets hold), its total word makes no figure the call's budget.
    const callText = text.replace(PROJECT_TOTAL, (words) => ' '.repeat(words.length));
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
    /** Where the last figure stated per period ends ("$600,000 per year for …"), -1 for none. */
    let ratedEnd = -1;
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
      // "between 5,000 and 10,000 euros", "zwischen 5.000 und 10.000 Euro", "between 5 and 10 thousand
      // euros": the currency (or scale) after the high end covers the low end too.
      const prefixed = high
        ? null
        : (/(\d+(?:[.,]\d+)?)\s*(?:-|–|to)\s*$/.exec(before) ??
          /\b(?:between|entre|zwischen|tussen)\s+(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)*)\s*(?:and|y|e|und|en|et)\s*$/i.exec(
            before,
          ));
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
          if (
            lastCue(TYPICAL, before.slice(-40)) < 0 &&
            !NOT_AWARD.test(before) &&
            !boundOfOther(before.slice(0, prefixed.index)) &&
            AWARD_NOUN.test(context)
          ) {
            candidates.push({ field: 'min', amount: lowAmount, citation: citeSentence(sentence), order: order++ });
            candidates.push({ field: 'max', amount, citation: citeSentence(sentence), order: order++ });
          }
          continue;
        }
      }
      // "between EUR 3 and 4 million": the word scales both ends.
      // "from $500 to $1 million", "DKK 50,000 to DKK 5 million": a low end that the word would scale
      // above the high end is a figure of its own.
      let low = amount;
      if (high && amount.exponent === 0 && high.exponent > 0) {
        const scaled = toDecimal(amount.number, high.exponent);
        if (scaled && compareDecimal(scaled, high.value) < 0)
          low = { ...amount, value: scaled, exponent: high.exponent };
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
      // A comma that groups thousands ("up to 200,000 euros grant support") ends no clause.
      const ownClause = after.split(
        /,(?!\d{3}(?!\d))|[;(]|\s(?:to (?:cover|fund|pay for|support|purchase|buy)|towards|which|that|and can|(?:will|can|may) (?:help|be used))\b/,
      )[0]!;
      // "Grants of up to £5,000 for equipment", "grants of up to £1,000 for training fees": a grant
      // word sizes the figure right before it, so what follows "for" is the grant's use (a cost the
      // grant pays), not what the figure is. "for each organisation" still qualifies the figure.
      const sizedByGrant = GRANT_SIZED.test(before);
      const qualifier = sizedByGrant
        ? ownClause.split(/\sfor\s(?!(?:each|every|any|one|a single|the same)\b)/)[0]!
        : ownClause;
      const near = `${before} ${qualifier.slice(0, 50)}`;
      // "income must be a minimum of £100,000 and a maximum of £1,000,000": a figure joined to a
      // threshold by a few words is the same threshold's other bound.
      const joinedToExcluded =
        excludedEnd === previousEnd &&
        index > 0 &&
        /^[^.;:]{0,25}\b(?:and|or|to|tot|bis|und|en|et)\b[^.;:]{0,25}$/i.test(before) &&
        !AWARD_NOUN.test(before);
      // "Amounts over £2000 will be given only in exceptional circumstances": the usual ceiling.
      if (!high && exceptionCeiling(text, before)) {
        candidates.push({ field: 'max', amount, citation: citeSentence(sentence), order: order++ });
        continue;
      }
      // "up to 50% of the total project cost, up to a maximum of £10,000": the cap on a grant given as
      // a share of the costs; the costs named before it are the share's base, not the figure's.
      if (
        !high &&
        AWARD_NOUN.test(text.slice(0, amount.start)) &&
        SHARE_CAP.test(before) &&
        !NOT_AWARD.test(before.replace(SHARE_CAP, ''))
      ) {
        candidates.push({ field: 'max', amount, citation: citeSentence(sentence), order: order++ });
        // "… il limite massimo di euro 25.000,00 per … una singola associazione, e di euro 75.000,00 se
        // presentato da più associazioni": the next figure is the same ceiling for another category.
        inherited = 'max';
        continue;
      }
      if (
        NOT_AWARD.test(near) ||
        APPLICANT_SIZE.test(before) ||
        FOREIGN_NOT_AWARD.test(near) ||
        joinedToExcluded ||
        boundOfOther(before) ||
        givenByOther(before) ||
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
      // "no more than $600,000 per year for the Coordinating Center, $745,454 per year for the Regional
      // Centers and up to $500,000 for the Tribal Center": a figure listed after a rate, for another
      // category, is the same kind of rate.
      const listedAfterRate =
        ratedEnd === previousEnd &&
        index > 0 &&
        /^[^.;:]{0,80}(?:,|\band\b)[^.;:\d]{0,20}$/i.test(before) &&
        !TOTAL.test(before) &&
        /^\s*for\b/i.test(after);
      if (PER_PERIOD.test(after) || ratedBefore || listedAfterRate) {
        ratedEnd = end;
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
      // A budget form's sum line ("11. Total (sum of 9 - 10) $ 6,000.00", the SF-424A's "TOTALS (sum
      // of 6i and 6j)"): the applicant's budget worked out, never the call's.
      if (/\btotals?\b[^.;:]{0,40}\(\s*sum of\b[^)]*\)[^.;:\d]{0,10}$/i.test(before)) continue;
      // A figure right after "=" is worked out on a costing line ("2 garden spades @ £30 each =
      // £60", "20 workshops x £45 = £900", "Total = £207"): an applicant's budget, never the award.
      if (/=\s*$/.test(before)) continue;
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
        // An item under "The funds available under this scheme are:" sizes those funds.
        (sentence.listItem && /\b(?:funds?|funding|awards?|grants?)\b/i.test(leadIn ?? '')) ||
        /\b(?:budget|amount)\b/i.test(labels) ||
        // "Budget should not exceed R1 000 000.00" in a call's conditions: the request's ceiling.
        BUDGET_CAP.test(before);
      // A floor, a ceiling or a typical size needs the grant in the figure's own words: a grant word
      // before it in the sentence or in its clause after it ("up to £5,000 is available"), its label,
      // heading or list lead-in, or the paragraph's lead-in over a bare figure line ("$5,000 to
      // $75,000"). A grant word further on ("… with budgets between $100,000 and $2 million.
      // Grants support …", "a minimum budget of $20,000 to be considered for funding") is about
      // something else.
      const awardEvidence =
        AWARD_NOUN.test(text.slice(0, amount.start)) ||
        GRANT_SIZED.test(before) ||
        AWARD_NOUN.test(ownClause.slice(0, 50)) ||
        /^\s*(?:(?:is|are|will be|can be|may be)\s+)?(?:available|offered|awarded|granted)\b/i.test(ownClause) ||
        AWARD_NOUN.test(labels) ||
        /fund|award|grant|budget|amount/.test(sentence.heading) ||
        (sentence.listItem && /\b(?:funds?|funding|awards?|grants?)\b/i.test(leadIn ?? '')) ||
        /\b(?:budget|amount)\b/i.test(labels) ||
        BUDGET_CAP.test(before) ||
        ((sentence.listItem || text.length < 60) && AWARD_NOUN.test(sentence.leadInParagraph ?? ''));
      const budgetish =
        awardish ||
        /\b(?:budgets?|funds?|envelope|pot|allocation|call|programmes?|programs?|scheme|competition|round|available|bando|avviso)\b/i.test(
          context,
        );
      // A total of one award or one request, not of the call: "£40,000 in total … for each successful
      // applicant", "the total value of the award is", "the total amount requested … must not exceed".
      const totalOfOne =
        /^[^.;]{0,60}\b(?:for|to) (?:each|every) (?:successful )?(?:applicants?|projects?|grantees?|recipients?|organi[sz]ations?|awards?|grants?|fellows(?:hips?)?|teams?|applications?|proposals?)\b/i.test(
          after,
        ) ||
        /\btotal (?:value|amount|sum|size|cost)? ?of (?:the|each|an?|your|one) (?:award|grant|fellowship|prize|bursary|scholarship)\b[^.;]{0,20}$/i.test(
          before,
        ) ||
        /\btotal (?:(?:amount|sum|funding|grant|budget) )?(?:requested|applied for|sought|request)\b[^.;]{0,60}$/i.test(
          before,
        );
      // The words before the figure and up to the end of its own clause, with an applicant's project
      // total blanked out: only the call's total words count.
      const callBefore = callText.slice(Math.max(previousEnd, amount.start - 120), amount.start);
      const uptoClause = `${(sentence.leadInParagraph ?? '').replace(PROJECT_TOTAL, ' ')} ${callText.slice(0, end + ownClause.length)}`;
      // "set aside as much as $27,500,000 of the funds available under the program", "$800,000 of the
      // estimated total will be set aside for …": a part of the call's total, not the total.
      const partOfTotal =
        /^\s*(?:(?:is|are|will be|may be)\s+)?of (?:the|this|these|its|that) (?:(?:estimated|total|overall|available|appropriated|program|programme) )*(?:funds?|funding|budget|amount|total|appropriation)\b/i.test(
          after,
        );
      const isTotal =
        !totalOfOne &&
        !partOfTotal &&
        ((!perAwardTotal &&
          TOTAL.test(callBefore.slice(-100)) &&
          !/^\s*(?:each|per (?:project|award|grant))\b/i.test(after)) ||
          // "The Department has $4 million available for grants", "we have £100,000 to distribute": what
          // the funder holds for the call.
          (/\b(?:we|the (?:department|foundation|trust|fund|council|agency|programme|program|ministry|government|commission|office|board)|there) (?:has|have|is|are)\s*$/i.test(
            before,
          ) &&
            /^\s*(?:available|to (?:distribute|award|invest|allocate))\b/i.test(after)) ||
          // "Funding of $16 million is available to eligible organisations".
          (/\b(?:funding|funds|a budget) of\s*$/i.test(before) &&
            /^\s*(?:is|are|has been|will be) (?:available|allocated|set aside)\b/i.test(after)) ||
          (!perAwardTotal && /^\s*(?:is |are )?(?:available )?(?:in total|total)\b/i.test(after)) ||
          // A total word in a later clause ("grants from £250 … depend on the total funding
          // requirement") speaks of something else: the sentence up to the figure's own clause counts.
          (TOTAL.test(uptoClause) &&
            !PER_AWARD.test(context) &&
            !perAwardTotal &&
            // "The funds available under this scheme are:" over "- Up to £500 for new groups": each
            // item's own ceiling, not the budget the lead-in speaks of.
            !(!TOTAL.test(text) && (lastCue(MAX, before.slice(-40)) >= 0 || lastCue(MIN, before.slice(-40)) >= 0))));
      // "The total maximum grant award is $300,000": a total or a ceiling? Unsure: nothing. Said to
      // the applicant ("Your total grant budget should not exceed $20,000") it is their request's ceiling.
      if (
        (lastCue(MAX, before.slice(-40)) >= 0 || lastCue(MIN, before.slice(-40)) >= 0) &&
        /\btotal\b/i.test(before.slice(-40)) &&
        !/\byour\b/i.test(before.slice(-60))
      )
        continue;
      if (isTotal && !PER_AWARD.test(before.slice(-60))) {
        if (!high && budgetish && !ANNUAL_GIVING.test(text)) push('totalBudget', amount);
      } else if (high) {
        // "typically range from $10,000 to $50,000", "generally range from $500 to $3000" describe
        // practice, not the floor and ceiling.
        if (awardEvidence && lastCue(TYPICAL, before.slice(-40)) < 0 && !USUAL.test(before.slice(-40))) {
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
        // "The maximum amount that can normally be applied for is £1000": the hedge sits inside the
        // subject that names the ceiling; the subject decides.
        const boundSubject = cued === 'typical' ? BOUND_SUBJECT.exec(before) : null;
        if (boundSubject && awardish && before.length - Math.min(60, before.length) + at > boundSubject.index)
          cued = /\bmin(?:imum|\.)?\b/i.test(boundSubject[0]) ? 'min' : 'max';
        const fromLabel = labelField(sentence, amount, cued, at) ?? leadInBound(sentence, leadIn, before);
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
          awardEvidence &&
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
        // "to support 8 organizations with a 60 000 EUR grant each", "a $1,500 award": the figure
        // names the size of the grant it stands before.
        else if (
          at < 0 &&
          NAMES_GRANT_AFTER.test(after) &&
          /(?:^|\b(?:a|an|one|each|single|for|\w+ty|\w+teen|two|three|four|five|six|seven|eight|nine|ten|\d+))\s*$/i.test(
            before,
          )
        )
          field = 'fixed';
        else if (
          at < 0 &&
          inherited &&
          index > 0 &&
          // "…, e di euro 75.000,00", "…, et de 20 000 €", "…, y de 30.000 euros": "and" in the other
          // languages, after a comma, carries the bound on to the next figure.
          (/^[^.;]{0,40}\b(?:and|or)\b[^.;]{0,10}$|^\s*[,/]\s*$|^[^.;]{0,100},\s*(?:e|ed|o|y|et|ou|und|oder)\s+(?:di|de|d['’]|von)?\s*$/.test(
            before,
          ) ||
            // "… en la línea A será de 2.000 euros y en la línea B será de 6.000 euros", "2 000 euros
            // pour les associations et pour les fédérations de 8 000 euros": the same bound for the
            // next category.
            /^[^.;\d]{0,40}\s(?:and|y|e|et|und|en)\s+(?:for|in|en|para|pour|per|für|voor)\s[^.;\d]{0,40}$/i.test(
              before,
            ))
        )
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

/**
 * The bound a list's lead-in names for the figure that opens an item: "Maximum grant amounts:"
 * over "- £1,000 for individuals" and "- £5,000 for organisations"; "Le plafond maximum de
 * subvention … est fixé à :" over "- 5 000 euros pour …".
 */
function leadInBound(sentence: Sentence, leadIn: string | null, before: string): Field | null {
  if (!sentence.listItem || !leadIn || !/:\s*$/.test(leadIn) || /[A-Za-zÀ-ÿ]/.test(before)) return null;
  if (!AWARD_NOUN.test(leadIn)) return null;
  const tail = leadIn.slice(-80);
  const max = lastCue(MAX, tail);
  const min = lastCue(MIN, tail);
  if (max < 0 && min < 0) return null;
  return max > min ? 'max' : 'min';
}
