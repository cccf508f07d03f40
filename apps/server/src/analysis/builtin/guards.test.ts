// Guards against sentences read as eligibility rules or documents that are neither, found on
// unseen English grant pages (notices, notifications, later stages, durations, amounts headings,
// lists of what is not funded; documents under a purpose clause, in an optional clause, periods).
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const rulesOf = (text: string) => analyzePlain(text).eligibility.map(({ text: rule, applies }) => [applies, rule]);
const documentsOf = (text: string) => analyzePlain(text).requiredDocuments.map(({ text: document }) => document);

describe('eligibility: sentences that state no rule of who may apply', () => {
  it('leaves out notices, notifications, later stages and what a proposal must show', () => {
    expect(
      rulesOf(
        [
          'Who can apply',
          '',
          'Applicants must be registered charities in Wales.',
          'Applicants should be aware that requests each year typically exceed the funds available.',
          'Only successful applicants are notified of the outcome of their application.',
          'After the eligibility check, only short-listed applicants will be invited to submit a full proposal.',
          'Lead organisations must be able to demonstrate how they would achieve results within one year.',
          'All projects must have a clear purpose with visible results.',
          'Activities can run up to a maximum of two years.',
        ].join('\n'),
      ),
    ).toEqual([['eligible', 'Applicants must be registered charities in Wales.']]);
  });

  it('keeps a rule that only looks like those', () => {
    expect(
      rulesOf(
        'Who can apply\n\nOnly applicants based in Scotland may apply.\nApplicants must have been trading for at least two years.',
      ),
    ).toEqual([
      ['eligible', 'Only applicants based in Scotland may apply.'],
      ['eligible', 'Applicants must have been trading for at least two years.'],
    ]);
  });

  it('reads no rules under a heading that asks how much may be applied for', () => {
    expect(
      rulesOf(
        [
          'How much can I apply for?',
          '',
          'Grants can be awarded for all, or part of the funding requested; alternatively, it may be decided to offer all funding to one project.',
          'Applications that can demonstrate their ability to secure match-funding will be considered.',
        ].join('\n'),
      ),
    ).toEqual([]);
    // A heading of who may apply still gives its rules.
    expect(rulesOf('Can I apply?\n\nGroups must be constituted and have a bank account.')).toEqual([
      ['eligible', 'Groups must be constituted'],
      ['eligible', 'have a bank account.'],
    ]);
  });

  it('reads only the applicants of a list of activities that are not eligible', () => {
    expect(
      rulesOf(
        [
          'What activities are not eligible for funding?',
          '',
          '• Organisations that are not based in Kenya;',
          '• Commercial ventures;',
          '• Recurrent costs.',
        ].join('\n'),
      ),
    ).toEqual([['ineligible', 'Organisations that are not based in Kenya']]);
  });
});

describe('required documents: lists and sentences', () => {
  it('reads a list whose lead-in says what the documents help the funder evaluate', () => {
    expect(
      documentsOf(
        [
          'When applying you should provide as much detail as will help the Trustees evaluate your project and you should include:',
          '• A budget for the project',
          '• Your most recent accounts',
        ].join('\n'),
      ),
    ).toEqual(['A budget for the project', 'Your most recent accounts']);
    // A lead-in of assessment still reads no documents.
    expect(documentsOf('The panel will evaluate the following:\n• The quality of the project\n• The budget')).toEqual(
      [],
    );
  });

  it('reads a document asked for in its own clause after an optional one', () => {
    expect(
      documentsOf(
        'Applications may be sent at any time and should be accompanied by the latest accounts of the applicant organisation.',
      ),
    ).toEqual(['latest accounts of the applicant organisation']);
    expect(documentsOf('Applicants may also attach a letter of support.')).toEqual([]);
  });

  it('leaves out periods, places in the form and documents asked for in some case', () => {
    expect(
      documentsOf(
        ['Application documents:', '• Funding Allocation 1 - April 2019 - April 2020', '• Project budget'].join('\n'),
      ),
    ).toEqual(['Project budget']);
    expect(
      documentsOf(
        'Where other sources of funding have been secured, the applicant should provide relevant details in section 5 of the application form. These mitigation strategies should be included in Section 8 of the application form.',
      ),
    ).toEqual([]);
  });
});

