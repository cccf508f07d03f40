import type { EligibilityRule } from '@grantpilot/shared/contracts/analysis';
import type { FitComponent } from '@grantpilot/shared/contracts/analyses';
import type { FitProfile } from './fit-inputs';

/** Words a rule uses for each kind of organisation (the profile's types). */
const TYPE_WORDS: Record<string, RegExp> = {
  charity: /\b(charit(y|ies|able)|non-?profits?|not-for-profits?|NGOs?|voluntary organi[sz]ations?)\b/i,
  community_group: /\bcommunity (groups?|organi[sz]ations?)\b/i,
  social_enterprise: /\bsocial enterprises?\b/i,
  university: /\b(universit(y|ies)|higher education|academic institutions?)\b/i,
  research_institute: /\bresearch (institutes?|institutions?|organi[sz]ations?|centres?|centers?)\b/i,
  public_body:
    /\b(public (bodies|body|authorit(y|ies)|sector)|local authorit(y|ies)|government (bodies|agencies|departments?))\b/i,
  company: /\b(compan(y|ies)|businesses|SMEs?|for-profits?|commercial (organi[sz]ations?|entities))\b/i,
};

const TYPE_NAMES: Record<string, string> = {
  charity: 'charity',
  community_group: 'community group',
  social_enterprise: 'social enterprise',
  university: 'university',
  research_institute: 'research institute',
  public_body: 'public body',
  company: 'company',
  other: 'other organisation',
};

const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
const ALIASES: [RegExp, string[]][] = [
  [/\b(UK|U\.K\.|Great Britain|Britain|England|Scotland|Wales|Northern Ireland)\b/, ['GB']],
  [/\b(USA|U\.S\.A?\.|US-based|United States of America)\b/, ['US']],
  [/\b(EU|European Union)( member states?| countries)?\b/, EU],
];

let countryPatterns: [RegExp, string][] | undefined;
/** Every country's English name (from ICU), longest first so "Guinea-Bissau" wins over "Guinea". */
function countries(): [RegExp, string][] {
  if (countryPatterns) return countryPatterns;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const found: [string, string][] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      // Old codes share a current one's name (FX France, UK United Kingdom): the first code wins.
      if (name && name !== code && !/unknown/i.test(name) && !found.some(([known]) => known === name)) {
        found.push([name, code]);
      }
    }
  }
  found.sort((x, y) => y[0].length - x[0].length);
  countryPatterns = found.map(([name, code]) => [
    new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i'),
    code,
  ]);
  return countryPatterns;
}

/** The organisation types a rule names. */
export function typesIn(text: string): string[] {
  return Object.entries(TYPE_WORDS)
    .filter(([, words]) => words.test(text))
    .map(([type]) => type);
}

/** The countries a rule names (ISO 3166-1 alpha-2). */
export function countriesIn(text: string): string[] {
  const codes = new Set<string>();
  for (const [pattern, list] of ALIASES) if (pattern.test(text)) list.forEach((code) => codes.add(code));
  for (const [pattern, code] of countries()) if (pattern.test(text)) codes.add(code);
  return [...codes];
}

interface Judgement {
  rule: EligibilityRule;
  met: boolean;
  about: string;
}

const CURRENCY_SIGNS: Record<string, string> = { '£': 'GBP', '€': 'EUR', $: 'USD' };
const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };
const INCOME_LIMIT =
  /\b(?:annual\s+)?(?:income|turnover|revenue|budget|expenditure)s?\b[^.;]{0,40}?\b(below|under|less than|not exceeding|up to|no more than|of at most|above|over|more than|exceeding|of at least|at least)\s+(?:(£|€|\$)|([A-Z]{3})\s?)(\d[\d,]*(?:\.\d+)?)\s?(k|m|bn|thousand|million|billion)?\b/i;

/**
 * An income limit in a rule: "annual income below £1 million", "turnover of at least EUR
 * 500,000", "budgets under $2m". Null when the rule states none.
 */
