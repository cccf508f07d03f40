import { describe, expect, it } from 'vitest';
import { detectDateFormat, readDate } from './csv-dates';

describe('CSV dates', () => {
  it('detects the order when a day above 12 shows it, and asks otherwise', () => {
    expect(detectDateFormat(['2026-12-31', ''])).toEqual({ format: 'iso', ambiguous: false });
    expect(detectDateFormat(['03/04/2026', '31/12/2026'])).toEqual({ format: 'dmy', ambiguous: false });
    expect(detectDateFormat(['03/04/2026', '12/31/2026'])).toEqual({ format: 'mdy', ambiguous: false });
    expect(detectDateFormat(['03/04/2026', '2026-01-01'])).toEqual({ format: null, ambiguous: true });
    // Both orders in one file: no single order, the person chooses and the other rows are reported.
    expect(detectDateFormat(['31/12/2026', '12/31/2026'])).toEqual({ format: null, ambiguous: true });
  });

  it('reads ISO always and the others in the order chosen', () => {
    expect(readDate('2026-12-31', null)).toEqual({ date: '2026-12-31' });
    expect(readDate('31/12/2026', 'dmy')).toEqual({ date: '2026-12-31' });
    expect(readDate('1.2.2026', 'dmy')).toEqual({ date: '2026-02-01' });
    expect(readDate('12/31/2026', 'mdy')).toEqual({ date: '2026-12-31' });
    expect(readDate('03/04/2026', 'mdy')).toEqual({ date: '2026-03-04' });
  });

  it('says why a cell is not a date', () => {
    expect(readDate('03/04/2026', null)).toEqual({
      problem: 'could be day/month or month/day: choose the date format of the file',
    });
    expect(readDate('31/12/2026', 'mdy')).toEqual({ problem: 'is not a date in the format 11/23/2026' });
    expect(readDate('30/02/2026', 'dmy')).toEqual({ problem: 'is not a date in the format 23/11/2026' });
    expect(readDate('next week', 'dmy')).toEqual({ problem: 'must be a date such as 23/11/2026' });
    expect(readDate('2026-02-30', 'iso')).toEqual({ problem: 'must be a date such as 2026-11-23' });
  });
});
