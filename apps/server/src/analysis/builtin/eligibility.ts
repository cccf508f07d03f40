import type { EligibilityRule } from '@grantpilot/shared/contracts/analysis';
import { citeSentence, citeWithin, itemText, tidy } from './citation';
import {
  APPLY_QUESTION,
  CONDITION_QUESTION,
  COSTS,
  COST_HEADING,
  COST_LEAD_IN,
  COST_PARAGRAPH,
  EXAMPLES_LEAD_IN,
  FUNDED_LEAD_IN,
  HEADING,
  INELIGIBLE,
  MODAL,
  MONEY,
  NOT_FUNDED_LEAD_IN,
  PREFERENCE,
  PROPOSAL_LEAD_IN,
  SUBJECT,
  THRESHOLD,
  WHAT_LEAD_IN,
} from './eligibility-cues';
import { ABOUT_WHAT, DEFINITION_HEADING, describesApplying, statesNoRule } from './eligibility-guards';
import {
  OWN_RULE_LEAD_IN,
  bracketRules,
  clausesOf,
  headOf,
  inlineItems,
  labelledValue,
  listSpans,
} from './eligibility-spans';
import { verdictOf } from './eligibility-verdict';
import { foreignEligibility } from './foreign-eligibility';
import {
  APPLICANT_FIRST,
  APPLICANT_NOUN,
  SUBMITTED_BY,
  acceptedFrom,
  namesWhatNotWho,
  offeredTo,
  refusedApplicantsOf,
} from './grant-recipients';
import { languageOfCall, type Language } from './languages';
import { continuesItem, itemLine } from './list-item';
import { eligibilityCues } from './rule-cues';
import { looksLikeHeading, type Sentence } from './segment';

/**
 * Who may and may not apply. A sentence counts when it says so ("Applicants must be registered
 * charities", "Individuals are not eligible", "The call is open to SMEs") or when it is an item of
 * a list under an eligibility heading or lead-in ("The following are not eligible:"). Eligible
 * costs and activities are not eligibility of applicants and are left out.
 */

/** Whether the line a sentence stands on goes on to end in a question mark. */
function endsInQuestion(sentence: Sentence): boolean {
  const lineEnd = sentence.source.indexOf('\n', sentence.end);
  const rest = sentence.source.slice(sentence.end, lineEnd < 0 ? undefined : lineEnd);
  return /\?\s*$/.test(rest) && rest.trim().length > 0;
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
    const mechanics = describesApplying(text);
    // A list item may be one word ("Schools" under "Who is not eligible").
    if (text.length < (listItem ? 4 : 8) || text.length > 600 || COSTS.test(text) || mechanics) continue;
    if (statesNoRule(sentence, text, ownLeadIn)) continue;
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
    let applies = verdictOf({
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
    });
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
