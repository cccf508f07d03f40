import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const deadlinesOf = (text: string) =>
  analyzePlain(text).deadlines.map(({ kind, date, time, timezone }) => ({ kind, date, time, timezone }));

describe('deadlines', () => {
  it('reads "no later than" with a time and a US zone, and "by 5 p.m. Eastern on"', () => {
    expect(deadlinesOf('Applications must be submitted no later than March 3, 2027 at 5:00 p.m. ET.')).toEqual([
      { kind: 'application', date: '2027-03-03', time: '17:00', timezone: 'America/New_York' },
    ]);
    expect(
      deadlinesOf('Completed forms must be received no later than 4:00 p.m. Eastern Time on May 7, 2027.'),
    ).toEqual([{ kind: 'application', date: '2027-05-07', time: '16:00', timezone: 'America/New_York' }]);
    expect(deadlinesOf('Proposals are due by 5 p.m. Eastern on Friday, June 4, 2027.')).toEqual([
      { kind: 'application', date: '2027-06-04', time: '17:00', timezone: 'America/New_York' },
    ]);
  });

  it('reads the time from a line of its own under the date, and from what late applications are', () => {
    expect(deadlinesOf('Deadline: 12 March 2027\nTime: 12:00 noon GMT')).toMatchObject([
      { date: '2027-03-12', time: '12:00', timezone: 'Etc/GMT' },
    ]);
    expect(
      deadlinesOf('The deadline is 12 March 2027. Late applications received after 17:00 will not be considered.'),
    ).toMatchObject([{ date: '2027-03-12', time: '17:00' }]);
    // A time line that is not the deadline's ("Venue: Town Hall") adds nothing.
    expect(deadlinesOf('Deadline: 12 March 2027\nVenue: Town Hall, 10am')).toMatchObject([
      { date: '2027-03-12', time: null },
    ]);
  });

  it('maps zone names and abbreviations to IANA zones', () => {
    const zoneOf = (text: string) => deadlinesOf(text)[0]?.timezone;
    expect(zoneOf('Deadline: 15 March 2027, 17:00 CET')).toBe('Europe/Brussels');
    expect(zoneOf('The call closes on 15 March 2027 at 17:00 (Brussels time).')).toBe('Europe/Brussels');
    expect(zoneOf('Closing date: 15 March 2027 at 12 noon UK time.')).toBe('Europe/London');
    // GMT is UTC+0 all year (the UK clock is on BST in summer); "UK time" is the UK clock.
    expect(zoneOf('Closing date: 15 June 2027, 5pm GMT')).toBe('Etc/GMT');
    expect(zoneOf('Closing date: 15 June 2027, 5pm UK time')).toBe('Europe/London');
    expect(zoneOf('Deadline: 2 May 2027, 13.00 Dublin local time')).toBe('Europe/Dublin');
    expect(zoneOf('Deadline: 2 May 2027 at 15:00 (CEST/Stockholm time)')).toBe('Europe/Stockholm');
    expect(zoneOf('Deadline: 2 May 2027 at 15:00 CET, Copenhagen time')).toBe('Europe/Copenhagen');
    // AEST is UTC+10 all year (Brisbane), even in the southern summer when Sydney is on AEDT.
    expect(zoneOf('Applications close 9 April 2027 at 5pm AEST.')).toBe('Australia/Brisbane');
    expect(zoneOf('Applications close no later than 5pm Australian Eastern Standard Time, 1 March 2027.')).toBe(
      'Australia/Brisbane',
    );
    expect(zoneOf('Applications close 1 March 2027 at 5pm Australian Eastern Time.')).toBe('Australia/Sydney');
    expect(zoneOf('Applications close 1 March 2027 at 5pm ACST.')).toBe('Australia/Darwin');
    expect(zoneOf('Applications close 1 March 2027 at 5pm ACDT.')).toBe('Australia/Adelaide');
    expect(zoneOf('Applications close 9 April 2027 at 5pm AEDT.')).toBe('Australia/Sydney');
    expect(zoneOf('Applications close 9 April 2027 at 1pm NZST.')).toBe('Pacific/Auckland');
    expect(zoneOf('Proposals are due June 4, 2027, 11:59 p.m. PT.')).toBe('America/Los_Angeles');
    expect(zoneOf('Deadline: 2027-03-15 17:00 UTC')).toBe('UTC');
    expect(zoneOf('Deadline: 15 March 2027 at 17:00')).toBeNull();
  });

  it('keeps a relative zone as stated, and reads midnight, noon, 5pm and 17:00', () => {
    expect(deadlinesOf("Full Proposal Deadline: April 3, 2027 (due by 5 p.m. submitter's local time)")).toEqual([
      { kind: 'full_proposal', date: '2027-04-03', time: '17:00', timezone: "submitter's local time" },
    ]);
    const timeOf = (text: string) => deadlinesOf(text)[0]?.time;
    expect(timeOf('The deadline is midnight on 31 May 2027.')).toBe('23:59');
    expect(timeOf('The deadline is 31 May 2027 at noon.')).toBe('12:00');
    expect(timeOf('The deadline is 31 May 2027, 5pm.')).toBe('17:00');
    expect(timeOf('The deadline is 31 May 2027 at 17.00.')).toBe('17:00');
    expect(timeOf('The deadline is 31 May 2027.')).toBeNull();
    expect(timeOf('Expression of interest deadline: 12noon, 5 January 2027')).toBe('12:00');
    expect(timeOf('The deadline is 12 midnight on 31 May 2027.')).toBe('23:59');
    expect(timeOf('The deadline is 31 May 2027; the 12noonish rush is best avoided.')).toBeNull();
  });

  it('reads federal, EU and UK phrasings', () => {
    expect(deadlinesOf('Applications are due on or before 11:59 p.m. Eastern Time on January 15, 2027.')).toEqual([
      { kind: 'application', date: '2027-01-15', time: '23:59', timezone: 'America/New_York' },
    ]);
    expect(deadlinesOf('Deadline date: 16 September 2027 17:00:00 Brussels time')).toEqual([
      { kind: 'application', date: '2027-09-16', time: '17:00', timezone: 'Europe/Brussels' },
    ]);
    expect(deadlinesOf('The closing date for applications is 12 noon on Wednesday 2 June 2027.')).toEqual([
      { kind: 'application', date: '2027-06-02', time: '12:00', timezone: null },
    ]);
    expect(deadlinesOf('Deadline for receipt of applications: 5 p.m. (UK time) on 7 July 2027.')).toEqual([
      { kind: 'application', date: '2027-07-07', time: '17:00', timezone: 'Europe/London' },
    ]);
    expect(deadlinesOf('Submission deadline: 15/03/2027 at 14:00 CET.')).toEqual([
      { kind: 'application', date: '2027-03-15', time: '14:00', timezone: 'Europe/Brussels' },
    ]);
  });

  it('reads rows labelled with what is submitted', () => {
    expect(
      deadlinesOf(
        'Stage 1 proposals: 12 January 2027 (16:00 UK time). Stage 2 proposals: 20 April 2027 (16:00 UK time).',
      ),
    ).toEqual([
      { kind: 'stage_1', date: '2027-01-12', time: '16:00', timezone: 'Europe/London' },
      { kind: 'full_proposal', date: '2027-04-20', time: '16:00', timezone: 'Europe/London' },
    ]);
  });

  it('reads two deadlines of two kinds in one sentence', () => {
    expect(
      deadlinesOf('Letters of intent are due 1 March 2027 and full proposals must be submitted by 1 June 2027.'),
    ).toEqual([
      { kind: 'letter_of_intent', date: '2027-03-01', time: null, timezone: null },
      { kind: 'full_proposal', date: '2027-06-01', time: null, timezone: null },
    ]);
  });

  it('reads a table of dates, kinds from the row labels, and a list under a labelled lead-in', () => {
    const table = [
      'Key dates',
      'Call published\t10 January 2027',
      'Concept note deadline\t28 February 2027',
      'Stage 1 deadline\t1 April 2027',
      'Information webinar\t20 January 2027',
      'Outline proposals due\t3 May 2027',
    ].join('\n');
    const result = analyzePlain(table);
    expect(result.deadlines.map((deadline) => [deadline.kind, deadline.date])).toEqual([
      ['concept_note', '2027-02-28'],
      ['stage_1', '2027-04-01'],
      ['outline', '2027-05-03'],
    ]);
    expect(result.otherDates.map((date) => [date.what, date.date])).toEqual([
      ['publication', '2027-01-10'],
      ['information session', '2027-01-20'],
    ]);
    const list =
      "Full Proposal Deadline(s) (due by 5 p.m. proposer's local time):\n\n     March 31, 2027\n\n     May 20, 2028\n";
    expect(deadlinesOf(list)).toEqual([
      { kind: 'full_proposal', date: '2027-03-31', time: '17:00', timezone: "proposer's local time" },
      { kind: 'full_proposal', date: '2028-05-20', time: '17:00', timezone: "proposer's local time" },
    ]);
    expect(deadlinesOf('- Opening Date\n- June 21, 2027\n- Deadline\n- October 5, 2027\n')).toEqual([
      { kind: 'application', date: '2027-10-05', time: null, timezone: null },
    ]);
  });

  it('reads "applications received after … will not be considered" and a window that closes', () => {
    expect(deadlinesOf('Applications received after 30 June 2027 will not be considered.')).toEqual([
      { kind: 'application', date: '2027-06-30', time: null, timezone: null },
    ]);
    const window = analyzePlain('The fund is open for applications between 4 August and 1pm 31 October 2027.');
    expect(window.deadlines).toMatchObject([{ date: '2027-10-31', time: '13:00', timezone: null }]);
    expect(window.otherDates).toMatchObject([{ date: '2027-08-04', what: 'opening' }]);
  });

  it('never takes a year from the calendar: a date without one is left out with a warning', () => {
    const result = analyzePlain('The closing date is 15 March at noon.');
    expect(result.deadlines).toEqual([]);
    expect(result.warnings).toContainEqual(expect.stringContaining('without a year'));
    // A weekday makes the year certain among the years the call names.
    const weekday = analyzePlain('Round 2027. The closing date is Monday 15 March at noon.');
    expect(weekday.deadlines).toMatchObject([{ date: '2027-03-15', time: '12:00' }]);
  });

  it('sends dates that are not deadlines to otherDates: webinars, decisions, starts, previous rounds, sibling calls', () => {
    const result = analyzePlain(
      [
        'The call was published on 2 January 2027.',
        'Posted: January 3, 2027',
        'An information session will be held on 14 January 2027.',
        'Applicants will be notified of the decision by 30 September 2027.',
        'Projects must start by 1 January 2028 and end by 31 December 2029.',
        'In the previous round the deadline was 3 April 2026.',
        'Applicants to our International programs closing on 9 April 2027 may not apply for the same activity.',
        'The revised guide is effective for proposals submitted on or after 18 January 2027.',
        'Final reports are due 30 June 2029.',
      ].join('\n\n'),
    );
    expect(result.deadlines).toEqual([]);
    expect(result.otherDates.map((date) => [date.date, date.what])).toEqual([
      ['2027-01-02', 'publication'],
      ['2027-01-03', 'publication'],
      ['2027-01-14', 'information session'],
      ['2027-09-30', 'decision'],
      ['2028-01-01', 'project start'],
      ['2029-12-31', 'project end'],
      ['2026-04-03', 'previous round'],
      ['2027-04-09', 'another call'],
      ['2027-01-18', 'effective date'],
      ['2029-06-30', 'reporting'],
    ]);
  });

  it('makes the deadline cue local: receiving money, a closing event, registration for a session, a past round', () => {
    const result = analyzePlain(
      [
        'Grant holders will receive the first instalment on 2 August 2027.',
        'The closing conference of the programme is planned for 7 December 2027.',
        'Final decisions will be confirmed to all applicants no later than 9 September 2027.',
        'Expenditure is eligible from 1 March 2027; the deadline for the eligibility of expenses is 31 May 2028.',
        'Registration for the information day closes on 3 February 2027.',
        'Proposals for last cycle had to be submitted by 14 April 2026.',
        'Applications can be submitted from 8 January 2027.',
        'The last day to send your questions is 22 February 2027.',
      ].join('\n\n'),
    );
    expect(result.deadlines).toEqual([]);
    // A date no cue explains (the instalment, the start of eligible expenditure) is still a date
    // of the call (engine 1.6.0).
    expect(result.otherDates.map((date) => [date.date, date.what])).toEqual([
      ['2027-08-02', 'date'],
      ['2027-12-07', 'event'],
      ['2027-09-09', 'decision'],
      ['2027-03-01', 'date'],
      ['2028-05-31', 'eligibility of costs'],
      ['2027-02-03', 'information session'],
      ['2026-04-14', 'previous round'],
      ['2027-01-08', 'opening'],
      ['2027-02-22', 'questions deadline'],
    ]);
  });

  it('under a deadlines heading, makes only bare date lines deadlines, not rows with a label of their own', () => {
    const result = analyzePlain(
      'Deadlines\n\nShortlisted applicants: 9 June 2027\nPanel interviews: 23 June 2027\n\nFriday 14 May 2027',
    );
    expect(result.deadlines.map((deadline) => deadline.date)).toEqual(['2027-05-14']);
  });

  it('reads an all-numeric date only when the text fixes the order of day and month', () => {
    const unsure = analyzePlain('The deadline for submission is 04-05-2027 at 16:00 CET.');
    expect(unsure.deadlines).toEqual([]);
    expect(unsure.warnings).toContainEqual(expect.stringContaining('day/month or month/day'));
    const dayFirst = analyzePlain('Published 21/01/2027.\n\nThe deadline for submission is 04-05-2027 at 16:00 CET.');
    expect(dayFirst.deadlines).toMatchObject([{ date: '2027-05-04' }]);
    const monthFirst = analyzePlain('Posted 01/21/2027.\n\nThe deadline for submission is 04-05-2027.');
    expect(monthFirst.deadlines).toMatchObject([{ date: '2027-04-05' }]);
    expect(analyzePlain('Closing date: 07/07/2027').deadlines).toMatchObject([{ date: '2027-07-07' }]);
  });

  it('does not repeat a deadline as an other date when a table row restates it without a cue', () => {
    const result = analyzePlain(
      'Proposals are due 12 March 2027.\n\nKey dates\n\nSpring cycle 12 March 2027 30 April 2027',
    );
    expect(result.deadlines.map((deadline) => deadline.date)).toEqual(['2027-03-12']);
    expect(result.otherDates.map((date) => date.date)).toEqual(['2027-04-30']);
    // Outside a section of dates, a date no cue explains is an other date too (engine 1.6.0).
    expect(analyzePlain('Spring cycle 12 March 2027 30 April 2027').otherDates.map(({ date }) => date)).toEqual([
      '2027-03-12',
      '2027-04-30',
    ]);
  });

  it('reads a list under two lead-ins in a row, with the time and zone the second states', () => {
    expect(
      deadlinesOf(
        'The closing dates for the year are:\nFour o’clock (16:00 UK time) on:\n\n- 5th February 2027\n- 7th May 2027\n',
      ),
    ).toEqual([
      { kind: 'application', date: '2027-02-05', time: '16:00', timezone: 'Europe/London' },
      { kind: 'application', date: '2027-05-07', time: '16:00', timezone: 'Europe/London' },
    ]);
  });

  it('keeps a deadline told in the past tense, but not another round’s', () => {
    expect(deadlinesOf('The closing date for proposals was 11 March 2027, and 52 were received.')).toMatchObject([
      { date: '2027-03-11' },
    ]);
    expect(deadlinesOf('In the preceding round the closing date was 11 March 2026.')).toEqual([]);
  });

  it('takes a cue after a date only from the words right after it, in its clause', () => {
    expect(
      deadlinesOf('Outcome June 2027 Start 3 January 2028 Owing to heavy traffic on the closing day, apply early.'),
    ).toEqual([]);
    expect(deadlinesOf('9 April 2027 — closing date')).toMatchObject([{ date: '2027-04-09' }]);
    expect(deadlinesOf('Friday 4 June 2027 - a two-hour online closing session for all teams')).toEqual([]);
  });

  it('applies a time stated once for the deadline date', () => {
    const result = analyzePlain(
      'Deadline for Transmittal of Applications: May 11, 2027\n\nApplications must be submitted no later than 4:30:00 p.m., Washington, DC time, on the application deadline date.',
    );
    expect(result.deadlines).toMatchObject([{ date: '2027-05-11', time: '16:30', timezone: 'America/New_York' }]);
  });

  it('never reports a date the calendar does not have', () => {
    const result = analyzePlain('The deadline is 30 February 2027. Submissions close 31/04/2027.');
    expect(result.deadlines).toEqual([]);
    expect(analyzePlain('Deadline: 29 February 2028').deadlines).toMatchObject([{ date: '2028-02-29' }]);
  });

  it('reads the rows of names and dates after a sentence announcing the deadlines below', () => {
    const rows = [
      'Key Action 1',
      '',
      'Mobility of individuals in the field of higher education 5 February 2027',
      'Joint Master Degrees 13 February 2027',
      '',
      'Sport actions',
      '',
      'Small collaborative partnerships 2 April 2027',
      '',
      'Every year a general call is published for all actions.',
      '',
      'Regional tour 1 July 2027',
    ].join('\n');
    expect(
      deadlinesOf(
        `All deadlines for submission of applications specified below end at 12.00 (noon), Brussels time.\n\n${rows}`,
      ),
    ).toEqual([
      { kind: 'application', date: '2027-02-05', time: '12:00', timezone: 'Europe/Brussels' },
      { kind: 'application', date: '2027-02-13', time: '12:00', timezone: 'Europe/Brussels' },
      { kind: 'application', date: '2027-04-02', time: '12:00', timezone: 'Europe/Brussels' },
    ]);
    // The closing dates of each scheme "as follows"; a row with a cue of its own keeps its role.
    expect(
      deadlinesOf(
        'The closing dates for each scheme are as follows.\n\nProject Grants 3 March 2027\nPanel decisions announced 9 June 2027',
      ),
    ).toEqual([{ kind: 'application', date: '2027-03-03', time: null, timezone: null }]);
    // Without the announcement the same rows are no deadlines; nor is a date inside prose after it.
    expect(deadlinesOf(rows)).toEqual([]);
    expect(
      deadlinesOf(
        'The deadlines are listed below.\n\nThe programme was first run in the autumn, on 5 February 2027 we met.',
      ),
    ).toEqual([]);
  });

  it('reads dates written with dots as day first, and "reach us", "be sent by", "the application period ends"', () => {
    expect(deadlinesOf('Submission deadline: 12.05.2027')).toMatchObject([{ date: '2027-05-12' }]);
    // Slashes alone still leave the order open: no deadline is guessed.
    expect(deadlinesOf('Submission deadline: 12/05/2027')).toEqual([]);
    expect(deadlinesOf('Proposals should reach us before 12 May 2027.')).toMatchObject([{ date: '2027-05-12' }]);
    expect(deadlinesOf('Applications should be sent by 12 May 2027 to grants@example.org.')).toMatchObject([
      { date: '2027-05-12' },
    ]);
    expect(deadlinesOf('The application period ends on 12 May 2027.')).toMatchObject([{ date: '2027-05-12' }]);
    // Reports, claims and the funding period are not the call's deadlines; nor are decisions reaching applicants.
    expect(deadlinesOf('Final reports should be sent by 12 May 2028.')).toEqual([]);
    expect(deadlinesOf('Claim forms must be sent by 12 May 2028.')).toEqual([]);
    expect(deadlinesOf('The funding period ends on 12 May 2029.')).toEqual([]);
    expect(deadlinesOf('Decisions should reach applicants by 12 May 2027.')).toEqual([]);
  });

  it('reads the dates of a list by the whole paragraph that introduces it, not only its last sentence', () => {
    const result = analyzePlain(
      'Information sessions for applicants will be held online. Places are limited, so book early. Dates:\n- 3 March 2027\n- 5 March 2027\n\nThe deadline is 1 May 2027.',
    );
    expect(result.deadlines.map(({ date }) => date)).toEqual(['2027-05-01']);
    expect(result.otherDates.map(({ date, what }) => `${date} ${what}`)).toEqual([
      '2027-03-03 information session',
      '2027-03-05 information session',
    ]);
  });

  it('reads "postmarked by", "return your application form by", "apply before", and a stated dd/mm/yyyy order', () => {
    const dateOf = (text: string) => deadlinesOf(text).map(({ date }) => date);
    expect(dateOf('Applications must be postmarked by May 12, 2027.')).toEqual(['2027-05-12']);
    expect(dateOf('Please return your application form to us by 12 May 2027.')).toEqual(['2027-05-12']);
    expect(dateOf('Send your proposal before 12 May 2027.')).toEqual(['2027-05-12']);
    expect(dateOf('Completed applications are to be returned by 12 May 2027.')).toEqual(['2027-05-12']);
    expect(dateOf('Application forms must be lodged by 5pm on 12 May 2027.')).toEqual(['2027-05-12']);
    expect(dateOf('Apply before 12 May 2027')).toEqual(['2027-05-12']);
    expect(dateOf('Closing date 12/05/2027 (dd/mm/yyyy)')).toEqual(['2027-05-12']);
    expect(dateOf('Closing date 05/12/2027 (mm/dd/yyyy)')).toEqual(['2027-05-12']);
    // The funder sending applications on is no deadline for the applicant.
    expect(dateOf('We will send the successful applications to reviewers by 12 May 2027.')).toEqual([]);
  });

  it("gives a date without a year the year of the page's dateline: the first such day on or after it", () => {
    expect(
      deadlinesOf('date 2027-05-18 The council opens grant applications on Wednesday.\n\nDeadline to apply is 29 May.'),
    ).toMatchObject([{ date: '2027-05-29' }]);
    expect(deadlinesOf('Date posted: November 8, 2027\n\nApplications are due January 15.')).toMatchObject([
      { date: '2028-01-15' },
    ]);
    // A news item's bare date line under its headline is its dateline too.
    expect(
      deadlinesOf('Letter of Intent Deadline Announced\n\nMay 12, 2027\n\nLetters of intent are due Friday, July 9.'),
    ).toMatchObject([{ date: '2027-07-09' }]);
    expect(deadlinesOf('Community Fund\n\nOctober 5, 2027\n\nApplications must reach us by 10 January.')).toMatchObject(
      [{ date: '2028-01-10' }],
    );
    // A date line under a lead-in or a deadline's heading is a deadline, not when the page was posted.
    expect(
      deadlinesOf('Full Proposal Deadline(s):\n\nMarch 31, 2027\n\nJune 30th, Annually thereafter').map((d) => d.date),
    ).toEqual(['2027-03-31']);
    // Without a dateline at the top, a year is never guessed (a date further down is no dateline).
    const undated = analyzePlain('The deadline to apply is 29 May.\n\nThe programme was reviewed on 3 March 2027.');
    expect(undated.deadlines).toEqual([]);
    expect(undated.warnings).toContainEqual(expect.stringContaining('without a year'));
  });

  it('reads a call with a dated deadline as not rolling, whatever it says of "any time"', () => {
    const closing = analyzePlain(
      'Applications may be sent at any time by letter. The closing date for applications is 30 June 2027.',
    );
    expect(closing.rolling).toBe(false);
    expect(closing.deadlines.map((d) => d.date)).toEqual(['2027-06-30']);
    expect(closing.warnings).toContainEqual(expect.stringContaining('rolling basis but also states deadlines'));
    expect(analyzePlain('Applications may be sent at any time by letter.').rolling).toBe(true);
  });

  it('reads "anytime", "at any point", "on a continuous basis", "reviewed as received" and "always open" as rolling', () => {
    const rolling = (text: string) => analyzePlain(text).rolling;
    expect(rolling('Proposals Accepted Anytime')).toBe(true);
    expect(rolling('Applications can be submitted at any point during the year.')).toBe(true);
    expect(rolling('The program accepts applications on a continuous basis.')).toBe(true);
    expect(rolling('Applications are reviewed as they are received.')).toBe(true);
    expect(rolling('The fund is open continuously until further notice.')).toBe(true);
    expect(rolling('The scheme is always open for applications.')).toBe(true);
    expect(rolling('Open for applications year round.')).toBe(true);
    // Not an application: a question, a change, a registration, a report.
    expect(rolling('Please contact us anytime with questions.')).toBe(false);
    expect(rolling('Changes can be made at any point before submission.')).toBe(false);
    expect(rolling('The portal is always open for registration.')).toBe(false);
    expect(rolling('Reports are reviewed as they are received.')).toBe(false);
  });

  it('reads a rolling call', () => {
    expect(analyzePlain('Applications are accepted on a rolling basis.').rolling).toBe(true);
    expect(analyzePlain('You can apply at any time of the year.').rolling).toBe(true);
    expect(analyzePlain('There is no deadline: applications are reviewed monthly.').rolling).toBe(true);
    expect(analyzePlain('This is not a rolling call. The deadline is 1 May 2027.').rolling).toBe(false);
    expect(analyzePlain('No deadline extensions will be granted. The deadline is 1 May 2027.').rolling).toBe(false);
    expect(analyzePlain('There is no deadline for starting a conversation with our team.').rolling).toBe(false);
  });

  it('lets a stated weekday settle a numeric date that reads both ways', () => {
    // 10 March 2023 was a Friday, 3 October 2023 a Tuesday.
    expect(deadlinesOf('Published 22 February 2023.\n\nClosing Date: Fri, 03/10/2023 - 12:00')).toMatchObject([
      { date: '2023-03-10' },
    ]);
    expect(deadlinesOf('Published 22 February 2023.\n\nClosing Date: Tue, 03/10/2023 - 12:00')).toMatchObject([
      { date: '2023-10-03' },
    ]);
    // Without a weekday the text's own order still decides.
    expect(deadlinesOf('Published 22 February 2023.\n\nClosing Date: 03/10/2023')).toMatchObject([
      { date: '2023-10-03' },
    ]);
  });

  it('reads two dates joined by "and" after a deadline cue as two deadlines, "between … and …" as a window', () => {
    expect(
      deadlinesOf('The deadlines for 2024 are Friday, March 1 and Friday, September 13 at 4:30 p.m. CST.').map(
        (deadline) => deadline.date,
      ),
    ).toEqual(['2024-03-01', '2024-09-13']);
    // The time after the list is each date's; a time after one date alone is that date's only.
    expect(
      deadlinesOf('The deadlines for 2024 are Friday, March 1 and Friday, September 13 at 4:30 p.m. CST.'),
    ).toEqual([
      { kind: 'application', date: '2024-03-01', time: '16:30', timezone: 'America/Chicago' },
      { kind: 'application', date: '2024-09-13', time: '16:30', timezone: 'America/Chicago' },
    ]);
    expect(
      deadlinesOf('Applications are due on 1 March 2027. Late forms are accepted until 8 March 2027 at 17:00.').map(
        (deadline) => deadline.time,
      ),
    ).toEqual([null, '17:00']);
    const window = analyzePlain('Applications are open between 4 August and 31 October 2023.');
    expect(window.deadlines.map((deadline) => deadline.date)).toEqual(['2023-10-31']);
    expect(window.otherDates.map((other) => other.date)).toContain('2023-08-04');
    // A date after "and" without a deadline before it is not made one.
    expect(deadlinesOf('The webinar is on 4 March 2027 and 9 March 2027.')).toEqual([]);
  });

  it("reads applications accepted 'through the year' or 'year-round' as rolling", () => {
    expect(analyzePlain('The Foundation accepts and processes applications for grants through the year.').rolling).toBe(
      true,
    );
    expect(analyzePlain('Applications are accepted year-round.').rolling).toBe(true);
    expect(analyzePlain('Applications can be made at any time.').rolling).toBe(true);
    expect(analyzePlain('The Foundation reviews applications twice a year, in March and September.').rolling).toBe(
      false,
    );
  });
});