export function incomeThresholdIn(text: string): { amount: number; currency: string; atMost: boolean } | null {
  const match = INCOME_LIMIT.exec(text);
  if (!match) return null;
  const [, comparator, sign, code, digits, scale] = match;
  const currency = sign ? CURRENCY_SIGNS[sign]! : code!.toUpperCase();
  const amount = Number(digits!.replaceAll(',', '')) * (scale ? SCALES[scale.toLowerCase()]! : 1);
  const atMost = /below|under|less|not exceeding|up to|no more|at most/i.test(comparator!);
  return { amount, currency, atMost };
}

/** How one rule reads against the profile: met or not, or nothing to judge. */
function judge(rule: EligibilityRule, profile: FitProfile): Judgement[] {
  const judgements: Judgement[] = [];
  const types = typesIn(rule.text);
  if (profile.type && types.length) {
    const named = types.includes(profile.type);
    judgements.push({ rule, met: rule.applies === 'eligible' ? named : !named, about: 'type' });
  }
  const limit = incomeThresholdIn(rule.text);
  if (profile.annualBudget && limit && limit.currency === profile.annualBudget.currency) {
    const budget = Number(profile.annualBudget.amount);
    const within = limit.atMost ? budget <= limit.amount : budget >= limit.amount;
    judgements.push({ rule, met: rule.applies === 'eligible' ? within : !within, about: 'income' });
  }
  const places = countriesIn(rule.text);
  if (profile.country && places.length) {
    const named = places.includes(profile.country);
    judgements.push({ rule, met: rule.applies === 'eligible' ? named : !named, about: 'country' });
  }
  return judgements;
}

function profileWords(profile: FitProfile): string {
  const country = profile.country ? new Intl.DisplayNames(['en'], { type: 'region' }).of(profile.country) : null;
  const parts = [
    profile.type ? `a ${TYPE_NAMES[profile.type] ?? profile.type}` : null,
    country ? `in ${country}` : null,
  ];
  const budget = profile.annualBudget
    ? `, annual budget ${profile.annualBudget.currency} ${Number(profile.annualBudget.amount).toLocaleString('en-GB')}`
    : '';
  return `Your organisation: ${parts.filter(Boolean).join(' ') || 'no type or country set'}${budget}`;
}

/**
 * Eligibility: each rule of the call that names a kind of organisation or a country, read against
 * the organisation's profile. A hard rule not met is a blocker; preferences move the score.
 */
export function eligibilityFit(rules: EligibilityRule[], profile: FitProfile): FitComponent {
  const judgements = rules.flatMap((rule) => judge(rule, profile));
  const base = { component: 'eligibility' as const, matchingTerms: [] };
  if (!profile.type && !profile.country && !profile.annualBudget) {
    return {
      ...base,
      score: null,
      blocker: false,
      summary: 'Set your organisation type, country and annual budget in organisation settings to check eligibility.',
      evidence: [],
    };
  }
  if (!judgements.length) {
    return {
      ...base,
      score: null,
      blocker: false,
      summary: rules.length
        ? "The call's eligibility rules name no kind of organisation, country or income limit to check: read them."
        : 'The call states no eligibility rules.',
      evidence: rules.slice(0, 3).map((rule) => ({ call: rule.citation, project: null })),
    };
  }
  const failedHard = judgements.filter((judgement) => judgement.rule.hard && !judgement.met);
  const evidence = (list: Judgement[]) =>
    list.map((judgement) => ({ call: judgement.rule.citation, project: profileWords(profile) }));
  if (failedHard.length) {
    return {
      ...base,
      score: 0,
      blocker: true,
      summary: `Not eligible: ${failedHard[0]!.rule.text}`,
      evidence: evidence(failedHard),
    };
  }
  const soft = judgements.filter((judgement) => !judgement.rule.hard);
  const softScore = soft.length ? soft.filter((judgement) => judgement.met).length / soft.length : 1;
  const score = Math.round(60 + 40 * softScore);
  const missed = soft.filter((judgement) => !judgement.met);
  return {
    ...base,
    score,
    blocker: false,
    summary: missed.length
      ? `Eligible, but the call prefers otherwise: ${missed[0]!.rule.text}`
      : 'Eligible: your organisation meets the rules the call states.',
    evidence: evidence(judgements),
  };
}
