import type { Award } from '@grantpilot/shared/contracts/analysis';
import { EXAMPLE, PREVIOUS } from './award-guards';
import { citeSentence } from './citation';
import { FOREIGN_COUNT, FOREIGN_COUNT_EXCLUDE, FOREIGN_COUNT_VERB } from './languages';
import { numberWord } from './number-words';
import type { Sentence } from './segment';

/** "twenty" or "Twenty", "fellowships" or "Fellowships": a capital only on the first letter. */
const capitalised = (words: string) =>
  words
    .split('|')
    .map((word) => `[${word[0]}${word[0]!.toUpperCase()}]${word.slice(1)}`)
    .join('|');
const COUNT = new RegExp(
  `\\b(?:(up to|approximately|about|around|some|at least|a maximum of|maximum of|between \\w+ and|an estimated|estimated)\\s+)?(\\d{1,4}|${capitalised('one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred')})\\s+(?:(?:new|individual|separate|research|pilot|small|large|major|full|collaborative|community|local|innovative|national|regional|international|multi-year|one-year|two-year|seed|capital|project|[A-Z][a-z]+)\\s+)?(${capitalised('grants|awards|projects|fellowships|scholarships|proposals|applications|prizes|bursaries|studentships|teams|partnerships')})\\b`,
  'g',
);
const COUNT_VERB =
  /\b(?:fund(?:ed)?|award(?:ed)?|support(?:ed)?|make|making|made|select(?:ed)?|available|offer(?:ed)?|finance[ds]?|expects?|anticipates?|intends?|plans?|contribute)\b|(?<!\bpriority )\b(?:will be|are|is) (?:given|granted)\b/i;
const COUNT_EXCLUDE =
  // "up to 10 applications from each ward": a count per area, not the call's number of grants;
  // "funded for 2 projects at the same time": a cap on one applicant.
  /\bat (?:the same|any one|any|one) time\b|\bconcurrent(?:ly)?\b|\bsimultaneous(?:ly)?\b|\b(?:from|in|for|per) each\b|\bper (?:ward|area|region|district|county|constituency|parish|school|club)\b|\b(?:you|applicants?|organi[sz]ations?|artists?|groups?|individuals?) (?:can|may) (?:only )?(?:make|submit|hold|lodge|send)\b|\b(?:one|\d+) (?:in|out of) (?:\w+)\b|\bsuccess rate\b|\bsubmit\b|\bper (?:organi[sz]ation|applicant|institution|lead|PI)\b|\bmay (?:only )?(?:apply|submit|lead|be involved)\b|\bno more than \w+ (?:applications|proposals)\b|\breceived\b|\bhave been\b|\bparticipate\b|\bpartners?\b/i;

/**
 * A count the funder makes: a funding verb before it ("We expect to fund 12 projects", "will
 * contribute … to up to 20 projects", "funding is available for 6 awards") or a passive one after it
 * ("20 grants will be awarded", "10 projects/consortia will be funded"). Not what an applicant has
 * done ("have managed 3 projects funded by a public body") nor a shortlist for a later stage
 * ("select 10 proposals for the second stage", "15 applications will be invited to interview").
 */
function countOfThisCall(before: string, after: string): boolean {
  if (
    /^[^.;]{0,30}\b(?:for|to) (?:the )?(?:second|next|full|final|later|2nd) (?:stage|round|phase)\b|^[^.;]{0,20}\binvited\b/i.test(
      after,
    )
  )
    return false;
  // "Each grant can support up to 4 projects": a count per grant, not the number of grants.
  if (
    /\bshort-?list(?:ed)? of\s*$/i.test(before) ||
    /\beach (?:grant|award|applicant|organi[sz]ation|application)\b[^.;]*$/i.test(before)
  )
    return false;
  const verbBefore =
    /\b(?:fund|award|support|mak|select|offer|financ|grant|provid|giv|contribut|expect|anticipat|intend|plan)\w*\b[^.;:]{0,60}$|\bavailable (?:for|to)\s+$|\bthere (?:will be|are|is)\s+$/i.test(
      before,
    );
  const passiveAfter =
    /^(?:[^.;:,]|(?<=\d)[.,](?=\d)){0,30}?\b(?:will|shall|are|is|to|may|can|would|could)\s+(?:\w+\s+)?(?:be\s+)?(?:funded|awarded|made|selected|supported|offered|financed|granted|given|available)\b|^\s*(?:are\s+|will be\s+)?available\b/i.test(
      after,
    );
  return verbBefore || passiveAfter;
}

/**
 * The number of awards a sentence states for this call ("We expect to fund 12 projects",
 * "Estimated Number of Awards: 7", "apoiar até 20 projetos"), or null.
 */
export function numberOfAwardsIn(sentence: Sentence): Award['numberOfAwards'] {
  const text = sentence.text;
  const cited = (value: number) => ({ value, citation: citeSentence(sentence) });
  if (COUNT_VERB.test(text) && !COUNT_EXCLUDE.test(text) && !PREVIOUS.test(text) && !EXAMPLE.test(text)) {
    COUNT.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = COUNT.exec(text)) !== null) {
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
        !/^\s*(?:per|each|a)\b/i.test(text.slice(match.index + match[0].length)) &&
        countOfThisCall(text.slice(0, match.index), text.slice(match.index + match[0].length))
      )
        return cited(count);
    }
  }
  if (
    sentence.label &&
    /\bnumber of (?:grants|awards|projects|fellowships|prizes)\b|\b(?:grants|awards) (?:expected|available)\b/i.test(
      sentence.label,
    ) &&
    /^\W*\d{1,4}\W*$/.test(text)
  ) {
    const count = Number(/\d{1,4}/.exec(text)![0]);
    if (count > 0) return cited(count);
  }
  // "Il est prévu de soutenir jusqu'à 10 projets", "apoiar até 20 projetos".
  const foreignCount = FOREIGN_COUNT.exec(text);
  if (
    foreignCount &&
    FOREIGN_COUNT_VERB.test(text) &&
    !FOREIGN_COUNT_EXCLUDE.test(text) &&
    !PREVIOUS.test(text) &&
    Number(foreignCount[2]) > 0
  )
    return cited(Number(foreignCount[2]));
  // "Estimated Number of Awards: 7."
  const countLine =
    /^\W*(?:estimated |expected |anticipated |approximate )?number of (?:grants|awards|projects|fellowships|prizes)(?: to be (?:made|funded|awarded))?\s*:\s*(?:up to |approximately |about )?(\d{1,4})\.?\s*$/i.exec(
      text,
    );
  if (countLine && Number(countLine[1]) > 0) return cited(Number(countLine[1]));
  return null;
}
