// Column tables of dates whose header cells ran together when the page was flattened to text.
// Our own sentences, in the shapes flattened call pages take.
import { describe, expect, it } from 'vitest';
import { findDates } from './dates';
import { analyzePlain } from './test-helpers';

const deadlinesOf = (text: string) =>
  analyzePlain(text).deadlines.map(({ kind, date, time, timezone }) => ({ kind, date, time, timezone }));
const dates = (text: string) => analyzePlain(text).deadlines.map(({ date }) => date);
const othersOf = (text: string) => analyzePlain(text).otherDates.map(({ date, what }) => ({ date, what }));

describe('a row of dates written without separators', () => {
  it('finds every date, not only those chrono keeps when one date runs into the next', () => {
    const found = findDates('March 12, 2027 January 10, 2027 February 1, 2027', { dayFirst: false, years: [] });
    expect(found.map(({ date }) => date)).toEqual(['2027-03-12', '2027-01-10', '2027-02-01']);
  });
});

describe('column tables with a run-together header', () => {
  it('reads each date by its column when the header lines hold one cue per value', () => {
    const text = [
      'Proposals should be sent according to the following schedule:',
      '',
      'Board Meeting Date Initial Contact',
      'Letter of Intent',
      '',
      'March 12, 2027 January 10, 2027 February 1, 2027',
      'June 11, 2027 April 9, 2027 May 3, 2027',
    ].join('\n');
    expect(dates(text)).toEqual(['2027-01-10', '2027-02-01', '2027-04-09', '2027-05-03']);
    expect(deadlinesOf(text)[1]).toMatchObject({ kind: 'letter_of_intent' });
    expect(othersOf(text)).toEqual([
      { date: '2027-03-12', what: 'decision' },
      { date: '2027-06-11', what: 'decision' },
    ]);
  });

  it('reads a one-line table after "Important dates", giving each time to the deadline it stands before', () => {
    const text =
      'Important dates Call Opens Questions Deadline Application Deadline Referee Deadline Outcome 01/02/2027 ' +
      '12.00 (GMT) 15/03/2027 17.00 (GMT) 30/04/2027 17.00 (GMT) 07/05/2027 July 2027 Please apply early.';
    expect(deadlinesOf(text)).toEqual([
      { kind: 'application', date: '2027-04-30', time: '17:00', timezone: 'Etc/GMT' },
      { kind: 'application', date: '2027-05-07', time: '17:00', timezone: 'Etc/GMT' },
    ]);
    expect(othersOf(text)).toEqual([
      { date: '2027-02-01', what: 'opening' },
      { date: '2027-03-15', what: 'questions deadline' },
    ]);
  });

  it('reads windows and a text cell as values, and a window of an application column as ending in its deadline', () => {
    const text = [
      'Project start Stage 1 Application',
      'Stage 1 Decision',
      'Stage 2 Application',
      'Stage 2 Decision (Board Meeting)',
      '01/09/2027 - 31/12/2027 01/03/2027 - 30/04/2027 Within 2 weeks 01/05/2027 - 30/06/2027 15/07/2027',
    ].join('\n');
    expect(dates(text)).toEqual(['2027-04-30', '2027-06-30']);
    expect(othersOf(text).map(({ date }) => date)).toEqual(
      expect.arrayContaining(['2027-09-01', '2027-12-31', '2027-03-01', '2027-05-01', '2027-07-15']),
    );
  });

  it('reads nothing by column when the header names fewer columns than the row has values, or no deadline', () => {
    // "Notes" is no cue: two cues for three values, so the columns cannot be told apart.
    const uneven = ['Meeting Date Notes', 'March 12, 2027 January 10, 2027 February 1, 2027'].join('\n');
    expect(dates(uneven)).toEqual([]);
    const noDeadline = 'Important dates Call opens Decision Project start 1 March 2027 1 June 2027 1 September 2027';
    expect(dates(noDeadline)).toEqual([]);
    // Prose between the dates is no row.
    const prose =
      'Important dates Opening Deadline 1 March 2027 was when the portal opened, and 30 April 2027 was when the panel met.';
    expect(dates(prose)).not.toContain('2027-04-30');
  });
});

describe('a block of dates with each date above its label', () => {
  it('reads each date by the line below it when the block starts with a date under its heading', () => {
    const text = [
      'Critical Dates',
      'Tuesday 5 October 2027',
      'Release of the guidelines',
      'Wednesday 10 November 2027',
      'Applications open in the portal',
      'TBA',
      'Information webinar - register here',
      'Monday 7 February 2028',
      'Request not to assess due to the research office',
      'Thursday 17 February 2028',
      'Final applications due to the Council',
      'Thursday 3 March 2028',
      'Announcement of outcomes',
    ].join('\n');
    expect(dates(text)).toEqual(['2028-02-07', '2028-02-17']);
    expect(othersOf(text)).toEqual([
      { date: '2027-10-05', what: 'publication' },
      { date: '2027-11-10', what: 'opening' },
      { date: '2028-03-03', what: 'decision' },
    ]);
  });

  it('keeps reading a block that starts with a label by the line above, and leaves "due to" a cause alone', () => {
    const labelFirst = [
      'Key dates',
      'Applications open',
      '1 March 2027',
      'Full proposals due',
      '1 June 2027',
      'Decisions announced',
      '1 September 2027',
    ].join('\n');
    expect(dates(labelFirst)).toEqual(['2027-06-01']);
    const cause = [
      'Critical Dates',
      '1 March 2027',
      'Portal closed due to maintenance',
      '8 March 2027',
      'Portal reopens',
      '15 March 2027',
      'Results published',
    ].join('\n');
    expect(dates(cause)).toEqual([]);
  });
});