describe('deadlines and rolling, engine 1.5.0', () => {
  it('reads the end of a window for letters of inquiry as their deadline and its start as an opening', () => {
    const result = analyzePlain(
      'LOIs accepted: 1 November to 5 December 2025\n\nProposal deadline: 16 February 2026\n',
    );
    expect(result.deadlines.map(({ kind, date }) => ({ kind, date }))).toEqual([
      { kind: 'letter_of_intent', date: '2025-12-05' },
      { kind: 'application', date: '2026-02-16' },
    ]);
    expect(result.otherDates.map(({ date }) => date)).toEqual(['2025-11-01']);
    // A project period is no window for applications.
    expect(deadlinesOf('Costs should relate to the period 1 October 2020 to 30 March 2021.')).toEqual([]);
  });

  it('does not read a call open "throughout the year" that closes on a yearly date as rolling', () => {
    expect(analyzePlain('Applications are open throughout the year and close 1 April annually.').rolling).toBe(false);
    expect(analyzePlain('Applications are accepted throughout the year.').rolling).toBe(true);
  });
});

describe('numeric dates in a US federal notice, engine 1.5.0', () => {
  it('reads 06/08/2026 month first in a text written in the US alone, and not at all elsewhere', () => {
    const notice = [
      'United States Department of Agriculture (USDA)',
      'Award Range: $130,000 - $150,000',
      'APPLICATION DEADLINE:',
      '5:00 P.M. Eastern Time, 06/08/2026',
    ].join('\n\n');
    expect(deadlinesOf(notice)).toEqual([
      { kind: 'application', date: '2026-06-08', time: '17:00', timezone: 'America/New_York' },
    ]);
    // The same line in a text that also writes pounds gives no safe order: nothing is reported.
    expect(deadlinesOf(`${notice}\n\nGrants of up to £5,000 are also available in the United Kingdom.`)).toEqual([]);
  });
});

