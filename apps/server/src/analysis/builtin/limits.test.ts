// Page limits written in sides and sheets of A4 (engine 1.5.0).
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const limitsOf = (text: string) =>
  analyzePlain(text).limits.map(({ appliesTo, pages, words }) => ({ appliesTo, pages, words }));

describe('limits in A4 sides and sheets', () => {
  it('reads "four A4 sides", "two sides of A4" and "three A4 pages" as pages', () => {
    expect(limitsOf('Applications should be no longer than four A4 sides.')).toEqual([
      { appliesTo: 'Applications', pages: 4, words: null },
    ]);
    expect(limitsOf('We suggest the covering letter is kept to two sides of A4.')).toEqual([
      { appliesTo: 'We suggest the covering letter', pages: 2, words: null },
    ]);
    expect(limitsOf('Applicants should submit a maximum of three A4 pages (font 12).')).toEqual([
      { appliesTo: 'application', pages: 3, words: null },
    ]);
  });

  it('reads "up to two additional A4 sheets" as a limit on the extra sheets', () => {
    expect(limitsOf('If the form gives too little space, up to two additional A4 sheets can be accepted.')).toEqual([
      { appliesTo: 'additional A4 sheets', pages: 2, words: null },
    ]);
  });

  it('reads no limit from sides or sheets that are not of A4', () => {
    expect(limitsOf('The site is open on no more than four sides.')).toEqual([]);
    expect(limitsOf('Print no more than two sheets of labels.')).toEqual([]);
  });
});

describe('limits stated as a range, engine 1.6.0', () => {
  it('takes the upper bound of "100 to 150 words" and "200-300 words"', () => {
    expect(limitsOf('This statement will be 100 to 150 words and in plain English.')).toEqual([
      { appliesTo: 'This statement', pages: null, words: 150 },
    ]);
    expect(limitsOf('The abstract should be 200-300 words.')).toEqual([
      { appliesTo: 'abstract', pages: null, words: 300 },
    ]);
    // A count that is no limit: a minimum stays out.
    expect(limitsOf('The abstract must be at least 100 words.')).toEqual([]);
  });
});

describe('what a limit applies to, engine 1.6.0', () => {
  it('keeps "of" inside a name, drops a range\'s lower bound, and reads "limit your answer to"', () => {
    expect(limitsOf('Letter of interest: two pages maximum.')).toEqual([
      { appliesTo: 'Letter of interest', pages: 2, words: null },
    ]);
    expect(limitsOf('- Project time-line 0.5 - 1 page')).toEqual([
      { appliesTo: 'Project time-line', pages: 1, words: null },
    ]);
    expect(limitsOf('Please limit your answer to 1,000 characters.').map(({ appliesTo }) => appliesTo)).toEqual([
      'answer',
    ]);
    // "of up to" still ends the name.
    expect(limitsOf('A CV of up to two pages is required.')).toEqual([{ appliesTo: 'CV', pages: 2, words: null }]);
  });
});

describe('what a limit in brackets applies to (engine 1.15.0)', () => {
  it('drops the opening bracket and its cue from the name', () => {
    expect(
      limitsOf('Submit the following:\n• Cover letter [one page maximum]\n• Budget narrative [two page maximum]'),
    ).toEqual([
      { appliesTo: 'Cover letter', pages: 1, words: null },
      { appliesTo: 'Budget narrative', pages: 2, words: null },
    ]);
    expect(limitsOf('• a letter of interest (no more than 500 words)')).toEqual([
      { appliesTo: 'letter of interest', pages: null, words: 500 },
    ]);
  });
});
