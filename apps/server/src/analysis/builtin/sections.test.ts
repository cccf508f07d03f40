// Section-aware lists: what a heading or a lead-in makes of the lines under it, for required
// documents and for who may apply. Our own sentences, in the shapes calls use.
import { describe, expect, it } from 'vitest';
import { segment } from './segment';
import { analyzePlain } from './test-helpers';

const documentsOf = (text: string) => analyzePlain(text).requiredDocuments.map((document) => document.text);
const rulesOf = (text: string) =>
  analyzePlain(text).eligibility.map(({ text: rule, applies, hard }) => ({ rule, applies, hard }));

describe('required documents by section', () => {
  it('takes every item under a heading that names documents, without its number', () => {
    expect(documentsOf('What to submit\n\n- A completed application form\n- Two letters of support')).toEqual([
      'A completed application form',
      'Two letters of support',
    ]);
    expect(documentsOf('Supporting documents\n1. Your governing document\n2. Your latest annual accounts')).toEqual([
      'Your governing document',
      'Your latest annual accounts',
    ]);
    expect(documentsOf('Application must include\n- Cover letter\n- Narrative (up to 10 pages)')).toEqual([
      'Cover letter',
      'Narrative (up to 10 pages)',
    ]);
    expect(documentsOf('Checklist\n☐ Budget spreadsheet\n☐ Letter of support from the host institution')).toEqual([
      'Budget spreadsheet',
      'Letter of support from the host institution',
    ]);
  });

  it('reads short lines under such a heading as its list, but not a lone sub-heading', () => {
    expect(documentsOf('Required documents\nProject proposal\nBudget\nCurriculum vitae of the applicant')).toEqual([
      'Project proposal',
      'Budget',
      'Curriculum vitae of the applicant',
    ]);
    const rows = segment({ kind: 'plain', text: 'Eligibility\n\nApplicant information\n\nApplication package:' });
    expect(rows.find((row) => row.text === 'Applicant information')?.listItem).toBe(false);
  });

  it('does not take the steps of applying under "How to apply" as documents', () => {
    expect(
      documentsOf(
        'How to apply\n1. Register on the portal.\n2. Complete the online form.\n3. Submit before the deadline.',
      ),
    ).toEqual([]);
  });

  it('takes a list after a sentence that introduces it without a colon', () => {
    expect(
      documentsOf(
        'The application consists of the following parts.\n\n- Part A: administrative data\n- Part B: budget table',
      ),
    ).toEqual(['Part A: administrative data', 'Part B: budget table']);
    // A numbered list of another kind later on does not inherit that lead-in.
    expect(
      documentsOf(
        'Your application should be divided into two parts.\n\n- Background\n- Budget\n\n1. Background\n   Tell us about the need.',
      ),
    ).toEqual(['Background', 'Budget']);
  });

  it('takes each line of a list written without marks under "…must be attached:", not a remark after it', () => {
    expect(
      documentsOf(
        [
          'The following must be attached:',
          "A copy of the organisation's tax exemption letter issued by the national revenue agency",
          "A copy of the organisation's latest annual return, as filed with the charity regulator",
          'Other items may be attached, but the trustees will mainly read the request.',
        ].join('\n'),
      ),
    ).toEqual([
      "A copy of the organisation's tax exemption letter issued by the national revenue agency",
      "A copy of the organisation's latest annual return, as filed with the charity regulator",
    ]);
  });

  it('splits a list after a colon in one sentence when every item is a document', () => {
    expect(
      documentsOf(
        'Please attach the following documents: a copy of your constitution, your latest accounts and a signed declaration.',
      ),
    ).toEqual(['a copy of your constitution', 'your latest accounts', 'a signed declaration']);
  });
  it("takes the list after 'the following information/documents will be required'", () => {
    expect(
      documentsOf(
        'If invited to submit an application, the following information/documents will be required for submission online:\n\n- List of Board of Directors and affiliations\n- Most recent audited financials\n- IRS Exemption Letter',
      ),
    ).toEqual([
      'List of Board of Directors and affiliations',
      'Most recent audited financials',
      'IRS Exemption Letter',
    ]);
    expect(
      documentsOf('The following information will be shared with reviewers:\n\n- Your name\n- Your organisation'),
    ).toEqual([]);
  });
});

