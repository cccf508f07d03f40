/**
 * The document a sentence asks for, as its noun phrase rather than the whole sentence: the
 * subject of a passive ("A letter of support must be attached to the application" → "A letter of
 * support") or the object of an active verb ("The lead applicant must provide written evidence of
 * this to the office" → "written evidence of this"). A sentence read whole is a different item
 * from the short name a reader lists, so reporting it costs a false item and a missed one.
 *
 * Offsets are within the sentence's text; null when the sentence has neither shape.
 */

/**
 * A phrase that names where something goes, not what is sent ("…any supporting documents that you
 * need to upload in each section of the online form").
 */
export const A_PLACE = /^\s*(?:in|on|at|into|onto|within|under|from)\s/i;

/** "X must be attached …", "X is required", "X will need to be included …". */
const PASSIVE =
  /^(.{3,200}?)\s+(?:must|should|shall|will need to|needs? to|is to|are to)\s+(?:also\s+)?be\s+(?:submitted|attached|included|uploaded|provided|enclosed|sent)\b|^(.{3,200}?)\s+(?:is|are|will be)\s+(?:always\s+|also\s+)?required\b(?! to\b)/i;

/** A connective before the subject ("In addition, a data management plan must be uploaded"). */
const CONNECTIVE =
  /^(?:in addition|additionally|also|furthermore|moreover|finally|importantly|where possible|where relevant),\s+/i;

/** "… must provide / include / attach / submit X …", "Please attach X". */
const ACTIVE =
  /(?:\b(?:must|should|shall|will need to|needs? to|are required to|is required to|(?:will be|are) asked to)|\bplease)\s+(?:also\s+)?(?:include|attach|submit|upload|provide|enclose|send)\s+/i;

/**
 * Where the object of that verb ends: a clause, a destination, a time, a purpose, or who signs it
 * ("a copy of your latest accounts, signed by the relevant trustees").
 */
const OBJECT_END =
  /[.;:]|,\s*(?:which|that|with|as|to|so|and (?:must|should|will)|signed|certified|dated|stamped|approved|countersigned)\b|\s+(?:to (?:the|your|us|our|their)|by|before|no later than|not later than|via|through|in order|which|so that|when|for (?:review|consideration|assessment)|at the time)\b/i;

/** A channel or a time after "must be submitted": how and when, not what. */
const HOW_OR_WHEN =
  /^\s*(?:either\s+)?(?:electronically|online|by|before|no later than|not later than|through|via|on or before|to (?:the|us|our)|at|in (?:hard ?copy|paper|person|the (?:online )?(?:system|portal))|using)\b/i;

/** The application itself, as the subject of "must be submitted": what is sent, not a part of it. */
const THE_APPLICATION =
  /^(?:[A-Z]+:\s*)?(?:the |a |an |all |your |any )?(?:(?:completed|complete|full|final|signed|online|electronic|stage \d|grant|funding)\s+)*(?:applications?|proposals?|submissions?|bids?|application forms?|requests?)\b(?:\s+(?:submitted|made|sent)\b[^,;]{0,120})?$/i;

/**
 * A reference to a list given elsewhere ("other required documents (listed below)", "Attachments
 * to the forms should be attached as per instructions"), no document of its own.
 */
const LIST_REFERENCE =
  /^(?:the |all |any |other |these |those )+(?:required |supporting |necessary |relevant |following )*(?:documents?|documentation|attachments?|materials?|information)\b|^(?:attachments|annexes|appendices|documents)\s+(?:to|of)\s+(?:the|this|your)\s+(?:[\w-]+\s+)?(?:forms?|applications?|proposals?)\b/i;

/**
 * Whom "provide" names before what ("provide us with", "provide the Embassy with"), and the
 * application the documents go with ("an application accompanied by", "the form together with").
 */
export const PROVIDE_WHOM_WITH =
  /^(?:(?:us|them|the [A-Z][\w-]*(?: [A-Z][\w-]*){0,3}|the (?:funder|trust|foundation|fund|council|committee|panel|secretariat|programme|embassy))\s+with\s+)(?:(?:an?|the|your)\s+(?:completed\s+|signed\s+)?(?:application|proposal)(?:\s+form)?\s+(?:accompanied by|together with|along with|with)\s+)?/;

export type PhraseSpan = [number, number];

/** Trims a span of `text` to its words: no leading label ("NOTICE:"), article kept, no closing punctuation. */
function trimmed(text: string, start: number, end: number): PhraseSpan {
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /[\s,.;:]/.test(text[end - 1]!)) end -= 1;
  return [start, end];
}

/**
 * The noun phrases of documents a sentence asks for. `names` says whether a phrase names a
 * document. [] when the sentence asks for none (the application itself, sent by a time or
 * through a channel); null when it has no shape this reads, so the caller keeps its own reading.
 */
