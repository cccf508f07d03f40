import type { Citation } from '@grantpilot/shared/contracts/analysis';
import { citeWithin } from './citation';
import type { Sentence } from './segment';

/**
 * The funder and the programme, from the opening of the call: a labelled line ("Funder: …",
 * "Programme: …"), "funded by the X Foundation", "The X Trust invites applications", or the first
 * name ending in Foundation, Trust, Council… (funder) or Programme, Scheme, Fund… (programme).
 */

type Cited = { value: string; citation: Citation } | null;

/** Any script's capitals and letters: "Coordenadoria Ecumênica de Serviço", "Société". */
const NAME_WORD = "\\p{Lu}[\\p{L}\\p{N}'’&.-]*";
const JOIN = '(?:of|for|and|&|the|on|in|de|du|des|für|zur)';
const NAME = `${NAME_WORD}(?:\\s+(?:${JOIN}\\s+)*${NAME_WORD}){0,9}`;

/** A word of "… of Food and Agriculture" after a funder's noun; a programme's word ends the name. */
const TAIL_WORD =
  "(?!(?:Programmes?|Programs?|Fellowships?|Grants?|Awards?|Schemes?|Funds?|Prizes?)\\b)[A-Z][\\w'’&-]*";
/** A country after the noun: "Arts Council England", "Science Foundation Ireland". */
const COUNTRY =
  '(?:Ireland|Northern Ireland|England|Scotland|Wales|UK|Canada|Australia|New Zealand|Aotearoa|Norway|Sweden|Denmark|Finland|Iceland|Flanders|Austria|Switzerland|Germany|France|Netherlands|Luxembourg|South Africa|Kenya|Nigeria|India|Singapore|Japan)';
const FUNDER_SUFFIX = new RegExp(
  `\\b(?:Foundation|Trust|Council|Agency|Embassy|High Commission|Consulate(?: General)?|Ministry|Department|Commission|Institutes?|Endowment|Society|Association|Administration|Authority|Board|Bank|Academy|Charity|Philanthropies|Philanthropy|Fondation|Stiftung|Office|Research Councils?|Executive Agency|Government|Charitable Trust|Corporation|Organisation|Organization)(?: (?:of|for) (?:the )?${TAIL_WORD}(?: (?:and |& )?${TAIL_WORD}){0,3})?(?: ${COUNTRY})?$`,
);
const PROGRAMME_SUFFIX =
  /\b(?:Programme|Program|Scheme|Fund|Initiative|Fellowships?|Grants?|Awards?|Challenge|Prize|Competition|Scholarships?|Accelerator|Partnership|Mission)$/;

const FUNDER_LABEL =
  /^\s*(?:funder|funding (?:body|organi[sz]ation|agency)|funded by|sponsor|issuing (?:body|agency|organi[sz]ation)|awarding body|agency|donor|invita|convoca|entidad convocante|financiador|financeur|organisme financeur|bailleur(?: de fonds)?|förderer|fördergeber|zuwendungsgeber|ente finanziatore|financiadora?)\s*[:|]\s*(.+?)\s*$/i;
const PROGRAMME_LABEL =
  /^\s*(?:programme|program|funding programme|funding program|scheme|call(?: title| name)?|opportunity title|funding opportunity title|program(?:me)? title|title|competition)\s*[:|]\s*(.+?)\s*$/i;
/** The same labels alone on their line, the name on the next ("Funding Opportunity Title" above the title). */
const PROGRAMME_LABEL_ALONE = /^\s*(?:funding opportunity|opportunity|program(?:me)?|call) title\s*:?\s*$/i;
/** "funded by", and the same in the other languages the engine reads ("organizada pela", "financé par"). */
const FUNDED_BY = new RegExp(
  `\\b(?:(?:funded|supported|offered|administered|managed|issued|launched|sponsored|financed|provided|organi[sz]ed|coordinated|run) by (?:the )?|(?:programme|program|scheme|initiative) by (?:the )?|(?:financ|organis|soutenu)[ée]e?s? par (?:la |le |les |l['’])?|(?:financiad|organizad|promovid|apoiad|convocad)[oa]s? (?:por|pela|pelo) (?:el |la |los |las |o |a )?|gefördert (?:von|durch) (?:der |die |dem |den )?|(?:finanziat|promoss|sostenut)[oaie] da(?:l|lla|llo|i|gli|lle)? )(${NAME})`,
  'u',
);
/**
 * A body as the subject of announcing or giving funds, at a sentence's or a clause's start ("Against
 * this backdrop, NordForsk invites"), its initials in brackets allowed between
 * ("Friends of Tanzania (FOT) awards grants", "The United Way of Jamaica (UWJ) is inviting").
 */
