import { CONDITIONAL_OPENER } from './document-lead-in';
import { ATTACH_VERB, DOCUMENT } from './document-nouns';

/**
 * What makes a sentence or an item that names a document no document every applicant must send:
 * a sentence about costs or eligibility, copies of the application itself, what a grant holder
 * sends after the award, a case it applies in, how to name the files, a place in the form.
 */

/** A sentence about eligibility or costs names no document ("to assess the scope" may). */
export const NOT_DOCUMENT_SENTENCE =
  /\bin accordance with\b|\beligib|\bcriteria\b|\bcosts?\b|\bnot (?:be )?(?:accepted|considered|required)\b/i;

/**
 * How many copies of the application itself to send ("must submit 5 copies of a complete proposal",
 * "the signed original and two copies of your application"): how to send it, not a document.
 */
export const COPIES_OF_THE_APPLICATION =
  /^\s*(?:(?:the )?(?:signed )?original and )?(?:\d+|one|two|three|four|five|six|seven|eight|ten|twelve)?\s*(?:full |hard |paper |signed |additional )?cop(?:y|ies) of (?:the |your |a |an |this )?(?:(?:complete|completed|full|signed|original|entire)\s+)*(?:applications?|proposals?|submissions?|application (?:form|packet|package))\b/i;

/**
 * A sentence that asks for a document before it speaks of costs ("must attach … a full Business
 * Plan, outlining all finance …, including sources of income for running costs"): the costs are
 * what the document holds. Costs named first make it a sentence about costs.
 */
export function aboutCostsOrEligibility(text: string): boolean {
  if (!NOT_DOCUMENT_SENTENCE.test(text)) return false;
  const cost = /\bcosts?\b/i.exec(text);
  if (!cost) return true;
  const before = text.slice(0, cost.index);
  return NOT_DOCUMENT_SENTENCE.test(before) || !(DOCUMENT.test(before) && ATTACH_VERB.test(before));
}

/**
 * What a grant holder sends after the award (reports, proof of insurance) is not part of the
 * application; the applicant's latest annual accounts or report are ("A copy of your constitution
 * and your latest annual accounts must be included with your application").
 */
/** "if" or "may": a word that makes a document asked for optional or conditional. */
export const OPTIONAL_WORD = /\bif\b|\bmay\b/i;
export const AFTER_AWARD =
  /\buse of (?:the )?(?:funds|grant|award|money)\b|\bhow the (?:grant|funds?|money) (?:was|were|has been|have been) (?:spent|used)\b|\b(?:successful applicants?|grant ?(?:holders?|recipients?)|grantees?|award (?:holders?|recipients?)|recipients?|once (?:funded|awarded)|after (?:the )?(?:award|grant is made)|before (?:any )?payment|each year|every year|(?<!\b(?:latest|recent|last|previous|past|audited|signed|your)\s(?:\w+\s)?)annual(?:ly)?(?! (?:accounts|financial statements?|income|turnover))|final reports?|progress reports?|interim reports?|end of (?:the )?(?:project|grant))\b/i;
/** "…before a grant is drawn down", "before any grant payments can be made": asked of a grantee, not an applicant. */
export const BEFORE_PAYMENT =
  /\bbefore (?:any |a |the )?(?:grant|award|funding|payment|funds?)s?(?: payments?)? (?:can be|is|are|will be|has been) (?:confirmed|made|paid|released|drawn down|awarded|issued|offered)\b/i;

/**
 * How to name the files ("attachment names … should include the extension indicating the document
 * type (e.g. project plan.pdf)", "File names must include the applicant's surname"): no document.
 */
export const FILE_NAMING =
  /\b(?:file ?names?|attachment names?|names? of (?:the |your )?(?:files|attachments)|(?:file )?extensions?)\b/i;
/** A place in the application form to write something ("should be included in Section 8 of the application form") is no document. */
export const PLACE_IN_FORM = /\bin (?:section|part|question) \d+\b/i;
/**
 * A document asked for only in some case ("If annual accounts are more than 12 months old then …",
 * "En cas de modification, transmettre les pièces modifiées") is not required of every applicant.
 */
export const CONDITIONAL_ITEM = new RegExp(
  `${/^(?:if|where|in case)\s+(?!applicable\b)[^:]{3,}[,]?\s/.source}|${CONDITIONAL_OPENER.source}`,
  'i',
);
