// Lead-ins and item shapes of documents to send found on trust, council and community-fund pages
// outside the evaluation set (engine 1.10.0).
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const documentsOf = (text: string) => analyzePlain(text).requiredDocuments.map(({ text: name }) => name);
const rulesOf = (text: string) => analyzePlain(text).eligibility.map(({ text: rule }) => rule);

describe('lead-ins of documents to send', () => {
  const supply = [
    'All applicants need to supply the following documentation:',
    'The completed application form',
    'A detailed budget with quotations',
    'A copy of the latest audited accounts',
  ].join('\n');

  it('reads "need to supply the following documentation:" and its unmarked lines as documents, not rules', () => {
    expect(documentsOf(supply)).toEqual([
      'The completed application form',
      'A detailed budget with quotations',
      'A copy of the latest audited accounts',
    ]);
    expect(rulesOf(supply)).toEqual([]);
  });

  it('reads "We will always ask for:" and "the following information to be supplied:"', () => {
    expect(
      documentsOf(
        'We will always ask for:\n- A copy of your latest annual report and accounts.\n- A current business plan.',
      ),
    ).toEqual(['A copy of your latest annual report and accounts.', 'A current business plan.']);
    expect(
      documentsOf(
        'It will be necessary for the following information to be supplied:\n  • An audited statement of the financial position\n  • Two quotes for the work',
      ),
    ).toEqual(['An audited statement of the financial position', 'Two quotes for the work']);
  });

  it('reads "Evidence … must be attached to your online application:" as a lead-in, not a document', () => {
    expect(
      documentsOf(
        'Evidence of this status must be attached to your online application:\n  • A copy of the notice of endorsement\n  • A copy of the charity registration certificate',
      ),
    ).toEqual(['A copy of the notice of endorsement', 'A copy of the charity registration certificate']);
  });

  it('reads a lead-in that points back ("These are:") with the sentence before it', () => {
    expect(
      documentsOf(
        'We require the following documents to be uploaded with the form. These are:\n- A Bank Statement dated within the last 90 days.\n- A Safeguarding Policy.',
      ),
    ).toEqual(['A Bank Statement dated within the last 90 days.', 'A Safeguarding Policy.']);
    expect(documentsOf('Our priorities are set out below. These are:\n- Young people\n- Older people')).toEqual([]);
  });

  it('reads "You will be asked to provide a copy of …" as a document asked for', () => {
    expect(documentsOf('You will be asked to provide a copy of your latest accounts.')).toEqual([
      'a copy of your latest accounts',
    ]);
    expect(documentsOf('You will be asked to provide more detail at the second stage.')).toEqual([]);
  });
});

describe('an item that runs its name into its explanation', () => {
  it('keeps the name of "Name.This must …" and "Title Case Name The … must …"', () => {
    expect(
      documentsOf(
        [
          'Please upload the following documents:',
          '- A Governing Document in the name of your organisation.This should show your objects.',
          '- Signed Accounts The accounts must show a full financial year.',
        ].join('\n'),
      ),
    ).toEqual(['A Governing Document in the name of your organisation', 'Signed Accounts']);
  });

  it('leaves an item whole when nothing follows its name', () => {
    expect(documentsOf('Please upload the following documents:\n- A signed declaration\n- Your constitution')).toEqual([
      'A signed declaration',
      'Your constitution',
    ]);
  });
});

describe('a checklist of what to have ready', () => {
  it('reads the items of "the following checklist of information you should have available:" as documents', () => {
    const text = [
      'We have created the following checklist of information that you should have available before you start:',
      '- A summary of the number of people you supported last year',
      '- An electronic copy of your most recent accounts.',
    ].join('\n');
    expect(documentsOf(text)).toEqual([
      'A summary of the number of people you supported last year',
      'An electronic copy of your most recent accounts.',
    ]);
    expect(rulesOf(text)).toEqual([]);
  });
});

describe('documents the funder says it requires, in one sentence', () => {
  it('reads "we require a, b and c", dropping a last item cut off by the page', () => {
    expect(
      documentsOf(
        'In the first step we require a governing document for your organisation, most recent financial statements, breakdown of budget and bank st',
      ),
    ).toEqual([
      'a governing document for your organisation',
      'most recent financial statements',
      'breakdown of budget',
    ]);
    expect(documentsOf('We require a short wait before the panel meets.')).toEqual([]);
  });
});