describe('eligibility: steps, timing, definitions and answers about the form', () => {
  it('leaves out checking one’s eligibility, applying at any time and defined terms', () => {
    expect(
      rulesOf(
        [
          'Step 1: Check that you are eligible to apply',
          '',
          'If you haven’t already checked to see if you are eligible to apply, please use the quiz.',
          '',
          'Who can apply?',
          '',
          'You may apply at any time, but it is preferable for applications to reach the Trust in March.',
          'Only registered charities may apply.',
          '',
          'What is a not for profit organisation?',
          '',
          'A not for profit organisation can make a profit, but this profit must not be distributed to its members.',
        ].join('\n'),
      ),
    ).toEqual([['eligible', 'Only registered charities may apply.']]);
  });

  it('leaves out an answer about a section of the form', () => {
    expect(
      rulesOf(
        'Who can apply?\n\nYes, the budget section of the application should only reference the specific project you are seeking funding for.',
      ),
    ).toEqual([]);
  });

  it('keeps a rule that names the guidance defining a status', () => {
    expect(
      rulesOf(
        'Eligibility\n\n- To be eligible for a grant you must be a registered charity or an organisation deemed exempt under Charity Commission guidance.\n- Please read our guidance before you apply.',
      ),
    ).toEqual([
      [
        'eligible',
        'To be eligible for a grant you must be a registered charity or an organisation deemed exempt under Charity Commission guidance.',
      ],
    ]);
  });
});

describe('required documents: what need not be done', () => {
  it('leaves out an item that says the applicant need not do something', () => {
    expect(
      documentsOf(
        'How to apply\n\n- You do not have to complete the application form in one go.\n- A copy of your latest accounts',
      ),
    ).toEqual(['A copy of your latest accounts']);
  });
});

describe('required documents: a modal inside an item', () => {
  it('keeps items whose "will" stands in a relative clause or a question of what to describe', () => {
    expect(
      documentsOf(
        [
          'When applying you should include:',
          '• Your registered charity number or a registered charity which will accept the grant on your behalf.',
          '• Whom the project will help and how they will benefit.',
          '• Other items may be attached.',
        ].join('\n'),
      ),
    ).toEqual([
      'Your registered charity number or a registered charity which will accept the grant on your behalf.',
      'Whom the project will help and how they will benefit.',
    ]);
  });
});

describe('eligibility: who submits, examples of applicants, who the grants are made to', () => {
  it('reads who submits in a list of what is not funded, not the activities', () => {
    expect(
      rulesOf(
        'Projects NOT funded by the programme include:\n\n• Fund-raising campaigns\n• Projects submitted by for profit, commercial organizations\n• Trade activities',
      ),
    ).toEqual([['ineligible', 'Projects submitted by for profit, commercial organizations']]);
    expect(rulesOf('Projects NOT funded include:\n\n• Projects submitted by email')).toEqual([]);
  });

  it('reads the examples of a lead-in that names applicants under a heading of eligibility', () => {
    expect(
      rulesOf(
        'Eligibility\n\nEntities that engage diverse audiences, including:\n\n• Non-governmental organizations (NGOs)\n• Think tanks',
      ),
    ).toEqual([
      ['eligible', 'Non-governmental organizations (NGOs)'],
      ['eligible', 'Think tanks'],
    ]);
    expect(
      rulesOf('Eligibility\n\nProjects can address themes including:\n\n• Human rights\n• Environmental clean-up'),
    ).toEqual([]);
  });

  it('reads who the grants are made to when the kind of applicant is written with commas', () => {
    expect(rulesOf('Grants may be made to non-governmental, not-for-profit organizations.')).toEqual([
      ['eligible', 'Grants may be made to non-governmental, not-for-profit organizations.'],
    ]);
  });
});
