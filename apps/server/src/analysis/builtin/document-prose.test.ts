// Documents named in a sentence after a noun for documents ("Supplemental documents include …",
// "… Unterlagen einreichen, wie eine Projektbeschreibung, …"): shapes of a foundation's and a
// municipality's pages outside the evaluation set.
import { describe, expect, it } from 'vitest';
import { documentsAfterNoun } from './document-prose';
import { analyzePlain } from './test-helpers';

const documentsOf = (text: string) => analyzePlain(text).requiredDocuments.map(({ text: name }) => name);

describe('documents named after a noun for documents', () => {
  it('reads "Supplemental documents include a, b, … and c" and "Materials required … include"', () => {
    const page = [
      'Step 4',
      '',
      'Organizations invited to complete a proposal do so through the website. Materials required in the proposal include an eight-page narrative addressing provided questions, including a logic model. Supplemental documents include detailed budget information, the IRS 990 form, business plan, strategic plan, financial statements and letters of support.',
    ].join('\n');
    expect(documentsOf(page)).toEqual([
      'an eight-page narrative addressing provided questions',
      'a logic model',
      'detailed budget information',
      'the IRS 990 form',
      'business plan',
      'strategic plan',
      'financial statements',
      'letters of support',
    ]);
  });

  it('reads "verschiedene Unterlagen einreichen, wie eine …, einen … und einen …" in a German call', () => {
    const page = [
      'Beitragsgesuch',
      '',
      'Der Antragsteller beantragt einen außerordentlichen Beitrag für ein spezifisches Vorhaben und muss dafür verschiedene Unterlagen einreichen, wie eine Projektbeschreibung, einen Kostenvoranschlag und einen Finanzierungsplan.',
      'Der Antrag muss bis zum 31. August eines jeden Jahres eingereicht werden und alle erforderlichen Dokumente enthalten.',
    ].join('\n');
    expect(documentsOf(page)).toEqual([
      'eine Projektbeschreibung',
      'einen Kostenvoranschlag',
      'einen Finanzierungsplan',
    ]);
  });

  const names = (item: string) => /\b(?:budget|plan|statements?|letters?|form|report)\b/i.test(item);

  it('reads nothing from documents the funder publishes or that are optional', () => {
    expect(
      documentsAfterNoun(
        'Guidance documents are available on our website, such as the handbook and FAQs.',
        true,
        names,
      ),
    ).toBeNull();
    expect(
      documentsAfterNoun(
        'Supporting documents may include a budget, a business plan and letters of support.',
        true,
        names,
      ),
    ).toBeNull();
    expect(
      documentsAfterNoun('If relevant, additional documents include a budget and an annual report.', true, names),
    ).toBeNull();
  });

  it('reads nothing when the items are not documents or are clauses', () => {
    expect(documentsAfterNoun('Grants can cover materials such as paint, timber and tools.', true, names)).toBeNull();
    expect(
      documentsAfterNoun(
        'The documents are checked by the officer, who will contact you within ten working days of receiving them and ask for changes where needed.',
        true,
        names,
      ),
    ).toBeNull();
  });
});
