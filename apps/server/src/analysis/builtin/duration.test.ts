import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const durationOf = (text: string) => {
  const { durationMonths } = analyzePlain(text);
  return [durationMonths.min?.value ?? null, durationMonths.max?.value ?? null];
};

describe('duration', () => {
  it('reads ranges, ceilings and floors, in months or years', () => {
    expect(durationOf('Projects should last between 12 and 36 months.')).toEqual([12, 36]);
    expect(durationOf('Projects of 18–24 months are expected.')).toEqual([18, 24]);
    expect(durationOf('The maximum duration of a project is 3 years.')).toEqual([null, 36]);
    expect(durationOf('Grants are awarded for up to two years.')).toEqual([null, 24]);
    expect(durationOf('The project period must be at least 6 months and no more than 24 months.')).toEqual([6, 24]);
    expect(durationOf('Funding is available for 3-year projects.')).toEqual([null, 36]);
    expect(durationOf('Grants provide up to $75,000 over one or two years.')).toEqual([12, 24]);
    expect(durationOf('Funding to complete a project within a 12-month period.')).toEqual([null, 12]);
    expect(durationOf('Activities must not last longer than two years from the proposed start date.')).toEqual([
      null,
      24,
    ]);
  });

  it('ignores periods that are not the project length', () => {
    expect(durationOf('A final report is due within 3 months of the end of the project.')).toEqual([null, null]);
    expect(durationOf('Applicants must have been operating for 2 years.')).toEqual([null, null]);
    expect(durationOf('Decisions are made 6 months after the deadline.')).toEqual([null, null]);
    expect(durationOf('You will hear from us within 3 months from the closing date.')).toEqual([null, null]);
    expect(durationOf('Groups funded by us in the last 12 months cannot apply for a project.')).toEqual([null, null]);
    expect(durationOf('Please send accounts for the past 2 years of operation.')).toEqual([null, null]);
    expect(durationOf('Organisations funded in the previous 12 months may not reapply.')).toEqual([null, null]);
    expect(durationOf('Projects must send audited financials of last 3 years.')).toEqual([null, null]);
  });

  it('takes a stated bound, not what most projects do', () => {
    expect(durationOf('Projects can last up to 24 months.')).toEqual([null, 24]);
    expect(durationOf('Most projects run for two years, but the grant period can be up to four years.')).toEqual([
      null,
      48,
    ]);
  });

  it("reads 'one-year grants' as a fixed length, but not a window for applying or a past grant", () => {
    expect(durationOf('The Small Grants programme offers one-year grants between £2,000 and £10,000.')).toEqual([
      12, 12,
    ]);
    expect(durationOf('If a two-year grant was awarded in the previous year, you may not apply.')).toEqual([
      null,
      null,
    ]);
    expect(durationOf('Charities can apply once in every rolling 12 month period.')).toEqual([null, null]);
    expect(durationOf('The maximum total we can fund in any 12-month period is £20,000.')).toEqual([null, null]);
  });
});

describe('duration stated as a range without a cue word, engine 1.6.0', () => {
  it('reads "must be between one and five years" and "are for one to three years"', () => {
    expect(durationOf('All Project Grant applications must be between one and five years.')).toEqual([12, 60]);
    expect(durationOf('Grants are for one to three years.')).toEqual([12, 36]);
    // Experience or time since a degree is no length of the project.
    expect(durationOf('Applicants must be between two and seven years of experience past the PhD.')).toEqual([
      null,
      null,
    ]);
    expect(durationOf('The PhD must be awarded between 2 and 7 years prior to the call.')).toEqual([null, null]);
  });
});

describe('a length said with "awarded for" or "years of funding", engine 1.9.0', () => {
  it('reads "Fellowships are awarded for two years" and "up to three years of funding"', () => {
    expect(durationOf('Fellowships are awarded for two years.')).toEqual([null, 24]);
    expect(durationOf('Up to three years of funding is available.')).toEqual([null, 36]);
    expect(durationOf('Awards are tenable for 12 months.')).toEqual([null, 12]);
  });

  it('leaves "awarded for" an achievement and "two years of experience" alone', () => {
    expect(durationOf('Prizes are awarded for outstanding work published in the last two years.')).toEqual([
      null,
      null,
    ]);
    expect(durationOf('Applicants must have up to three years of experience after the PhD.')).toEqual([null, null]);
    expect(durationOf('Bursaries are awarded for travel within 30 days of the event.')).toEqual([null, null]);
  });
});

describe('the time to finish the project or use the grant, engine 1.9.0', () => {
  it('reads "complete your project within six months" and "to be used within eighteen months" as the ceiling', () => {
    expect(
      durationOf(
        'You must complete your project within six months of your project start date and no later than 30 June 2027.',
      ),
    ).toEqual([null, 6]);
    expect(
      durationOf(
        'Applicants may request sums of between €500 and €7,500 to be used within eighteen months of the award.',
      ),
    ).toEqual([null, 18]);
    expect(
      durationOf('Grantees endeavour to complete the project within 12 months from the date of receipt of the grant.'),
    ).toEqual([null, 12]);
    expect(durationOf('Funds must be spent within 6 months of the award date.')).toEqual([null, 6]);
  });

  it('leaves a report, a decision or a past grant "within" a time alone, and a stated duration first', () => {
    expect(durationOf('A final report is required within two months of the completion of the project.')).toEqual([
      null,
      null,
    ]);
    expect(durationOf('Completed applications will receive a decision within 3 months.')).toEqual([null, null]);
    expect(durationOf('Groups whose previous grant was not spent within 12 months cannot apply.')).toEqual([
      null,
      null,
    ]);
    expect(durationOf('Completed forms must be submitted within 2 months of the closing date.')).toEqual([null, null]);
    expect(
      durationOf('Projects can last up to 24 months. Equipment must be used within 12 months of purchase.'),
    ).toEqual([null, 24]);
  });
});

describe('a time of year is no length', () => {
  it('leaves out "the last two or three months of the calendar year" and keeps a range of months', () => {
    const { durationMonths } = analyzePlain(
      'Applications may be made at any time, though preferably in the last two or three months of the calendar year.',
    );
    expect([durationMonths.min, durationMonths.max]).toEqual([null, null]);
    expect(analyzePlain('Projects should last two or three months.').durationMonths.max?.value).toBe(3);
  });
});
