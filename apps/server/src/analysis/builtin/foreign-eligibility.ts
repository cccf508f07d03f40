import type { EligibilityRule } from '@grantpilot/shared/contracts/analysis';
import { citeWithin, itemText, tidy } from './citation';
import { continuesItem, itemLine, continuesList } from './list-item';
import type { EligibilityCues } from './rule-cues';
import type { Sentence } from './segment';

/**
 * Who may and may not apply in a call not written in English, from the cue words of its language
 * (`rule-cues.ts`): the items of a list under a heading or lead-in of who may apply ("Nicht
 * antragsberechtigt sind", "le projet doit être porté par :"), a sentence under a question of who
 * may apply ("Wer ist antragsberechtigt?" then "Nur rechtsfähige gemeinnützige Organisationen …"),
 * and a sentence that says so itself ("Podem participar OSCs devidamente registradas …").
 */

/** A figure of money says how much may be asked for, not who may ask. */
const MONEY = /[$£€¥]\s?\d|\d\s?(?:€|EUR|euros?)(?!\w)|\bR\$\s?\d/i;
/** Where a rule's clause ends and a remark on the project begins (", com propostas que …"). */
const CLAUSE_END =
  /,\s+(?:com|con|avec|mit|met|with|para|pour|per|um|afin|a fin)\s|\s+en (?:kunt|kan|moet|mag) u\b|;\s|:\s/i;
/** A cue that ends in a preposition names who applies after it ("destiné à toutes les associations"). */
const ENDS_IN_PREPOSITION =
  /(?:^|\s)(?:a|à|aux|al|ai|alle|agli|da|dai|dalle|dagli|dal|par|por|von|door|voor|aan|para)$/i;

/** A lead-in of what the application must attach ("les associations doivent joindre :"), not of who applies. */
const SENDS_DOCUMENTS =
  /\b(?:joindre|fournir|adjuntar|acompa[ñn]ar|anexar|enviar|beif[üu]gen|einreichen|vorlegen|allegare|presentare i seguenti|bijvoegen|meesturen)\b/i;

/** A lead-in that ends on the fields of work ("op het gebied van:", "dans les domaines suivants :"). */
const FIELDS_OF_WORK =
  /\b(?:gebied(?:en)?|domaines?|[áa]mbitos?|[áa]reas?|ambiti|settori|Bereichen?|campos?)\b[^:]{0,30}:\s*$/i;

/** A cue that is a label of who the call is for ("público prioritário", "destinatari"): they follow it. */
const LABEL_CUE = /(?:p[uú]blico(?:[- ]alvo| priorit[aá]rio)|destinatari[oa]s?|soggetti ammessi)$/i;

/** The part of a sentence that states its rule, as offsets within it. */
function ruleSpan(text: string, cue: RegExpExecArray): [number, number] {
  let start = 0;
  let end = text.length;
  const before = text.slice(0, cue.index);
  if (ENDS_IN_PREPOSITION.test(cue[0].trimEnd()) || LABEL_CUE.test(cue[0].trimEnd())) {
    start = cue.index + cue[0].length;
  } else {
    // "… a fin de que las asociaciones locales sin ánimo de lucro puedan solicitar …": the subject
    // before the cue, back to the clause it opens.
    const clause = /(?:.*(?:\b(?:que|qui|che|dass|dat|wenn|si|se|als)\b|[,:;]|[.!?](?=\s)))?\s*(.*)$/i.exec(before)!;
    const subject = clause[1]!;
    if (subject.trim().split(/\s+/).length >= 2 && subject.split(/\s+/).length <= 15) {
      start = before.length - subject.length;
      while (start < cue.index && /\s/.test(text[start]!)) start += 1;
      return [start, cue.index + cue[0].length];
    }
    // The cue opens a sentence the segmenter left joined to the one before ("… país. Podem participar …").
    const stop = /^.*[.!?]\s+/s.exec(before);
    if (stop) start = stop[0].length;
  }
  const cut = CLAUSE_END.exec(text.slice(Math.max(start, cue.index + cue[0].length)));
  if (cut) end = Math.max(start, cue.index + cue[0].length) + cut.index;
  while (start < end && /\s/.test(text[start]!)) start += 1;
  return [start, end];
}

