import type { Criterion } from '@grantpilot/shared/contracts/analysis';
import { citeSentence, tidy } from './citation';
import type { Sentence } from './segment';

/**
 * Evaluation criteria with their weights: items of a list (or rows of a table) under a heading
 * such as "Evaluation criteria" or after a lead-in such as "Proposals will be assessed against
 * the following criteria:". Weights in percent are kept; points become percent when the total is
 * stated ("out of 100 points", "maximum score: 50") or when they add up to 100.
 */

const HEADING =
  /(?:evaluation|assessment|selection|review|scoring|award|merit) criteria|criteria for (?:evaluation|assessment|selection)|how (?:applications|proposals|we) (?:will be )?(?:assess|evaluat|score|judg)|scoring|evaluation|assessment/;
const LEAD_IN =
  /\b(?:assessed|evaluated|scored|judged|reviewed|rated|selected)\b[^.]{0,60}\b(?:against|on|according to|using|based on)\b|\b(?:assess|evaluate|score|judge|rate)\b[^.]{0,60}\b(?:against|according to|using|based on) the following\b|\bcriteria\b/i;
const ELIGIBILITY_LEAD_IN =
  /\beligib|\bmust (?:meet|satisfy|fulfil|fulfill)\b|\b(?:applicants?|organi[sz]ations?|you) must\b/i;
const WEIGHT = /(\d{1,3}(?:\.\d+)?)\s*(%|per ?cent|percent|points?|pts\.?|marks?)/i;
const TOTAL =
  /\b(?:out of|total of|maximum (?:score|of)|max(?:imum)? score(?: of)?|total (?:score|points)(?: of| is)?|scored out of|a total)\s*:?\s*(\d{1,4})\s*(?:points?|marks?)?/i;
const NOT_CRITERION = /\beligib|\bdeadline\b|\bsubmit\b|\bthreshold\b|\bminimum score\b|\bpass mark\b/i;

function nameOf(text: string, weightAt: number): string {
  // "1. Relevance: 20 points": the item's number is no part of the name.
  const numbered = /^\s*\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+(?=\S)/i.exec(text);
  const from = numbered ? numbered[0].length : 0;
  const head = weightAt >= 0 ? text.slice(from, weightAt) : text.slice(from);
  const name = tidy(head.split(/[:(–—]|\s-\s|\.\s/)[0] ?? '')
    .replace(/^(?:criterion\s+\d+|\d+(?:\.\d+)*|[a-z])[.):]?\s+/i, '')
    .replace(/[\s,;:–-]+$/, '')
    .replace(/\s*\b(?:weight(?:ing)?|score)$/i, '');
  return name;
}

const CRITERION_HEADER =
  /^(?:\d{1,2}[.)]\s+)?([A-Z][A-Za-z ,&'’/?-]{2,110}?)\s*\(([^)]*\b(?:points?|scor(?:e|ing)|weight(?:ing)?|marks?)\b[^)]*|\s*\d{1,3}(?:\.\d+)?\s*(?:%|per ?cent|percent)\s*)\)$/;

export function extractCriteria(sentences: readonly Sentence[]): Criterion[] {
  const found: { name: string; points: number | null; unit: string; sentence: Sentence }[] = [];
  const headed: { name: string; percent: number | null; sentence: Sentence }[] = [];
  let total: number | null = null;
  let inCriteria = false;
  for (const sentence of sentences) {
    const text = tidy(sentence.text);
    // "Excellence (Scoring: 0-5 points, Weighting: 1)" heads its own sub-criteria.
    const header = CRITERION_HEADER.exec(text);
    if (header && !/criteri|total|overall/i.test(header[1]!) && (inCriteria || HEADING.test(sentence.heading))) {
      const percent = /(\d{1,3}(?:\.\d+)?)\s*(?:%|per ?cent|percent)/.exec(header[2]!);
      headed.push({ name: header[1]!.trim(), percent: percent ? Number(percent[1]) : null, sentence });
      inCriteria = true;
      continue;
    }
    if (sentence.isHeading) {
      inCriteria = HEADING.test(sentence.heading);
      continue;
    }
    const inSection = inCriteria || HEADING.test(sentence.heading);
    // "Organisations must meet the following criteria:" lists eligibility, not how applications are scored.
    const listed =
      sentence.listItem &&
      sentence.leadInParagraph !== null &&
      LEAD_IN.test(sentence.leadInParagraph) &&
      !ELIGIBILITY_LEAD_IN.test(sentence.leadInParagraph) &&
      !/eligib|who (?:can|may) apply/.test(sentence.heading);
    const totalMatch = (inSection || /criteria/i.test(text)) && TOTAL.exec(text);
    if (totalMatch && total === null) total = Number(totalMatch[1]);
    if (!inSection && !listed) {
      // A table row elsewhere: "Excellence 50%" under no criteria heading is not trusted.
      continue;
    }
    if (/:\s*$/.test(text) && !sentence.listItem) continue;
    if (NOT_CRITERION.test(text) || text.length > 200) continue;
    const weight = WEIGHT.exec(text);
    if (!sentence.listItem && !weight) continue;
    const name = nameOf(text, weight ? weight.index : -1);
    if (name.length < 3 || name.split(/\s+/).length > 12 || /^(?:total|overall)\b/i.test(name)) continue;
    found.push({
      name,
      points: weight ? Number(weight[1]) : null,
      unit: weight ? weight[2]!.toLowerCase() : '',
      sentence,
    });
  }
  if (headed.length >= 2) {
    return headed.map(({ name, percent, sentence }) => ({
      name,
      weightPercent: percent !== null && percent <= 100 ? percent : null,
      citation: citeSentence(sentence),
    }));
  }
  const pointsSum = found.reduce(
    (sum, item) => sum + (item.points !== null && !/%|cent/.test(item.unit) ? item.points : 0),
    0,
  );
  const scale = total ?? (Math.abs(pointsSum - 100) < 0.01 ? 100 : null);
  const seen = new Set<string>();
  const criteria: Criterion[] = [];
  for (const item of found) {
    const key = item.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    let weightPercent: number | null = null;
    if (item.points !== null) {
      if (/%|cent/.test(item.unit)) weightPercent = item.points <= 100 ? item.points : null;
      else if (scale) weightPercent = Math.round((item.points / scale) * 10000) / 100;
    }
    if (weightPercent !== null && weightPercent > 100) weightPercent = null;
    criteria.push({ name: item.name, weightPercent, citation: citeSentence(item.sentence) });
  }
  return criteria;
}