describe('key dates of research announcements, engine 1.6.0', () => {
  const othersOf = (text: string) => analyzePlain(text).otherDates.map(({ date }) => date);

  it('reports a full date no cue explains as an other date, once, and not beside a deadline', () => {
    const text = 'Date: 08/18/2014\n\nFull Proposal Deadline: November 26, 2013\n\nUpdated guidance. Date: 08/18/2014';
    expect(othersOf(text)).toEqual(['2014-08-18']);
    expect(deadlinesOf(text).map(({ date }) => date)).toEqual(['2013-11-26']);
    // A date without a year is still no date.
    expect(othersOf('Trustees meet on 3 March.')).toEqual([]);
  });

  it('reads an expiration date and an earliest submission date as other dates, not deadlines', () => {
    const text = [
      'Release Date: May 10, 2027',
      'Letters of Intent Receipt Date: August 22, 2027',
      'Application Receipt Date: September 22, 2027',
      'Expiration Date: September 23, 2027',
    ].join('\n');
    expect(deadlinesOf(text).map(({ date }) => date)).toEqual(['2027-08-22', '2027-09-22']);
    expect(othersOf(text)).toEqual(['2027-05-10', '2027-09-23']);
    expect(deadlinesOf('EXPIRATION DATE for R21 Applications: March 2, 2027')).toEqual([]);
    expect(deadlinesOf('Open Date (Earliest Submission Date)\nMarch 21, 2027')).toEqual([]);
    // Run together, the expiration or opening does not reach past the next due date.
    expect(
      deadlinesOf(
        'Opening Date: January 16, 2027 (Earliest date an application may be submitted to Grants.gov) Application Due Date: February 16, 2027',
      ).map(({ date }) => date),
    ).toEqual(['2027-02-16']);
  });

  it("reads the applicant's degree dates as an eligibility window, not a cut-off", () => {
    const text =
      'The Principal Investigators shall have successfully defended their first PhD at least 2 and up to 7 years prior to 1 January 2027. Cut-off dates: Successful defence of PhD between 1 January 2020 and 31 December 2024 (inclusive).';
    expect(deadlinesOf(text)).toEqual([]);
    expect(othersOf(text)).toEqual(['2027-01-01', '2020-01-01', '2024-12-31']);
    // A real cut-off date stays one.
    expect(deadlinesOf('Cut-off date for applications: 31 December 2027').map(({ date }) => date)).toEqual([
      '2027-12-31',
    ]);
  });

  it('reads a list of submission windows run together as deadlines at the lead-in time', () => {
    const text =
      "Submission Window Date(s) (due by 5 p.m. proposer's local time): September 24, 2027 - October 15, 2027 MEDIUM Projects November 04, 2027 - November 19, 2027 LARGE Projects January 02, 2028 - January 14, 2028 SMALL Projects";
    expect(deadlinesOf(text)).toEqual(
      ['2027-10-15', '2027-11-19', '2028-01-14'].map((date) => ({
        kind: 'application',
        date,
        time: '17:00',
        timezone: "proposer's local time",
      })),
    );
    expect(othersOf(text)).toEqual(['2027-09-24', '2027-11-04', '2028-01-02']);
    // A window after prose is not made a deadline by an earlier one.
    expect(
      deadlinesOf(
        'Proposals are due between 1 March 2027 and 15 March 2027, and the funded projects run between 1 September 2027 and 31 August 2029.',
      ).map(({ date }) => date),
    ).toEqual(['2027-03-15']);
  });

  it('reads a time whose zone stands between it and the date: "by 4:30 p.m., Eastern Time, on March 1"', () => {
    expect(deadlinesOf('Applications are due no later than 4:30 p.m., Eastern Time, on March 1, 2027.')).toEqual([
      { kind: 'application', date: '2027-03-01', time: '16:30', timezone: 'America/New_York' },
    ]);
    expect(deadlinesOf('Submissions close at 17:00 CET on 15 April 2027.')).toEqual([
      { kind: 'application', date: '2027-04-15', time: '17:00', timezone: 'Europe/Brussels' },
    ]);
    // A time of another event before the date is not the deadline's.
    expect(deadlinesOf('The webinar starts at 10:00, and the closing date for applications is 15 April 2027.')).toEqual(
      [{ kind: 'application', date: '2027-04-15', time: null, timezone: null }],
    );
  });

  it('reads a deadline for queries or FAQs as a questions deadline, not the application deadline', () => {
    const text = [
      'Important Dates',
      '',
      'Deadline for applicant queries: 19 September 2027',
      'FAQ deadline: 20 September 2027',
      'Application deadline: 26 September 2027, 16:00 (Irish time)',
      'Letter of inquiry deadline: 1 August 2027',
    ].join('\n');
    expect(deadlinesOf(text).map(({ date }) => date)).toEqual(['2027-09-26', '2027-08-01']);
    expect(analyzePlain(text).otherDates.map(({ date, what }) => [date, what])).toEqual([
      ['2027-09-19', 'questions deadline'],
      ['2027-09-20', 'questions deadline'],
    ]);
  });

  it('reads a notice about the due dates in a period as no deadline, and a window for proposals as one', () => {
    const notice = 'NOT-OD-27-010 - Adjustments to Application Due Dates Between September 22 and September 30, 2027';
    expect(deadlinesOf(notice)).toEqual([]);
    expect(othersOf(notice)).toEqual(expect.arrayContaining(['2027-09-22', '2027-09-30']));
    expect(
      deadlinesOf('Applications with closing dates falling between 1 and 14 April 2027 may be sent late.'),
    ).toEqual([]);
    expect(deadlinesOf('Proposals are due between 1 March 2027 and 15 March 2027.').map(({ date }) => date)).toEqual([
      '2027-03-15',
    ]);
  });

  it('gives a cue followed only by a time to the next date, and reads "5.00 pm" as 17:00', () => {
    const text = 'Rejoinders: 27 June 2027 Close 10.00am (AEST) 11 July 2027';
    expect(deadlinesOf(text)).toEqual([
      { kind: 'application', date: '2027-07-11', time: '10:00', timezone: 'Australia/Brisbane' },
    ]);
    expect(othersOf(text)).toEqual(['2027-06-27']);
    expect(deadlinesOf('Minimum data must be entered in RGMS by 14 February 2027, 5.00 pm (AEDT).')).toEqual([
      { kind: 'application', date: '2027-02-14', time: '17:00', timezone: 'Australia/Sydney' },
    ]);
    // A cue with words after it still belongs to its own date.
    expect(
      deadlinesOf('The call: 15 March 2027 closing date for all proposals, then 1 June 2027').map(({ date }) => date),
    ).toContain('2027-03-15');
  });
});