export function foreignEligibility(sentences: readonly Sentence[], cues: EligibilityCues): EligibilityRule[] {
  const rules: EligibilityRule[] = [];
  const seen = new Set<string>();
  // A question that stands as a heading ("Wer ist antragsberechtigt?") opens a section of rules
  // until the next question or heading.
  let asked: EligibilityRule['applies'] | null = null;
  const add = (sentence: Sentence, applies: EligibilityRule['applies'], start: number, end: number) => {
    const text = tidy(sentence.text.slice(start, end))
      .replace(/^[•▪◦·●○■*\u2013-]\s*/, '')
      .replace(/[.;,]$/, '');
    const key = text.toLowerCase();
    // "n. 153;": a piece of a law's citation cut off by the line breaks of a list, no word in it.
    if (text.length < 3 || !/\p{L}{3,}/u.test(text) || seen.has(key)) return;
    seen.add(key);
    rules.push({ text, applies, hard: true, citation: citeWithin(sentence, start, end) });
  };
  let itemLeadIn: string | null = null;
  /** A question set as a heading: the first sentence under it answers it. */
  let headingAsked: EligibilityRule['applies'] | null = null;
  let fields: { sentence: Sentence; leadIn: string; items: string[] } | null = null;
  const flushFields = () => {
    if (fields && fields.items.length > 0) {
      const start = fields.sentence.text.indexOf(fields.leadIn);
      const text = `${tidy(fields.leadIn).replace(/:$/, '')} ${fields.items.join(', ')}`;
      if (!seen.has(text.toLowerCase())) {
        seen.add(text.toLowerCase());
        rules.push({
          text,
          applies: 'eligible',
          hard: true,
          citation: citeWithin(fields.sentence, start, start + fields.leadIn.length),
        });
      }
    }
    fields = null;
  };
  for (const given of sentences) {
    const sentence = itemLine(given);
    if (sentence.isHeading) {
      flushFields();
      // A question set as a heading ("Qui peut répondre ?") asks like one set as a sentence.
      const question = tidy(sentence.text);
      headingAsked =
        /\?\s*$/.test(question) && cues.section.test(question)
          ? cues.ineligible.test(question)
            ? 'ineligible'
            : 'eligible'
          : null;
      asked = null;
      continue;
    }
    const answers = sentence.listItem ? null : headingAsked;
    if (!sentence.listItem) headingAsked = null;
    const text = sentence.listItem ? itemText(sentence.text) : tidy(sentence.text);
    if (/\?\s*$/.test(text)) {
      if (!sentence.listItem)
        asked = cues.section.test(text) ? (cues.ineligible.test(text) ? 'ineligible' : 'eligible') : null;
      continue;
    }
    if (text.length < 3 || text.length > 600) continue;
    const inHeading = cues.section.test(sentence.heading)
      ? cues.ineligible.test(sentence.heading)
        ? 'ineligible'
        : 'eligible'
      : null;
    // An item ending in a colon ("Pour que le dossier soit complet, les associations doivent
    // joindre :") introduces the items after it, in place of the list's lead-in.
    const ownLeadIn = itemLeadIn;
    itemLeadIn = sentence.listItem && /:\s*$/.test(text) ? text : sentence.listItem ? itemLeadIn : null;
    if (sentence.listItem && /:\s*$/.test(text)) continue;
    const leadIn = (ownLeadIn ?? sentence.leadIn ?? '').trim();
    const offset = sentence.text.indexOf(text);
    const whole: [number, number] = [Math.max(offset, 0), Math.max(offset, 0) + text.length];
    if (continuesList(sentence)) continue;
    // "Als vereniging of stichting kunt u subsidie aanvragen als u iets organiseert op het gebied
    // van:" names who applies itself; its items are the fields of their work, one rule with it.
    if (sentence.listItem && fields && leadIn === fields.leadIn) {
      fields.items.push(text.replace(/[.;,]$/, ''));
      continue;
    }
    flushFields();
    if (!sentence.listItem && /:\s*$/.test(text) && FIELDS_OF_WORK.test(text) && cues.eligible.test(text)) {
      fields = { sentence, leadIn: sentence.text.trim(), items: [] };
      continue;
    }
    if (sentence.listItem && !continuesItem(sentence) && !MONEY.test(text) && !SENDS_DOCUMENTS.test(leadIn)) {
      const applies = cues.ineligible.test(leadIn)
        ? 'ineligible'
        : cues.eligible.test(leadIn)
          ? 'eligible'
          : !leadIn
            ? inHeading
            : // "Las entidades beneficiarias de las ayudas podrán ser:", "deberán reunir los siguientes
              // requisitos:": a lead-in that names the section's subject introduces its rules.
              /:\s*$/.test(leadIn) && cues.section.test(leadIn)
              ? 'eligible'
              : null;
      if (applies) {
        add(sentence, applies, ...whole);
        continue;
      }
    }
    // A lead-in ends in a colon; its items carry the rule.
    if (/:\s*$/.test(text)) continue;
    const refused = cues.ineligible.exec(sentence.text);
    const allowed = refused ? null : cues.eligible.exec(sentence.text);
    const cue = refused ?? allowed;
    if (cue) {
      add(sentence, refused ? 'ineligible' : 'eligible', ...ruleSpan(sentence.text, cue));
      continue;
    }
    // A sentence right under a question of who may apply answers it.
    const answered = asked ?? answers;
    if (answered && !sentence.listItem && !MONEY.test(text)) add(sentence, answered, ...whole);
  }
  flushFields();
  return rules;
}
