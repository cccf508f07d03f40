import { citeWithin } from './citation';
import { clean, firstName, FUNDER_SUFFIX, initialsOf, labelled, NAME, type Cited } from './funder-names';
import { extractProgramme } from './programme';
import type { Sentence } from './segment';

/**
 * The funder and the programme, from the opening of the call: a labelled line ("Funder: …"),
 * "funded by the X Foundation", "The X Trust invites applications", or the first name ending in
 * Foundation, Trust, Council… that the call comes back to. The programme is programme.ts's.
 */

const FUNDER_LABEL =
  /^\s*(?:funder|funding (?:body|organi[sz]ation|agency)|funded by|sponsor|issuing (?:body|agency|organi[sz]ation)|awarding body|agency|donor|invita|convoca|entidad convocante|financiador|financeur|organisme financeur|bailleur(?: de fonds)?|förderer|fördergeber|zuwendungsgeber|ente finanziatore|financiadora?)\s*[:|]\s*(.+?)\s*$/i;

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
  let programme = extractProgramme(opening);
  if (programme && funder && programme.value === funder.value) programme = null;
  return { funder, programme };
}