describe('more deadline phrasings of research calls, engine 1.6.0', () => {
  it('reads a notice of intent, a deadline restated for another recipient or item, "must be in by" and "apply online by"', () => {
    expect(deadlinesOf('Notice of intent to apply: 1 May 2027 (mandatory)')).toEqual([
      { kind: 'letter_of_intent', date: '2027-05-01', time: null, timezone: null },
    ]);
    expect(
      deadlinesOf(
        'The deadline for submission of the application to the research office is 1 October 2027 and to the Council 15 October 2027.',
      ).map(({ date }) => date),
    ).toEqual(['2027-10-01', '2027-10-15']);
    expect(
      deadlinesOf('Pre-proposals are due on January 10, 2027 and invited full proposals on May 1, 2027.').map(
        ({ kind, date }) => [kind, date],
      ),
    ).toEqual([
      ['outline', '2027-01-10'],
      ['full_proposal', '2027-05-01'],
    ]);
    expect(deadlinesOf('Applications for the 2027 round must be in by 15 March 2027.').map(({ date }) => date)).toEqual(
      ['2027-03-15'],
    );
    expect(deadlinesOf('Apply online by Friday 5 March 2027 (4pm).')).toEqual([
      { kind: 'application', date: '2027-03-05', time: '16:00', timezone: null },
    ]);
    // Another event joined by "and" with a verb of its own is not a deadline.
    expect(
      deadlinesOf('Applications close on 1 March 2027 and the panel meets in person on 1 May 2027.').map(
        ({ date }) => date,
      ),
    ).toEqual(['2027-03-01']);
  });
});

