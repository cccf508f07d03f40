// Over 300 lines on purpose: dates, times and zones as calls write them (many notations, one
// rule: never guess a year or a day/month order) belong in one reader.
import * as chrono from 'chrono-node';
import { isTimeZone } from '@grantpilot/shared/deadlines';
import { chronoFor, FOREIGN_MONTHS, type Language } from './languages';

/**
 * Dates, times and time zones as a call writes them. chrono-node finds the dates; the year must
 * be stated (or certain from the weekday), never taken from today. The reference instant is
 * fixed, so nothing depends on when or where the analysis runs.
 */

export interface DateMention {
  /** Offsets within the sentence. */
  start: number;
  end: number;
  date: string;
  /** The first day of a range ("from 1 January to 15 March 2027"), when there is one. */
  rangeStart: string | null;
  /** False when the year was not stated and could not be made certain. */
  yearCertain: boolean;
  /** "15 March" without a year, for warnings. */
  text: string;
}

const REFERENCE = new Date(Date.UTC(2000, 0, 1, 12));
const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?/i;
const NUMERIC_DATE = /\b\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b/;

const NUMERIC_PARTS = /\b(\d{1,2})[./-](\d{1,2})[./-](?:\d{4}|\d{2})\b/g;

/** "11-12-2027": both parts could be the month, so the order decides. "25/12/2027" and "05/05/2027" are certain. */
export function isAmbiguousNumeric(text: string): boolean {
  NUMERIC_PARTS.lastIndex = 0;
  let match;
  while ((match = NUMERIC_PARTS.exec(text)) !== null) {
    if (DOTTED.test(match[0])) continue;
    const [a, b] = [Number(match[1]), Number(match[2])];
    if (a !== b && a >= 1 && a <= 12 && b >= 1 && b <= 12) return true;
  }
  return false;
}

/** "12.05.2027": dates written with dots are day first wherever they are written (not the US usage). */
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * The order the text's own numeric dates make certain: 'day' when one reads 25/12/2027, 'month'
 * when one reads 12/25/2027, null when none does (or the text mixes both).
 */
export function numericOrderOf(text: string): 'day' | 'month' | null {
  let day = false;
  let month = false;
  NUMERIC_PARTS.lastIndex = 0;
  let match;
  while ((match = NUMERIC_PARTS.exec(text)) !== null) {
    const [a, b] = [Number(match[1]), Number(match[2])];
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) day = true;
    if (b > 12 && b <= 31 && a >= 1 && a <= 12) month = true;
  }
  return day === month ? null : day ? 'day' : 'month';
}

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

