import type { Citation } from '@grantpilot/shared/contracts/analysis';
import { citeWithin } from './citation';
import type { Sentence } from './segment';

/**
 * What a funder's or a programme's name looks like in a call: a run of capitalised words (in any
 * script), the words any body bears, what a name does not start with, and the three ways both are
 * found: a labelled line, the line under a label, and the first name of the right shape.
 */

export type Cited = { value: string; citation: Citation } | null;

/** Any script's capitals and letters: "Coordenadoria Ecumênica de Serviço", "Société". */
const NAME_WORD = "\\p{Lu}[\\p{L}\\p{N}'’&.-]*";
const JOIN = '(?:of|for|and|&|the|on|in|de|du|des|für|zur)';
export const NAME = `${NAME_WORD}(?:\\s+(?:${JOIN}\\s+)*${NAME_WORD}){0,9}`;

/** A word of "… of Food and Agriculture" after a funder's noun; a programme's word ends the name. */
const TAIL_WORD =
  "(?!(?:Programmes?|Programs?|Fellowships?|Grants?|Awards?|Schemes?|Funds?|Prizes?)\\b)[A-Z][\\w'’&-]*";
/** A country after the noun: "Arts Council England", "Science Foundation Ireland". */
const COUNTRY =
  '(?:Ireland|Northern Ireland|England|Scotland|Wales|UK|Canada|Australia|New Zealand|Aotearoa|Norway|Sweden|Denmark|Finland|Iceland|Flanders|Austria|Switzerland|Germany|France|Netherlands|Luxembourg|South Africa|Kenya|Nigeria|India|Singapore|Japan)';
export const FUNDER_SUFFIX = new RegExp(
  `\\b(?:Foundation|Trust|Council|Agency|Embassy|High Commission|Consulate(?: General)?|Ministry|Department|Commission|Institutes?|Endowment|Society|Association|Administration|Authority|Board|Bank|Academy|Charity|Philanthropies|Philanthropy|Fondation|Stiftung|Office|Research Councils?|Executive Agency|Government|Charitable Trust|Corporation|Organisation|Organization)(?: (?:of|for) (?:the )?${TAIL_WORD}(?: (?:and |& )?${TAIL_WORD}){0,3})?(?: ${COUNTRY})?$`,
);

const ANY_NAME = new RegExp(NAME, 'gu');