describe('rolling calls: the application, not a first step, taken at any time', () => {
  const rolling = (text: string) => analyzePlain(text).rolling;
  it('reads a funder that awards grants throughout the year, and German "no deadlines" cues, as rolling', () => {
    expect(rolling('The Society awards grants throughout the year to registered groups.')).toBe(true);
    expect(rolling('The Society awards grants throughout the year in three rounds.')).toBe(false);
    expect(rolling('Wie ist der Antragszeitraum? Laufend. Keine Antragsfristen.')).toBe(true);
    expect(rolling('Ein Antrag kann jederzeit eingereicht werden und wird laufend bearbeitet.')).toBe(true);
  });

  it('does not read a letter of intent or an enquiry taken at any time as a rolling call', () => {
    expect(rolling('LOI forms may be submitted at any time. Full applications are due March 1.')).toBe(false);
    expect(
      rolling(
        'Letters of Interest are accepted at any time throughout the year. Invited proposals are due 1 June 2027.',
      ),
    ).toBe(false);
    expect(rolling('Concept notes can be submitted at any time; we then invite full proposals.')).toBe(true);
    expect(rolling('Enquiries can be made at any time.')).toBe(false);
    expect(rolling('Applications may be submitted at any time.')).toBe(true);
  });

  it('reads "no set deadlines" and applications welcomed at any time, not other things sent or made at any time', () => {
    expect(rolling('There are no set deadlines for applications.')).toBe(true);
    expect(rolling('There are no fixed closing dates.')).toBe(true);
    expect(rolling('We welcome applications at any time.')).toBe(true);
    expect(rolling('Changes to the project can be made at any time.')).toBe(false);
    expect(rolling('Reports may be submitted at any time during the grant.')).toBe(false);
  });
});

