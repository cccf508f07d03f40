// Labelled values: table rows with their column headers, a label or heading above a bare value,
// and the day/month order a writer's own dates show. Our own sentences, in the shapes calls use.
import { describe, expect, it } from 'vitest';
import { cellsOf, segment } from './segment';
import { analyzePlain } from './test-helpers';

const deadlinesOf = (text: string) =>
  analyzePlain(text).deadlines.map(({ kind, date, time }) => ({ kind, date, time }));
const othersOf = (text: string) => analyzePlain(text).otherDates.map(({ date, what }) => ({ date, what }));

describe('table rows', () => {
  it('splits rows into cells by pipes, tabs or wide gaps, not single spaces', () => {
    const texts = (line: string) => cellsOf(line)?.map(({ start, end }) => line.slice(start, end)) ?? null;
    expect(texts('| Round 1 | 1 February 2027 | 12 March 2027 |')).toEqual([
      'Round 1',
      '1 February 2027',
      '12 March 2027',
    ]);
    expect(texts('Deadline | 12 March 2027')).toEqual(['Deadline', '12 March 2027']);
    expect(texts('Round 1\t1 February 2027\t12 March 2027')).toEqual(['Round 1', '1 February 2027', '12 March 2027']);
    expect(texts('Closing date      12 March 2027')).toEqual(['Closing date', '12 March 2027']);
    expect(texts('The deadline is 12 March 2027.')).toBeNull();
  });

  it('gives each row its cells and the header of each column; the header row is no sentence', () => {
    const rows = segment({
      kind: 'plain',
      text: '| Round | Opens | Closes |\n| --- | --- | --- |\n| Round 1 | 1 February 2027 | 12 March 2027 |',
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cells!.map(({ start, end, header }) => [rows[0]!.text.slice(start, end), header])).toEqual([
      ['Round 1', 'round'],
      ['1 February 2027', 'opens'],
      ['12 March 2027', 'closes'],
    ]);
  });

  it('reads a date by its column: "Opens" is an opening, "Closes" a deadline', () => {
    const table = [
      '| Round | Opens | Closes |',
      '| --- | --- | --- |',
      '| Round 1 | 1 February 2027 | 12 March 2027 |',
      '| Round 2 | 1 June 2027 | 14 July 2027 |',
    ].join('\n');
    expect(deadlinesOf(table).map(({ date }) => date)).toEqual(['2027-03-12', '2027-07-14']);
    expect(othersOf(table)).toEqual([
      { date: '2027-02-01', what: 'opening' },
      { date: '2027-06-01', what: 'opening' },
    ]);
    const tabs = 'Round\tOpens\tCloses\nRound 1\t1 February 2027\t12 March 2027';
    expect(deadlinesOf(tabs).map(({ date }) => date)).toEqual(['2027-03-12']);
  });

  it('reads a date by its row label when the column only says "Date"', () => {
    const table = [
      '| Milestone | Date |',
      '|---|---|',
      '| Call launch | 15 January 2027 |',
      '| Deadline for applications | 12 March 2027, 17:00 CET |',
      '| Full proposals | 9 July 2027 |',
      '| Notification of results | 30 September 2027 |',
    ].join('\n');
    expect(deadlinesOf(table)).toEqual([
      { kind: 'application', date: '2027-03-12', time: '17:00' },
      { kind: 'full_proposal', date: '2027-07-09', time: null },
    ]);
    expect(othersOf(table)).toEqual([
      { date: '2027-01-15', what: 'publication' },
      { date: '2027-09-30', what: 'decision' },
    ]);
  });

  it('reads a figure by its row label or column header', () => {
    const award = analyzePlain('| Amount | Up to £100,000 |\n| Duration | Up to 24 months |').award;
    expect(award).toMatchObject({ currency: 'GBP', max: { value: '100000.00' } });
    const columns = analyzePlain('| Scheme | Maximum grant |\n| --- | --- |\n| Small grants | £10,000 |').award;
    expect(columns).toMatchObject({ currency: 'GBP', max: { value: '10000.00' } });
    // A row of something else is no award.
    expect(analyzePlain('| Annual income | Up to £100,000 |').award.max).toBeNull();
  });
});

describe('a label or heading above a bare value', () => {
  it('reads a date under a label or heading that names what is sent', () => {
    expect(deadlinesOf('Full proposals\n9 October 2027')).toEqual([
      { kind: 'full_proposal', date: '2027-10-09', time: null },
    ]);
    expect(deadlinesOf('Expressions of interest\n\nThursday 11 March 2027, 5pm')).toEqual([
      { kind: 'outline', date: '2027-03-11', time: '17:00' },
    ]);
    expect(deadlinesOf('Deadlines\nPreliminary proposal\nFebruary 2, 2027\nFull proposal\nJune 1, 2027')).toEqual([
      { kind: 'outline', date: '2027-02-02', time: null },
      { kind: 'full_proposal', date: '2027-06-01', time: null },
    ]);
    expect(deadlinesOf('Stage 1 applications - 12 March 2027')).toEqual([
      { kind: 'stage_1', date: '2027-03-12', time: null },
    ]);
  });

  it('does not make a deadline of a date whose label names something else, or of prose', () => {
    expect(deadlinesOf('Applications open\n1 February 2027')).toEqual([]);
    expect(deadlinesOf('Full proposals\nInvited applicants will be told on 9 October 2027.')).toEqual([]);
    expect(deadlinesOf('Project start\n1 September 2027')).toEqual([]);
  });

  it('reads a figure under a label, with the cue written before it', () => {
    expect(analyzePlain('Award amount\nUp to £50,000').award).toMatchObject({
      currency: 'GBP',
      min: null,
      max: { value: '50000.00' },
    });
    expect(analyzePlain('Grant size\nFrom £5,000').award).toMatchObject({ min: { value: '5000.00' }, max: null });
    expect(analyzePlain('Budget: the maximum EU contribution per project is EUR 500,000.').award).toMatchObject({
      currency: 'EUR',
      max: { value: '500000.00' },
    });
  });
});

describe('the order of numeric dates', () => {
  it('follows the order of the dates the writer spells out', () => {
    expect(deadlinesOf('The call opened on 12 January 2027.\n\nDeadline: 04/05/2027 at 17:00.')).toEqual([
      { kind: 'application', date: '2027-05-04', time: '17:00' },
    ]);
    expect(deadlinesOf('The call opened on January 12, 2027.\n\nDeadline: 04/05/2027 at 5 p.m.')).toEqual([
      { kind: 'application', date: '2027-04-05', time: '17:00' },
    ]);
    // Both orders, or none spelled out: still left out.
    expect(deadlinesOf('Deadline: 04/05/2027 at 17:00.')).toEqual([]);
    expect(
      deadlinesOf('Opened 12 January 2027, announced January 13, 2027.\n\nDeadline: 04/05/2027 at 17:00.'),
    ).toEqual([]);
  });
});

describe('key dates shown date first, the event on the line below (engine 1.7.0)', () => {
  it('reads each date with the line below it under a heading of dates', () => {
    const text = [
      'Key Dates',
      '',
      'Monday 4 October 2027',
      '',
      'Guidelines published',
      '',
      'TBA',
      '',
      'Information webinar',
      '',
      'Friday 12 November 2027',
      '',
      'Final applications due to the Council',
      '',
      '3 - 10 February 2028',
      '',
      'Rejoinders',
    ].join('\n');
    expect(deadlinesOf(text).map(({ date }) => date)).toEqual(['2027-11-12', '2028-02-10']);
    expect(othersOf(text).map(({ date }) => date)).toContain('2027-10-04');
  });

  it('keeps labels above when the run opens with a label or under a heading that is no list of dates', () => {
    // "Posted Date" is the label of the date under it, and so on down the list.
    const labelAbove = [
      'Posted Date',
      '',
      'February 3, 2027',
      '',
      'Application Due Date(s)',
      '',
      'March 21, 2027',
      '',
      'Earliest Start Date',
    ].join('\n');
    expect(deadlinesOf(labelAbove).map(({ date }) => date)).toEqual(['2027-03-21']);
    const underOverview = [
      'Overview',
      '',
      'Monday 4 October 2027',
      '',
      'Full applications',
      '',
      'Friday 12 November 2027',
      '',
      'Guidelines published',
    ].join('\n');
    expect(deadlinesOf(underOverview).map(({ date }) => date)).toEqual(['2027-11-12']);
  });
});

describe("a block of dates flattened into lines, the label on the date's line (engine 1.8.0)", () => {
  it('reads "<label> <date>" rows under a heading of dates: a submission label is a deadline', () => {
    const text = [
      'Key dates',
      '',
      'Outline proposals 3 March 2027',
      'Full proposals 1 June 2027',
      'Site visits 20 July 2027',
    ].join('\n');
    expect(deadlinesOf(text)).toEqual([
      { kind: 'outline', date: '2027-03-03', time: null },
      { kind: 'full_proposal', date: '2027-06-01', time: null },
    ]);
    // Any other label names the date instead of leaving it unexplained.
    expect(othersOf(text)).toEqual([{ date: '2027-07-20', what: 'Site visits' }]);
  });

  it('reads "<date> <label>" rows, and a run of such lines without a heading', () => {
    expect(
      deadlinesOf(
        ['Important dates', '3 March 2027 Expressions of interest', '1 June 2027 Full applications'].join('\n'),
      ).map(({ date }) => date),
    ).toEqual(['2027-03-03', '2027-06-01']);
    const run = [
      'Stage 1 applications 3 March 2027',
      'Stage 2 applications 1 June 2027',
      'Programme start 1 October 2027',
    ];
    expect(deadlinesOf(run.join('\n')).map(({ kind, date }) => [kind, date])).toEqual([
      ['stage_1', '2027-03-03'],
      ['full_proposal', '2027-06-01'],
    ]);
    expect(othersOf(run.join('\n'))).toEqual([{ date: '2027-10-01', what: 'Programme start' }]);
  });

  it('does not make a list of webinar or meeting dates into deadlines', () => {
    const webinars = ['Webinars', '', 'Webinar one 3 March 2027', 'Webinar two 4 April 2027'].join('\n');
    expect(deadlinesOf(webinars)).toEqual([]);
    expect(othersOf(webinars).map(({ what }) => what)).toEqual(['information session', 'information session']);
    const sessions = ['Session 1 3 March 2027', 'Session 2 4 April 2027'].join('\n');
    expect(deadlinesOf(sessions)).toEqual([]);
    expect(othersOf(sessions)).toEqual([
      { date: '2027-03-03', what: 'Session 1' },
      { date: '2027-04-04', what: 'Session 2' },
    ]);
  });

  it('leaves a table of award amounts and ordinary prose alone', () => {
    const amounts = ['Key figures', '', 'Small grants £5,000', 'Large grants £50,000'].join('\n');
    expect(deadlinesOf(amounts)).toEqual([]);
    expect(othersOf(amounts)).toEqual([]);
    // A single line of prose with one date is no row of a block, even about proposals.
    expect(deadlinesOf('Full proposals 1 June 2027')).toEqual([]);
    // Two lines of prose, each a sentence with a date, are no block of rows.
    const prose = [
      'We held a meeting with our partners on 3 March 2027 to discuss the proposals we had seen.',
      'Full proposals were first shared with the board on 1 June 2027, after a long discussion.',
    ].join('\n');
    expect(deadlinesOf(prose)).toEqual([]);
    expect(othersOf(prose).map(({ what }) => what)).toEqual(['date', 'date']);
  });
});
