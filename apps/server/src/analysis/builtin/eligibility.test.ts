// Rules of who may apply that engine 1.5.0 no longer reads from a list of criteria.
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const rulesOf = (text: string) => analyzePlain(text).eligibility.map(({ text: rule }) => rule);

describe('eligibility lists that hold a deadline and pointers', () => {
  it('leaves out the submission deadline and "find out more" lines of a list of criteria', () => {
    expect(
      rulesOf(
        [
          'For an organisation to be eligible to apply they should be able to meet the following criteria:',
          '• Submit a completed application by no later than midday (GMT) on 10 November 2020',
          '• Deliver their services in England',
          'Find out more about what supporting information you need here.',
          'For more information about this grant programme, read the full list of Terms and Conditions',
        ].join('\n'),
      ),
    ).toEqual(['Deliver their services in England']);
  });

  it('keeps a rule that submits something of the applicant’s own', () => {
    expect(rulesOf('Eligibility\n\nApplicants must submit evidence of charitable status.')).toEqual([
      'Applicants must submit evidence of charitable status.',
    ]);
  });
});