describe('European and African zone names that begin like US ones', () => {
  it('reads Central European, Eastern European and Central Africa Time as those zones, not US Central', () => {
    expect(deadlinesOf('The deadline is 5 March 2027, 12:00 midday Central European Time.')).toEqual([
      { kind: 'application', date: '2027-03-05', time: '12:00', timezone: 'Europe/Brussels' },
    ]);
    expect(deadlinesOf('Applications close at 17:00 Eastern European Time on 5 March 2027.')[0]?.timezone).toBe(
      'Europe/Athens',
    );
    expect(deadlinesOf('Applications close at 17:00 Central Africa Time on 5 March 2027.')[0]?.timezone).toBe(
      'Africa/Maputo',
    );
    expect(deadlinesOf('Applications close at 17:00 Central Time on 5 March 2027.')[0]?.timezone).toBe(
      'America/Chicago',
    );
  });
});

describe('what must be lodged or sent by a date', () => {
  it('reads an expression of interest or a letter of intent that must be lodged by a date as a deadline', () => {
    expect(deadlinesOf('Expressions of interest must be lodged by 5 March 2027.').map(({ date }) => date)).toEqual([
      '2027-03-05',
    ]);
    expect(deadlinesOf('Letters of intent should be sent by 5 March 2027.').map(({ date }) => date)).toEqual([
      '2027-03-05',
    ]);
    expect(deadlinesOf('Reports must be sent by 5 March 2027.')).toEqual([]);
  });
});