export function documentPhrases(text: string, names: (phrase: string) => boolean): PhraseSpan[] | null {
  const passive = PASSIVE.exec(text);
  if (passive) {
    let subject = passive[1] ?? passive[2]!;
    let from = text.indexOf(subject);
    // "… by another organisation (a letter of support will be required …)": the subject opens
    // inside the bracket.
    const connective = CONNECTIVE.exec(subject);
    if (connective) {
      from += connective[0].length;
      subject = subject.slice(connective[0].length);
    }
    const open = subject.lastIndexOf('(');
    if (open >= 0 && !subject.slice(open).includes(')')) {
      from += open + 1;
      subject = subject.slice(open + 1);
    }
    const after = text.slice(passive.index + passive[0].length);
    // "Applications should be submitted with the supporting documentation via email": the
    // documents are named elsewhere, if at all.
    const withTheRest = /^\s*(?:together\s+)?with\s+(.*)$/is.exec(after);
    if (
      THE_APPLICATION.test(
        subject
          .trim()
          .replace(/^(?:once|when|after)\b[^,]{0,30},\s*/i, '')
          .replace(/^(?:once|when|after)\s+/i, ''),
      ) &&
      withTheRest &&
      LIST_REFERENCE.test(withTheRest[1]!)
    )
      return [];
    if (THE_APPLICATION.test(subject.trim()) && HOW_OR_WHEN.test(after)) {
      // "… must be submitted electronically through Grants.gov using the SF424 (R&R) forms": the
      // forms named after "using" are what the applicant fills in.
      const using =
        /\busing (?:the )?((?:[^.;]{0,100}?)\b(?:forms?|templates?|application package)\b[^.;]{0,60}?)(?=[.;]|$)/i.exec(
          after,
        );
      if (!using || !names(using[1]!)) return [];
      const start = text.length - after.length + using.index + using[0].length - using[1]!.length;
      return [trimmed(text, start, start + using[1]!.length)];
    }
    // "The grant request form (…) and other required documents (listed below)": each part, but
    // not the reference to a list given elsewhere.
    const parts: PhraseSpan[] = [];
    let at = 0;
    for (const match of subject.matchAll(/\s+and\s+(?![^(]*\))/gi)) {
      parts.push([from + at, from + match.index]);
      at = match.index + match[0].length;
    }
    parts.push([from + at, from + subject.length]);
    // "Financial and tax statements": a lone word before "and" qualifies the noun after it.
    for (let index = parts.length - 2; index >= 0; index -= 1) {
      const [start, end] = parts[index]!;
      if (/^\s*[\p{L}-]+\s*$/u.test(text.slice(start, end)) && !names(text.slice(start, end))) {
        parts.splice(index, 2, [start, parts[index + 1]![1]]);
      }
    }
    const kept = parts
      .map(([start, end]) => trimmed(text, start, end))
      .filter(([start, end]) => !LIST_REFERENCE.test(text.slice(start, end)) && names(text.slice(start, end)));
    if (kept.length > 0) return kept;
    // "Attachments to the forms should be attached as per instructions": a reference, no document.
    if (parts.every(([start, end]) => LIST_REFERENCE.test(text.slice(...trimmed(text, start, end))))) return [];
  }
  const active = ACTIVE.exec(text);
  if (active) {
    let from = active.index + active[0].length;
    // "must provide the Embassy with an application accompanied by a detailed project plan and a
    // budget": whom it goes to, and the application itself, come before the documents.
    const recipient = PROVIDE_WHOM_WITH.exec(text.slice(from));
    if (/provide|supply/i.test(active[0]) && recipient) from += recipient[0].length;
    // A bracket ("(e.g. an email)") is part of the phrase, whatever punctuation it holds.
    const masked = text.slice(from).replace(/\([^()]*\)/g, (group) => '_'.repeat(group.length));
    const end = OBJECT_END.exec(masked);
    const span = trimmed(text, from, end ? from + end.index : text.length);
    const phrase = text.slice(span[0], span[1]);
    if (A_PLACE.test(phrase)) return [];
    // "…shall submit the concept note (Annex 1) and organization information (Annex 5)": two
    // documents when each part names one.
    const parts: PhraseSpan[] = [];
    let at = span[0];
    for (const match of phrase.matchAll(/\s+and\s+(?![^(]*\))/gi)) {
      parts.push(trimmed(text, at, span[0] + match.index));
      at = span[0] + match.index + match[0].length;
    }
    parts.push(trimmed(text, at, span[1]));
    if (parts.length > 1 && parts.every(([start, end]) => names(text.slice(start, end)))) return parts;
    if (phrase.split(/\s+/).length <= 16 && names(phrase)) return [span];
  }
  return null;
}