function validDate(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Years the weekday makes certain: of the candidate years, the only one where the date falls on it. */
function yearFromWeekday(month: number, day: number, weekday: number, years: readonly number[]) {
  const fits = years.filter(
    (year) => validDate(year, month, day) && new Date(Date.UTC(year, month - 1, day)).getUTCDay() === weekday,
  );
  return fits.length === 1 ? fits[0]! : null;
}

/** Of the two readings of an ambiguous numeric date, the only one on the stated weekday, else null. */
function weekdayReading(year: number, month: number, day: number, weekday: number): [number, number] | null {
  const fits = ([m, d]: [number, number]) =>
    validDate(year, m, d) && new Date(Date.UTC(year, m - 1, d)).getUTCDay() === weekday;
  const readings = (
    [
      [month, day],
      [day, month],
    ] as [number, number][]
  ).filter(fits);
  return readings.length === 1 ? readings[0]! : null;
}

/**
 * chrono's results, and those of a second pass over the text between them: in a flattened row of
 * dates ("October 24, 2027 August 24, 2027 September 15, 2027") chrono lets the year of one date
 * swallow the next, and that date is found again on its own.
 */
const MONTH_AND_DAY =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
function parseWithGaps(parser: Pick<chrono.Chrono, 'parse'>, sentence: string) {
  const found = parser.parse(sentence, REFERENCE).map((result) => ({ result, index: result.index }));
  const gaps: [number, number][] = [];
  let from = 0;
  for (const { result, index } of found) {
    gaps.push([from, index]);
    from = index + result.text.length;
  }
  gaps.push([from, sentence.length]);
  for (const [start, end] of gaps) {
    const gap = sentence.slice(start, end);
    // Only a short gap can be a date swallowed in a row; long prose was read in full already.
    if (found.length === 0 || gap.length > 40 || !MONTH_AND_DAY.test(gap)) continue;
    for (const result of parser.parse(gap, REFERENCE)) found.push({ result, index: start + result.index });
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The dates in a sentence. `dayFirst` reads 03/04/2027 as 3 April (the usage outside the US);
 * `years` are the years the document names, for dates stated with a weekday but no year.
 */
export function findDates(
  sentence: string,
  options: { dayFirst: boolean; years: readonly number[]; skipAmbiguous?: boolean; language?: Language },
): DateMention[] {
  const language = options.language ?? 'en';
  // A call in another language is read by chrono's parser of that language, with its month names.
  const named = (text: string) => MONTH.test(text) || (language !== 'en' && FOREIGN_MONTHS.test(text));
  if (!named(sentence) && !NUMERIC_DATE.test(sentence)) return [];
  const parser = language !== 'en' ? chronoFor(language) : options.dayFirst ? chrono.en.GB : chrono.en;
  const mentions: DateMention[] = [];
  for (const { result, index } of parseWithGaps(parser, sentence)) {
    const { start } = result;
    if (!/\d/.test(result.text) || !start.isCertain('day') || !start.isCertain('month')) continue;
    if (!named(result.text) && !NUMERIC_DATE.test(result.text)) continue;
    const dotted = DOTTED.exec(result.text.trim());
    let month = dotted ? Number(dotted[2]) : start.get('month')!;
    let day = dotted ? Number(dotted[1]) : start.get('day')!;
    const numeric = !dotted && !named(result.text) && isAmbiguousNumeric(result.text);
    // "Fri, 03/10/2023": the weekday settles which number is the month when only one reading falls on it.
    const byWeekday =
      numeric && start.isCertain('weekday') && start.isCertain('year')
        ? weekdayReading(start.get('year')!, month, day, start.get('weekday')!)
        : null;
    if (byWeekday) [month, day] = byWeekday;
    if (options.skipAmbiguous && numeric && !byWeekday) continue;
    const end = result.end;
    let year = start.get('year')!;
    let yearCertain = start.isCertain('year');
    if (!yearCertain && end?.isCertain('year') && end.get('month')! >= month) {
      year = end.get('year')!;
      yearCertain = true;
    }
    if (!yearCertain && start.isCertain('weekday')) {
      const fromWeekday = yearFromWeekday(month, day, start.get('weekday')!, options.years);
      if (fromWeekday !== null) {
        year = fromWeekday;
        yearCertain = true;
      }
    }
    // A date the calendar does not have ("30 February 2027", "2027-13-45") is not a date.
    if (!validDate(year, month, day)) continue;
    if (
      end &&
      end.isCertain('day') &&
      !validDate(end.isCertain('year') ? end.get('year')! : year, end.get('month')!, end.get('day')!)
    )
      continue;
    if (year < 1900 || year > 2200) continue;
    const first = iso(year, month, day);
    let date = first;
    let rangeStart: string | null = null;
    if (end && end.isCertain('day')) {
      const endYear = end.isCertain('year') ? end.get('year')! : year;
      rangeStart = first;
      date = iso(endYear, end.get('month')!, end.get('day')!);
    }
    const dateText = result.text.replace(/\s+(?:at|by|before|until)\b.*$/i, '');
    mentions.push({
      start: index,
      end: index + result.text.length,
      date,
      rangeStart,
      yearCertain,
      text: dateText,
    });
  }
  return mentions;
}

const RANGE_JOIN =
  /^\s*(?:and|to|until|till|through|thru|-|–|—)\s*(?:(?:\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?\s?m\.?|noon|midday|midnight)\s*,?\s*(?:on\s+)?(?:the\s+)?)?$/i;

/**
 * Joins "between 4 August and 1pm on the 31 October 2023", which chrono reads as two dates, into
 * one range; the first takes the second's year when it has none and comes before it.
 */
export function joinRanges(sentence: string, mentions: DateMention[]): DateMention[] {
  const joined: DateMention[] = [];
  for (const mention of mentions) {
    const previous = joined[joined.length - 1];
    const join = sentence.slice(previous?.end ?? 0, mention.start);
    if (
      previous &&
      !previous.rangeStart &&
      !mention.rangeStart &&
      RANGE_JOIN.test(join) &&
      // "deadlines are Friday, March 1 and Friday, September 13" lists two dates; "between 4
      // August and 31 October" is one range.
      (!/^\s*and\b/i.test(join) || /\bbetween\s+(?:\S+\s+){0,2}$/i.test(sentence.slice(0, previous.start)))
    ) {
      let first = previous.date;
      if (!previous.yearCertain && mention.yearCertain && previous.date.slice(5) <= mention.date.slice(5))
        first = `${mention.date.slice(0, 4)}${previous.date.slice(4)}`;
      const [year, month, day] = first.split('-').map(Number) as [number, number, number];
      if ((previous.yearCertain || first !== previous.date) && validDate(year, month, day)) {
        joined[joined.length - 1] = { ...mention, start: previous.start, rangeStart: first };
        continue;
      }
    }
    joined.push(mention);
  }
  return joined;
}

/** Cities whose "(local) time" calls state ("17:00 Oslo time", "13.00 Dublin local time"). */
const CITY_ZONES: [string, string][] = [
  ['London', 'Europe/London'],
  ['Dublin', 'Europe/Dublin'],
  ['Brussels', 'Europe/Brussels'],
  ['Paris', 'Europe/Paris'],
  ['Berlin', 'Europe/Berlin'],
  ['Oslo', 'Europe/Oslo'],
  ['Stockholm', 'Europe/Stockholm'],
  ['Copenhagen', 'Europe/Copenhagen'],
  ['Helsinki', 'Europe/Helsinki'],
  ['Reykjavik', 'Atlantic/Reykjavik'],
  ['Amsterdam', 'Europe/Amsterdam'],
  ['Luxembourg', 'Europe/Luxembourg'],
  ['Vienna', 'Europe/Vienna'],
  ['Zurich', 'Europe/Zurich'],
  ['Bern', 'Europe/Zurich'],
  ['Madrid', 'Europe/Madrid'],
  ['Lisbon', 'Europe/Lisbon'],
  ['Rome', 'Europe/Rome'],
  ['Athens', 'Europe/Athens'],
  ['Warsaw', 'Europe/Warsaw'],
  ['Prague', 'Europe/Prague'],
  ['Tallinn', 'Europe/Tallinn'],
  ['Riga', 'Europe/Riga'],
  ['Vilnius', 'Europe/Vilnius'],
  ['Ottawa', 'America/Toronto'],
  ['Toronto', 'America/Toronto'],
  ['Sydney', 'Australia/Sydney'],
  ['Canberra', 'Australia/Sydney'],
  ['Melbourne', 'Australia/Melbourne'],
  ['Adelaide', 'Australia/Adelaide'],
  ['Perth', 'Australia/Perth'],
  ['Wellington', 'Pacific/Auckland'],
  ['Auckland', 'Pacific/Auckland'],
  ['Nairobi', 'Africa/Nairobi'],
  ['Pretoria', 'Africa/Johannesburg'],
  ['Johannesburg', 'Africa/Johannesburg'],
  ['Tokyo', 'Asia/Tokyo'],
  ['Singapore', 'Asia/Singapore'],
  ['Hong Kong', 'Asia/Hong_Kong'],
  ['New York', 'America/New_York'],
];
const CITY_TIME = `(?:${CITY_ZONES.map(([city]) => city).join('|')})(?: local)? time`;

/** "CET/Oslo time": the city after an abbreviation is the more precise of the two. */
const CITY_AFTER = new RegExp(`^\\s*[/,]\\s*(${CITY_TIME})`, 'i');

/** Zone names and abbreviations calls use, to IANA zones. */
const ZONES: [RegExp, string][] = [
  ...CITY_ZONES.map(([city, zone]): [RegExp, string] => [new RegExp(`^${city}(?: local)? time$`, 'i'), zone]),
  [
    /^(?:e[sd]?t|eastern(?: (?:standard|daylight))?(?: time)?|new york time|washington,? d\.?c\.? time)$/i,
    'America/New_York',
  ],
  [/^(?:c[sd]?t|central(?: (?:standard|daylight))?(?: time)?)$/i, 'America/Chicago'],
  [/^(?:m[sd]?t|mountain(?: (?:standard|daylight))?(?: time)?)$/i, 'America/Denver'],
  [/^(?:p[sd]?t|pacific(?: (?:standard|daylight))?(?: time)?)$/i, 'America/Los_Angeles'],
  [/^(?:ak[sd]?t|alaska(?: time)?)$/i, 'America/Anchorage'],
  [/^(?:hst|hawaii(?:an)?(?: time)?)$/i, 'Pacific/Honolulu'],
  [/^(?:cest|cet|central european(?: summer| standard)?(?: time)?|brussels)$/i, 'Europe/Brussels'],
  [/^(?:eest|eet|eastern european(?: summer| standard)?(?: time)?)$/i, 'Europe/Athens'],
  [/^(?:western european(?: summer| standard)?(?: time)?)$/i, 'Europe/Lisbon'],
  // GMT is UTC+0 all year; the UK is on BST in summer, so "12:00 GMT" in June is not UK clock time.
  [/^(?:gmt|greenwich mean time)$/i, 'Etc/GMT'],
  [/^(?:bst|uk time|uk local time|british(?: summer)? time)$/i, 'Europe/London'],
  [/^(?:irish time)$/i, 'Europe/Dublin'],
  [/^(?:utc|coordinated universal time|z)$/i, 'UTC'],
  // AEST and ACST name standard time (UTC+10, UTC+9:30) all year, as Queensland and the Northern
  // Territory keep it: "5pm AEST, 1 March" is 5pm UTC+10 although Sydney is then on AEDT.
  [/^(?:aest|australian eastern standard(?: time)?)$/i, 'Australia/Brisbane'],
  [/^(?:aedt|australian eastern(?: daylight)?(?: time)?)$/i, 'Australia/Sydney'],
  [/^(?:acst)$/i, 'Australia/Darwin'],
  [/^(?:acdt)$/i, 'Australia/Adelaide'],
  [/^(?:awst)$/i, 'Australia/Perth'],
  [/^(?:nzst|nzdt|nzt|new zealand(?: standard| daylight)?(?: time)?)$/i, 'Pacific/Auckland'],
  [/^(?:eat|east africa time)$/i, 'Africa/Nairobi'],
  [/^(?:wat|west africa time)$/i, 'Africa/Lagos'],
  [/^(?:cat|central africa time)$/i, 'Africa/Maputo'],
  [/^(?:sast|south african? (?:standard )?time)$/i, 'Africa/Johannesburg'],
  [/^(?:jst|japan(?: standard)? time)$/i, 'Asia/Tokyo'],
  [/^(?:sgt|singapore time)$/i, 'Asia/Singapore'],
  [/^(?:hkt|hong kong time)$/i, 'Asia/Hong_Kong'],
  // Zones as calls in the other languages the engine reads name them.
  [/^(?:heure (?:de Paris|française|locale française))$/i, 'Europe/Paris'],
  [/^(?:heure de Bruxelles)$/i, 'Europe/Brussels'],
  [/^(?:hor(?:a|ário) (?:de|oficial de) Brasília)$/i, 'America/Sao_Paulo'],
  [/^(?:hora (?:peninsular|de Madrid|española))$/i, 'Europe/Madrid'],
  [/^(?:hora (?:de Chile|chilena|continental de Chile))$/i, 'America/Santiago'],
  [/^(?:mesz|mez|deutscher zeit)$/i, 'Europe/Berlin'],
  [/^(?:ora italiana|ora di Roma)$/i, 'Europe/Rome'],
  [/^(?:Nederlandse tijd)$/i, 'Europe/Amsterdam'],
];

// The European and African names come before the US ones: "Central European Time" and "Central Africa
// Time" are not US Central time followed by other words.
const ZONE_WORDS =
  '(?:[ECMP][SD]?T|AK[SD]T|HST|CEST|CET|EEST|EET|GMT|BST|UTC|AEST|AEDT|ACST|ACDT|AWST|NZST|NZDT|NZT|EAT|WAT|CAT|SAST|JST|SGT|HKT|Z)\\b' +
  '|(?:Central|Eastern|Western) European(?: Summer| Standard)? Time|(?:East|West|Central) Africa Time' +
  '|(?:Eastern|Central|Mountain|Pacific|Alaska|Hawaii(?:an)?)(?: (?:Standard|Daylight))?(?: Time)?\\b' +
  '|UK(?: local)? time|British(?: Summer)? Time|Greenwich Mean Time' +
  `|${CITY_TIME}` +
  '|Irish time|Coordinated Universal Time|Australian Eastern(?: Standard| Daylight)?(?: Time)?' +
  '|New Zealand(?: Standard| Daylight)?(?: Time)?|East Africa Time|West Africa Time|Central Africa Time|South African? (?:Standard )?Time' +
  '|Japan(?: Standard)? Time|Singapore time|Hong Kong time|Nairobi time|New York time|Washington,? D\\.?C\\.? time' +
  '|heure (?:de Paris|française|locale française|de Bruxelles)|hor(?:a|ário) (?:de|oficial de) Brasília' +
  '|hora (?:peninsular|de Madrid|española|de Chile|chilena|continental de Chile)|MESZ\\b|MEZ\\b|deutscher Zeit' +
  '|ora italiana|ora di Roma|Nederlandse tijd';
const ZONE_WORD_PATTERN = new RegExp(`^\\s*\\(?\\s*(${ZONE_WORDS})`, 'i');
const OFFSET_PATTERN = /^\s*\(?\s*(?:GMT|UTC)\s*([+-−])\s*(\d{1,2})(?::?00)?\b/i;
const RELATIVE_ZONE =
  /\b(?:(?:the\s+)?[A-Za-z]+(?:'s|’s|s'|s’)\s+(?:own\s+)?local time(?:\s+zone)?|(?:the\s+)?(?:applicant|applicants|applicant's|applicants'|your|local)\s+(?:own\s+)?(?:local\s+)?time(?:\s+zone)?|local time(?: of the applicant| of the applicants| at the applicant's location| in your (?:country|location))?|(?:in|at) (?:your|the applicant's) (?:local )?time zone)\b/i;

/** The IANA zone a zone word names, or null. */
export function zoneFromWord(word: string): string | null {
  const clean = word.trim().replace(/\s+/g, ' ');
  for (const [pattern, zone] of ZONES) if (pattern.test(clean)) return zone;
  return null;
}

export interface TimeMention {
  time: string;
  timezone: string | null;
  start: number;
  end: number;
}

const TIME_PATTERN = new RegExp(
  [
    // "12noon", "12 midday", "noon".
    '\\b(?:12\\s*)?(noon|midday|midnight)\\b',
    '\\b(\\d{1,2})(?:[:.](\\d{2}))?(?::\\d{2})?\\s*(a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)(?![a-z])',
    '\\b([01]?\\d|2[0-3])(?::|h)([0-5]\\d)\\b(?!\\s*(?:%|million|m\\b|k\\b|am|pm))',
    // "at 17.00"; not "at 5.00 pm", which the second pattern reads with its meridiem.
    '(?:\\bat|\\bby|\\bbefore|\\buntil|,)\\s+([01]?\\d|2[0-3])\\.([0-5]\\d)\\b(?![.,]\\d)(?!\\s*[ap]\\.?\\s?m\\.?(?![a-z]))',
    '\\b([01]\\d|2[0-3])([0-5]\\d)\\s*(?:hours|hrs|h)\\b',
  ].join('|'),
  'gi',
);

function timeOf(match: RegExpExecArray): string | null {
  const [, word, h12, m12, meridiem, h24, m24, hDot, mDot, hMil, mMil] = match;
  if (word) return /midnight/i.test(word) ? '23:59' : '12:00';
  if (h12 !== undefined) {
    let hour = Number(h12);
    if (hour < 1 || hour > 12) return null;
    const pm = /^p/i.test(meridiem!);
    if (hour === 12) hour = pm ? 12 : 0;
    else if (pm) hour += 12;
    return `${pad(hour)}:${m12 ?? '00'}`;
  }
  const hour = h24 ?? hDot ?? hMil;
  const minute = m24 ?? mDot ?? mMil;
  return hour === undefined ? null : `${pad(Number(hour))}:${minute}`;
}

/** A zone stated right after a time (or in the same clause): IANA, the relative phrase, or null. */
function zoneAfter(text: string): { zone: string | null; length: number } {
  const offset = OFFSET_PATTERN.exec(text);
  if (offset) {
    const hours = Number(offset[2]);
    const zone = hours === 0 ? 'UTC' : `Etc/GMT${offset[1] === '+' ? '-' : '+'}${hours}`;
    if (isTimeZone(zone)) return { zone, length: offset[0].length };
  }
  const word = ZONE_WORD_PATTERN.exec(text);
  if (word) {
    const city = CITY_AFTER.exec(text.slice(word[0].length));
    const zone = zoneFromWord(city ? city[1]! : word[1]!);
    if (zone && isTimeZone(zone)) return { zone, length: word[0].length + (city ? city[0].length : 0) };
  }
  return { zone: null, length: 0 };
}

/** The times in a text (a clause around a date), with the zone stated with each. */
export function findTimes(text: string): TimeMention[] {
  const times: TimeMention[] = [];
  TIME_PATTERN.lastIndex = 0;
  let match;
  while ((match = TIME_PATTERN.exec(text)) !== null) {
    const time = timeOf(match);
    if (!time) continue;
    let end = match.index + match[0].length;
    // "12:00 Uhr MEZ", "14:00 horas (hora peninsular)": the word for "hours" stands before the zone.
    end += /^\s*(?:Uhr|horas|heures|uur)(?![A-Za-zÀ-ÿ])/i.exec(text.slice(end))?.[0].length ?? 0;
    const after = zoneAfter(text.slice(end, end + 60));
    let timezone = after.zone;
    if (!timezone) {
      const relative = RELATIVE_ZONE.exec(text.slice(end, end + 80));
      if (relative && /^[\s,(]*(?:\(|in\s+|,\s*)?(?:the\s+)?$/i.test(text.slice(end, end + relative.index)))
        timezone = relative[0].replace(/^the\s+/i, '');
    }
    times.push({ time, timezone, start: match.index, end: end + after.length });
  }
  return times;
}

/** A zone named anywhere in a clause ("All deadlines are 17:00 Brussels time"), or a relative phrase. */
export function findZone(text: string): string | null {
  const pattern = new RegExp(`(?:^|[\\s(])(${ZONE_WORDS})`, 'g');
  let match;
  while ((match = pattern.exec(text)) !== null) {
    const word = match[1]!;
    // Single capital letters and bare "CT"/"MT" read as a zone only in capitals.
    if (word.length <= 3 && word !== word.toUpperCase()) continue;
    if (/^(?:Z|CAT|EAT|WAT)$/.test(word)) continue;
    const city = CITY_AFTER.exec(text.slice(match.index + match[0].length));
    const zone = zoneFromWord(city ? city[1]! : word);
    if (zone) return zone;
  }
  const relative = RELATIVE_ZONE.exec(text);
  return relative ? relative[0].replace(/^the\s+/i, '') : null;
}
