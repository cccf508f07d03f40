import type { Citation } from '@grantpilot/shared/contracts/analysis';
import { citeWithin } from './citation';
import type { Sentence } from './segment';

/** The contact email: the one nearest words such as "contact", "questions" or "enquiries"; else the first. */

const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g;
const CUE =
  /\bcontact\b|\bquestions?\b|\benquir(?:y|ies)\b|\binquir(?:y|ies)\b|\bqueries\b|\bhelp ?desk\b|\bsupport\b|\bemail\b|\be-mail\b|\bwrite to\b|\breach\b/i;

const NOT_CONTACT =
  /\bcomments?\b|\bfeedback\b|\bcomplaints?\b|\bprivacy\b|\bdata protection\b|\baccessibility\b|\bpress\b|\bmedia enquiries\b|\bunsubscribe\b|\bFOIA\b|\bfreedom of information\b|\bwhistleblow|\bfraud\b/i;

export function extractContact(sentences: readonly Sentence[]): { value: string; citation: Citation } | null {
  let first: { value: string; citation: Citation } | null = null;
  for (const sentence of sentences) {
    EMAIL.lastIndex = 0;
    let match;
    while ((match = EMAIL.exec(sentence.text)) !== null) {
      const value = match[0].replace(/\.$/, '');
      if (/no-?reply|donotreply|example\.(?:com|org)/i.test(value)) continue;
      // An address for comments, complaints, the press or privacy is not the applicants' contact.
      if (NOT_CONTACT.test(`${sentence.text} ${sentence.source.slice(sentence.end, sentence.end + 40)}`)) continue;
      const found = { value, citation: citeWithin(sentence, match.index, match.index + value.length) };
      if (CUE.test(sentence.text) || CUE.test(sentence.heading) || CUE.test(sentence.leadIn ?? '')) return found;
      first ??= found;
    }
  }
  return first;
}