export function clean(name: string) {
  return name
    .replace(/[’']s$/, '')
    .replace(/\s+(?:and|of|for|the|&|on|in)$/i, '')
    .replace(/[.,;:]+$/, '')
    .trim();
}

export const TABLE_WORD =
  /\b(?:Deadlines?|Dates?|Outcomes?|Objectives?|Endorsement|Referees?|Criteria|Eligibility|Timeline|Contents|Page)\b/;
export const GENERIC_WORD =
  /^(?:Local|Government|Council|Public|Registered|Charitable|Trust|Foundation|Agency|Department|Ministry|Office|Board|Authority|Society|Association|Organi[sz]ation|Charity|Charities|Embassy|Consulate|Commission|Institute|Corporation|Bank|Academy|National|State|Federal|Regional|City|County|Community|Private|Voluntary|Non-?Profit|Grants?|Programmes?|Programs?|Funds?|Funding|Calls?|Schemes?|Awards?|Small|Large|Project|Projects|Research|Host|Contracting|Lead|Leading|Applicant|Implementing|Partner|Managing|Governing|Responsible|Competent|Awarding|Sponsoring|Participating|Eligible|of|for|and|the|&)$/i;

/** A plural after a name makes it a kind of body ("Civil Society Organizations", "Trust Members"). */
const KIND_OF_BODY = /^(?:Organi[sz]ations|Groups|Sectors?|Members|Bodies|Institutions|Entities|Grantees|Networks)\b/;
/** A place word after a name makes it a place ("Sunshine Coast Local Government Area"). */
const PLACE_AFTER = /^(?:Areas?|Boundar(?:y|ies)|Regions?|Territor(?:y|ies)|Wards?)\b/;
/**
 * What a name does not start with: a figure's label ("Maximum Grant"), a form's field ("Name of
 * Organization"), a document ("Rules for Allocation of Community Grants") or an instruction
 * ("Download the Partnership agreement").
 */
export const NOT_A_NAME_START =
  /^(?:Min|Max|Minimum|Maximum|Estimated|Expected|Number|Total|Range|Average|Typical|Deadline|Budget|Name|Address|Signature|Rules|Regulations|Procedures?|Instructions|Download|Read|Submit|Click|Visit|See|Complete|Fill|Upload|Attach|Send|Check|View|Register|Sign)\b/;
/**
 * Bodies a call names for registration, tax or regulation ("registered with the Charity
 * Commission", "the Australian Tax Office considers grants income"): they fund nothing.
 */
const REGULATOR =
  /\b(?:Tax|Taxation|Revenue|Customs|Registrar|Regulator|Companies House|Charity Commission|Charities Commission|Ombudsman)\b/;
/** "the Chairman and Administrator of the Trust": someone of the funder, not a body's name. */
const OF_THE_NOUN =
  /\bof the (?:Foundation|Trust|Council|Agency|Embassy|Ministry|Department|Commission|Society|Association|Authority|Board|Bank|Academy|Charity|Office|Corporation|Fund|Programme|Program|Scheme)$/;

export function firstName(
  sentences: readonly Sentence[],
  suffix: RegExp,
  not?: RegExp,
  accept: (value: string) => boolean = () => true,
): Cited {
  for (const sentence of sentences) {
    ANY_NAME.lastIndex = 0;
    let match;
    while ((match = ANY_NAME.exec(sentence.text)) !== null) {
      // The whole capitalised run, when it ends with the suffix (a prefix of a longer name, as
      // "NSF Proposal & Award" of "NSF Proposal & Award Policies", is not a name).
      // A governing body ("Board of Directors", "List of Board of Directors") names no funder, nor
      // does any shorter run of its words ("List of Board").
      if (/\bBoard of (?:Directors|Trustees|Governors|Management)\b/.test(match[0])) continue;
      const words = match[0].split(/\s+/);
      for (let end = words.length; end > 0; end -= 1) {
        const candidate = clean(words.slice(0, end).join(' '));
        // A programme is the whole run; a funder may be followed by its programme's words.
        if ((not && candidate !== clean(match[0])) || not?.test(candidate)) break;
        if (NOT_A_NAME_START.test(candidate)) break;
        // "Civil Society Organisations", "Community Foundation grantees": the run names a kind of
        // body (applicants, as a rule), not one body.
        if (KIND_OF_BODY.test(words[end] ?? '') || PLACE_AFTER.test(words[end] ?? '')) continue;
        if (suffix.test(candidate) && candidate.split(/\s+/).length >= 2) {
          let start = match.index;
          // Drop leading "The", "No. The", "Since the" and other words that are not part of the name.
          const lead =
            /^(?:(?:The|A|An|This|Our|About|Under|Apply|Applications?|No\.?|Yes\.?|Since|If|When|Where|While|As|For|In|At|By|With|From|All|Each|Any|Every|Some|Other|Such|Your|Does|Do|Did|Is|Are|Can|Could|Will|Would|Should|How|What|Why|Who|Which)\s+)+(?:the\s+)?/.exec(
              candidate,
            );
          let value = lead ? candidate.slice(lead[0].length) : candidate;
          if (lead) start += lead[0].length;
          // "NSF Logo National Science Foundation": an image's alternative text before the name.
          const logo = /^.*?\bLogo\s+/.exec(value);
          if (logo) {
            start += logo[0].length;
            value = value.slice(logo[0].length);
          }
          // "The Ontario Arts Foundation's Seed Grants": the programme is what follows the owner.
          const owner = /^.+?[’']s\s+/.exec(value);
          if (owner && !not?.test(value.slice(owner[0].length)) && suffix.test(value.slice(owner[0].length))) {
            start += owner[0].length;
            value = value.slice(owner[0].length);
          }
          if (value.split(/\s+/).length < 2 && !/^[A-Z]{2,}/.test(value)) continue;
          // A table's headings run together ("Referees Deadline Research Office") are no name, nor
          // words any body could bear ("Local Government Council").
          if (TABLE_WORD.test(value) || REGULATOR.test(value) || OF_THE_NOUN.test(value)) continue;
          // "Contact your Research Office (RO)": a body on the applicant's side, not the funder.
          if (/\b(?:your|their|its|his|her)\s+$/i.test(sentence.text.slice(0, start))) continue;
          // Words any body could bear ("Local Government Council") are a name only when the call
          // gives its initials after them: "National Research Foundation (NRF)".
          const generic = value.split(/\s+/).every((word) => GENERIC_WORD.test(word));
          if (generic && !sentence.text.startsWith(` (${initialsOf(value)})`, start + value.length)) continue;
          // "Arts Council England and Heritage Lottery Fund": two bodies, not one programme.
          if (
            not &&
            value
              .split(/\s+(?:and|&)\s+/)
              .slice(0, -1)
              .some((part) => FUNDER_SUFFIX.test(part))
          )
            continue;
          if (!accept(value)) continue;
          return { value, citation: citeWithin(sentence, start, start + value.length) };
        }
      }
    }
  }
  return null;
}

/** A labelled value reads as a name: "Funding Programme: A total of 10 projects will be funded" does not. */
export const looksLikeName = (value: string) => {
  const words = value.trim().split(/\s+/);
  return (
    words.length <= 12 &&
    /^[A-Z0-9"“']/.test(value.trim()) &&
    !/^(?:A|An)\s+[a-z]/.test(value.trim()) &&
    !/\b(?:will|is|are|was|were|must|may|can|should)\b/.test(value) &&
    words.filter((word) => /^[A-Z0-9"“'(]/.test(word)).length >= Math.ceil(words.length / 2)
  );
};

export function labelled(sentences: readonly Sentence[], label: RegExp): Cited {
  for (const sentence of sentences) {
    const match = label.exec(sentence.text);
    if (match && match[1]!.length <= 120 && /[A-Za-z]/.test(match[1]!) && looksLikeName(match[1]!)) {
      const at = sentence.text.lastIndexOf(match[1]!);
      const value = clean(match[1]!);
      return { value, citation: citeWithin(sentence, at, at + value.length) };
    }
  }
  return null;
}

export function labelledAbove(sentences: readonly Sentence[], label: RegExp): Cited {
  for (const [index, sentence] of sentences.entries()) {
    const next = sentences[index + 1];
    if (!label.test(sentence.text) || !next) continue;
    const value = clean(next.text.trim());
    if (value.length > 160 || !looksLikeName(value.replace(/\s*\([A-Z0-9, ]+\)$/, ''))) return null;
    const at = next.text.indexOf(value);
    return { value, citation: citeWithin(next, at, at + value.length) };
  }
  return null;
}

/** "IRC" of "Irish Research Council": the first letters of its capitalised words. */
export function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('');
}