describe('who may apply by section', () => {
  it('splits a list after a colon in one sentence', () => {
    expect(
      rulesOf(
        'The following are not eligible to apply: for-profit organisations, individuals, political parties, or schools.',
      ),
    ).toEqual([
      { rule: 'for-profit organisations', applies: 'ineligible', hard: true },
      { rule: 'individuals', applies: 'ineligible', hard: true },
      { rule: 'political parties', applies: 'ineligible', hard: true },
      { rule: 'schools', applies: 'ineligible', hard: true },
    ]);
    expect(rulesOf('Eligible applicants: universities, research institutes (public or private) and SMEs.')).toEqual([
      { rule: 'universities', applies: 'eligible', hard: true },
      { rule: 'research institutes (public or private)', applies: 'eligible', hard: true },
      { rule: 'SMEs', applies: 'eligible', hard: true },
    ]);
  });

  it('reads questions about the applicant in a self-check section as conditions, not the others', () => {
    expect(
      rulesOf(
        'Is this the right fund for you?\n• Are you a registered charity or community group?\n• Is your organisation based in Scotland?\n• Do you need between £500 and £5,000?\n• Will your project last no more than 12 months?',
      ),
    ).toEqual([
      { rule: 'Are you a registered charity or community group?', applies: 'eligible', hard: true },
      { rule: 'Is your organisation based in Scotland?', applies: 'eligible', hard: true },
    ]);
    // Outside such a section a question is still no rule.
    expect(rulesOf('Are you a registered charity? Contact us to find out more.')).toEqual([]);
  });

  it('reads contractions and other phrasings of who cannot apply, and the numbers of items go', () => {
    expect(rulesOf("Who can't apply\n\nYou can't apply if you are a statutory body or a school.")).toEqual([
      { rule: "You can't apply if you are a statutory body or a school.", applies: 'ineligible', hard: true },
    ]);
    expect(
      rulesOf('Eligible applicants\nApplicants must be:\n1. a university in Ireland;\n2. a public research body.'),
    ).toEqual([
      { rule: 'a university in Ireland', applies: 'eligible', hard: true },
      { rule: 'a public research body.', applies: 'eligible', hard: true },
    ]);
  });

  it('reads a line in capitals after a finished sentence as a heading', () => {
    const headingsOf = (text: string) =>
      segment({ kind: 'plain', text })
        .filter((sentence) => sentence.isHeading)
        .map((sentence) => sentence.text.trim());
    expect(
      headingsOf(
        'The programme supports non profit organizations in San Carlos.\nELIGIBILITY\nOrganizations with a budget under $1.5 million can apply.',
      ),
    ).toEqual(['ELIGIBILITY']);
    // Capitals that continue an unfinished sentence are no heading.
    expect(
      headingsOf(
        'The programme supports non profit organizations and community groups that are based in\nSAN CARLOS\nand the county around it.',
      ),
    ).toEqual([]);
    // The operating budget in a rule is a threshold on the applicant, not the award.
    expect(
      rulesOf('ELIGIBILITY\n\nOrganizations whose operating budget was less than $1.5 million can apply.'),
    ).toEqual([
      {
        rule: 'Organizations whose operating budget was less than $1.5 million can apply.',
        applies: 'eligible',
        hard: true,
      },
    ]);
  });

  it("reads who a funder 'accepts applications from', split when each item names an applicant", () => {
    expect(
      rulesOf(
        'The Community Foundation accepts applications from nonprofit organizations with a 501(c)(3) status, governmental organizations, and non-501(c)(3) organizations that have a fiscal sponsor.',
      ).map((rule) => rule.rule),
    ).toEqual([
      'nonprofit organizations with a 501(c)(3) status',
      'governmental organizations',
      'non-501(c)(3) organizations that have a fiscal sponsor',
    ]);
    expect(
      rulesOf(
        'The Department invites proposals and applications from Community Arts Associations that are active in Sport, Arts, Culture and Heritage sectors.',
      ).map((rule) => rule.rule),
    ).toEqual(['Community Arts Associations that are active in Sport, Arts, Culture and Heritage sectors']);
    // A refusal is not a list of who may apply, and a list of projects names no applicant.
    expect(rulesOf('The Trust no longer accepts applications from schools, colleges and universities.')).toEqual([]);
    expect(rulesOf('The Fund considers proposals from March to May each year.')).toEqual([]);
  });
});
