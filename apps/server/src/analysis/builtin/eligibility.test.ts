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

describe('who applies, in sentences outside a section of eligibility', () => {
  const fullRulesOf = (text: string) =>
    analyzePlain(text).eligibility.map(({ text: rule, applies, hard }) => ({ rule, applies, hard }));

  it('reads "Preference is given to …" as a soft rule, not when it is given to projects', () => {
    expect(fullRulesOf('Preference is given to National or West Midlands charities.')).toEqual([
      { rule: 'Preference is given to National or West Midlands charities.', applies: 'eligible', hard: false },
    ]);
    expect(fullRulesOf('Priority will be given to projects in rural areas.')).toEqual([]);
  });

  it('reads who applications must or should be led by', () => {
    expect(fullRulesOf('Applications should be led by emerging or early career colleagues.')).toEqual([
      { rule: 'Applications should be led by emerging or early career colleagues.', applies: 'eligible', hard: false },
    ]);
    expect(fullRulesOf('Applications should be emailed by the deadline.')).toEqual([]);
  });

  it('reads "you may still apply through …" and a list of who an application may be filed by', () => {
    expect(rulesOf('If your group is not incorporated, you may still apply through an auspice organisation.')).toEqual([
      'If your group is not incorporated, you may still apply through an auspice organisation.',
    ]);
    expect(
      rulesOf('The application may be filed by\n- a main applicant for the complete project\n- two or more applicants'),
    ).toEqual(['a main applicant for the complete project', 'two or more applicants']);
  });
});