const INVITES = new RegExp(
  `(?:^|\\.\\s+|,\\s+(?:the\\s+)?)(?:The )?(${NAME})(?:\\s*\\([A-Za-z]{2,8}\\))?\\s+(?:invites|is (?:pleased|delighted|excited) to|(?:has )?announce[sd]?|(?:has )?launched|is (?:now )?(?:accepting|inviting|seeking|offering|launching|opening|[Cc]alling for)|seeks|welcomes (?:applications|proposals)|calls for|will (?:award|fund|provide|offer)|(?:will accept|accepts) (?:applications|proposals)|will consider (?:supporting|funding|applications)|awards (?:grants|funding)|(?:is|are) (?:offering|providing))`,
  'u',
);
const ANY_NAME = new RegExp(NAME, 'gu');

function clean(name: string) {
  return name
    .replace(/[’']s$/, '')
    .replace(/\s+(?:and|of|for|the|&|on|in)$/i, '')
    .replace(/[.,;:]+$/, '')
    .trim();
}

const TABLE_WORD =
  /\b(?:Deadlines?|Dates?|Outcomes?|Objectives?|Endorsement|Referees?|Criteria|Eligibility|Timeline|Contents|Page)\b/;
const GENERIC_WORD =
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
const NOT_A_NAME_START =
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

function firstName(
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
const looksLikeName = (value: string) => {
  const words = value.trim().split(/\s+/);
  return (
    words.length <= 12 &&
    /^[A-Z0-9"“']/.test(value.trim()) &&
    !/^(?:A|An)\s+[a-z]/.test(value.trim()) &&
    !/\b(?:will|is|are|was|were|must|may|can|should)\b/.test(value) &&
    words.filter((word) => /^[A-Z0-9"“'(]/.test(word)).length >= Math.ceil(words.length / 2)
  );
};

function labelled(sentences: readonly Sentence[], label: RegExp): Cited {
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

/**
 * "Participating Organization(s)" and the body named after it, on the same line or the next one:
 * federal announcements open with their department ("Department of Health and Human Services")
 * and name the funder under this label.
 */
const PARTICIPATING = /(?:^\s*|\b)(?:participating|issuing|sponsoring) organi[sz]ations?(?:\s*\(s\))?(?:\s*:\s*|\s*$)/i;

function participating(sentences: readonly Sentence[]): Cited {
  for (const [index, sentence] of sentences.entries()) {
    const label = PARTICIPATING.exec(sentence.text);
    if (!label) continue;
    const end = label.index + label[0].length;
    const rest = sentence.text.slice(end);
    const [target, offset] = /\S/.test(rest) ? [sentence, end] : [sentences[index + 1], 0];
    if (!target) return null;
    const text = target.text.slice(offset);
    const lead = /^\s*/.exec(text)![0].length;
    const match = new RegExp(`^${NAME}`, 'u').exec(text.slice(lead));
    if (!match) continue;
    const value = clean(match[0]);
    if (value.split(/\s+/).length < 2 || !FUNDER_SUFFIX.test(value.replace(/\s+\([A-Z]+\)$/, ''))) continue;
    const at = offset + lead;
    return { value, citation: citeWithin(target, at, at + value.length) };
  }
  return null;
}

function labelledAbove(sentences: readonly Sentence[], label: RegExp): Cited {
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

/** A paper someone issues ("a tax exemption certificate issued by …"): its issuer funds nothing. */
const ISSUED_PAPER =
  /\b(?:certificates?|licen[cs]es?|receipts?|numbers?|letters?|permits?|statements?|cards?|documents?|decisions?|passports?|visas?)\s+$/i;
/** The call itself as the subject ("This RFA seeks…"), not a body. */
const CALL_DOCUMENT =
  /^(?:RFAs?|RFPs?|RFQs?|NOFOs?|FOAs?|CFPs?|EOIs?|LOIs?|FAQs?|Calls?|Notices?|Guidelines?|Guide|Solicitations?|Announcements?|Opportunity|Document)$/;

function matched(sentences: readonly Sentence[], pattern: RegExp): Cited {
  for (const sentence of sentences) {
    const match = pattern.exec(sentence.text);
    if (!match) continue;
    if (ISSUED_PAPER.test(sentence.text.slice(0, match.index))) continue;
    const value = clean(match[1]!).replace(/^(?:The|This|These|That|Our|Your)\s+/, '');
    if (value.split(/\s+/).every((word) => CALL_DOCUMENT.test(word))) continue;
    // One word names a body when it is initials ("GEC") or written with an inner capital ("NordForsk").
    if (value.split(/\s+/).length < 2 && !/^(?:[A-Z]{2,}|[A-Z][a-z]+[A-Z][A-Za-z]*)$/.test(value)) continue;
    const at = sentence.text.indexOf(value, match.index);
    if (at < 0) continue;
    return { value, citation: citeWithin(sentence, at, at + value.length) };
  }
  return null;
}

/**
 * Headings that look like names ("Overview of the Program", "Audit Requirements for Federal
 * Awards"), and a funder's planning document ("the ERC Work Programme 2024"), which is no call.
 */
const NOT_PROGRAMME =
  /\b(?:Requirements?|Overview|Guide|Guidance|Policies|Policy|Information|Summary|Section|Terms|Conditions|Audit|Notes?|About|How|What|Who|When|Eligibility|Criteria|Contacts?|Questions|Synopsis|Description|Details|Purpose|Objectives?|Aims?|Priorities|Scope|Background)\b|\bof (?:the )?(?:Program|Programme)$|\bWork Program(?:me)?\b/;

/**
 * "the Small Grants programme", "the Erasmus+ programme": a name before a lower-case programme word.
 * Not the people of a programme ("the Foundation's program officers", "grants programme manager").
 */
const LOWER_PROGRAMME =
  /\b[Tt]he (?:[a-z]+-(?:funded|wide|led|backed|based|supported|financed)\s+)?((?:[A-Z][\w+'’-]*\s+){0,5}[A-Z][\w+'’-]*)\s+(?:programme|program|scheme)\b(?!\s+(?:officers?|managers?|staff|teams?|directors?|coordinators?|administrators?|leads?)\b)/g;

function namedBefore(sentences: readonly Sentence[], pattern: RegExp): Cited {
  for (const sentence of sentences) {
    pattern.lastIndex = 0;
    let match;
    while ((match = pattern.exec(sentence.text)) !== null) {
      // "the EU-funded Creative Europe programme": a describing word before the name is not part of it.
      const value = match[1]!.replace(/^(?:[\w+]+-(?:funded|wide|led|backed|based|supported|financed)\s+)+/, '');
      // "the Community Foundation's program": its owner, the programme itself unnamed.
      if (/['’]s$/.test(value)) continue;
      const words = value.split(/\s+/);
      if (words.length < 2 && !/\+|[A-Z]{2,}/.test(value)) continue;
      if (words.every((word) => GENERIC_WORD.test(word)) || TABLE_WORD.test(value) || NOT_PROGRAMME.test(value))
        continue;
      const at = match.index + match[0].lastIndexOf(value);
      return { value, citation: citeWithin(sentence, at, at + value.length) };
    }
  }
  return null;
}

/**
 * Public research funders and development agencies that calls name by acronym alone ("ARC
 * Discovery Projects", "ERC Starting Grants", "DFG Priority Programme", "USAID-funded"). Only acronyms that name one funder are listed; the
 * acronym is reported as written, and only when no name was found.
 */
const KNOWN_FUNDER_ACRONYMS = new Set([
  'ARC',
  'ERC',
  'DFG',
  'NSF',
  'NIH',
  'NEH',
  'UKRI',
  'EPSRC',
  'ESRC',
  'AHRC',
  'BBSRC',
  'NERC',
  'STFC',
  'NHMRC',
  'SSHRC',
  'NSERC',
  'CIHR',
  'SNSF',
  'NWO',
  'NIHR',
  'MRC',
  'IDRC',
  // Development agencies and UN bodies that fund calls under their own acronym.
  'USAID',
  'FCDO',
  'DFID',
  'DFAT',
  'NORAD',
  'JICA',
  'KOICA',
  'GIZ',
  'UNDP',
  'UNICEF',
  'UNESCO',
]);

function knownAcronym(sentences: readonly Sentence[]): Cited {
  for (const sentence of sentences) {
    const pattern = /(?<![\w-])[A-Z]{3,5}(?![\w])/g;
    let match;
    while ((match = pattern.exec(sentence.text)) !== null) {
      if (!KNOWN_FUNDER_ACRONYMS.has(match[0])) continue;
      return { value: match[0], citation: citeWithin(sentence, match.index, match.index + match[0].length) };
    }
  }
  return null;
}

/**
 * Whether a name found only by its shape is the call's own funder rather than a body the call
 * mentions in passing (a tax office to visit, a regulator to be registered with, a kind of
 * applicant in a list): the funder is in the title, or the call comes back to it, by its name,
 * its initials ("IRC") or its noun ("the Council", "the Foundation"). A body mentioned once, below
 * the opening lines, is not taken.
 */
function prominentIn(sentences: readonly Sentence[]) {
  const title = sentences
    .slice(0, TITLE_SENTENCES)
    .map((sentence) => sentence.text)
    .join('\n');
  const text = sentences.map((sentence) => sentence.text).join('\n');
  const occurrences = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  return (value: string) => {
    if (title.includes(value) || text.indexOf(value) !== text.lastIndexOf(value)) return true;
    const initials = initialsOf(value);
    // Initials given in brackets after the name are the same mention, not a second one.
    const introduced = text.includes(`${value} (${initials})`) ? 1 : 0;
    if (initials.length >= 2 && occurrences(new RegExp(`(?<![\\w-])${initials}(?![\\w-])`, 'g')) > introduced) {
      return true;
    }
    const noun = FUNDER_NOUN.exec(value)?.[0];
    return noun !== undefined && occurrences(new RegExp(`\\b[Tt]he ${noun}\\b(?! of\\b|['’]s\\b)`, 'g')) >= 1;
  };
}

/** "IRC" of "Irish Research Council": the first letters of its capitalised words. */
function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('');
}

/** The noun a call uses for its funder once it has named it ("the Council"). */
const FUNDER_NOUN =
  /\b(?:Foundation|Trust|Council|Agency|Embassy|Ministry|Department|Commission|Society|Association|Authority|Board|Bank|Academy|Charity|Office|Corporation)\b/;

/** The lines a page's title and its first heading take. */
const TITLE_SENTENCES = 3;

/**
 * A funder found by its initials ("managed by the CCF") is reported by the name the call spells
 * out for them ("Cornwall Community Foundation (CCF)"), cited there.
 */
function spelledOut(sentences: readonly Sentence[], found: Cited): Cited {
  if (!found || !/^[A-Z]{2,8}$/.test(found.value)) return found;
  const pattern = new RegExp(`(${NAME})\\s*\\(${found.value}\\)`, 'gu');
  for (const sentence of sentences) {
    pattern.lastIndex = 0;
    let match;
    while ((match = pattern.exec(sentence.text)) !== null) {
      const words = match[1]!.split(/\s+/);
      // The name is the run's last words whose initials are the acronym ("… by Cornwall Community Foundation").
      for (let start = 0; start < words.length; start += 1) {
        const value = clean(
          words
            .slice(start)
            .join(' ')
            .replace(/^(?:The|the)\s+/, ''),
        );
        if (initialsOf(value) !== found.value) continue;
        const at = match.index + match[0].indexOf(value);
        return { value, citation: citeWithin(sentence, at, at + value.length) };
      }
    }
  }
  return found;
}

/** What a page's title adds after the programme's name: "… Guidance Notes", "… - Frequently Asked Questions". */
const TITLE_DOCUMENT_WORDS =
  /(?:\s*[-–—:|]\s*|\s+)(?:Frequently Asked Questions|FAQs?|Guidance(?: Notes)?|Guidelines(?: for Applicants)?|Guide for Applicants|Application (?:Form|Guidance|Guide)|Information for Applicants|Key Information)$/;
const TITLE_PROGRAMME_WORD =
  /\b(?:Programmes?|Programs?|Schemes?|Funds?|Grants?|Awards?|Fellowships?|Scholarships?|Prizes?|Initiatives?|Facility)\b/;
/** What a page's title says before the programme's name: "Call for Proposals: …". */
const TITLE_LEAD = /^(?:Call for (?:Proposals|Applications)|Funding [Oo]pportunity|Grant [Oo]pportunity)\s*[:–-]\s*/;

/**
 * The page's title names the programme when it is a short name with a programme's word in it
 * ("Annual Community Grant Guidance Notes", "French Embassy Small Grants in Ghana"), once the
 * words that say what kind of page it is are dropped.
 */
function titled(sentences: readonly Sentence[]): Cited {
  const title = sentences.find((sentence) => /\S/.test(sentence.text));
  if (!title || title.listItem) return null;
  const text = title.text.trim();
  let value = text.replace(TITLE_LEAD, '');
  while (TITLE_DOCUMENT_WORDS.test(value)) value = value.replace(TITLE_DOCUMENT_WORDS, '');
  value = clean(value);
  const words = value.split(/\s+/);
  if (value.length > 90 || words.length < 2 || !TITLE_PROGRAMME_WORD.test(value) || !looksLikeName(value)) return null;
  // A name's lower-case words join its capitalised ones; "Applying for a Grant" is a sentence.
  if (
    words.some((word) => /^\p{Ll}/u.test(word) && !/^(?:of|for|and|the|in|to|on|de|du|des|la|le|für|zur)$/.test(word))
  )
    return null;
  if (words.every((word) => GENERIC_WORD.test(word)) || NOT_PROGRAMME.test(value) || TABLE_WORD.test(value))
    return null;
  if (NOT_A_NAME_START.test(value)) return null;
  // The programme's word ends the name, or a year or whom and where it is for follow it ("… Fund
  // 2022", "… Small Grants in Ghana"); "Grant Procedure", "Grant Terminology" are pages about grants.
  const last = [...value.matchAll(new RegExp(TITLE_PROGRAMME_WORD.source, 'g'))].at(-1)!;
  const after = value.slice(last.index + last[0].length);
  if (!/^(?:-[\p{L}-]+)?(?:\s+(?:(?:19|20)\d\d(?:[-–/]\d{2,4})?|(?:for|in|to|on)\s.+))?$/u.test(after)) return null;
  const at = title.text.indexOf(value);
  return { value, citation: citeWithin(title, at, at + value.length) };
}

export function extractFunder(sentences: readonly Sentence[]): { funder: Cited; programme: Cited } {
  const opening = sentences.slice(0, 60);
  const funder = spelledOut(
    sentences,
    labelled(opening, FUNDER_LABEL) ??
      participating(opening) ??
      matched(opening, FUNDED_BY) ??
      matched(opening, INVITES) ??
      firstName(opening, FUNDER_SUFFIX, undefined, prominentIn(sentences)) ??
      knownAcronym(opening),
  );
  let programme =
    labelled(opening, PROGRAMME_LABEL) ??
    labelledAbove(opening, PROGRAMME_LABEL_ALONE) ??
    titled(opening) ??
    firstName(opening, PROGRAMME_SUFFIX, NOT_PROGRAMME) ??
    namedBefore(opening, LOWER_PROGRAMME);
  if (programme && funder && programme.value === funder.value) programme = null;
  return { funder, programme };
}
