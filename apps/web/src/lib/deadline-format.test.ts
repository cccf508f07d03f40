import { describe, expect, it } from 'vitest';
import { deadlineInstant } from '@grantpilot/shared/deadlines';
import { formatDate } from './format-date';
import { describeDeadline, isDayPast, isDeadlinePast, timeZoneOptions, wallClockAt } from './deadline-format';

function deadline(date: string, time: string, timeZone: string) {
  return { date, time, timeZone, at: deadlineInstant(date, time, timeZone).toISOString() };
}

describe('deadlines for the viewer', () => {
  const brussels = deadline('2026-07-15', '17:00', 'Europe/Brussels');

  it('states the call’s own time and zone, and the viewer’s time beside it', () => {
    expect(describeDeadline(brussels, 'America/New_York')).toEqual({
      stated: `${formatDate('2026-07-15')}, 17:00 (Europe/Brussels)`,
      yours: 'your time 11:00',
    });
  });

  it('adds the day when the viewer’s clock is on another one, and says nothing more in the same zone', () => {
    expect(describeDeadline(brussels, 'Pacific/Auckland').yours).toBe(`your time ${formatDate('2026-07-16')}, 03:00`);
    expect(describeDeadline(brussels, 'Europe/Brussels').yours).toBeNull();
    // Another zone that keeps the same clock in July says nothing either.
    expect(describeDeadline(brussels, 'Europe/Paris').yours).toBeNull();
  });

  it('reads the wall clock of a zone across a daylight-saving change', () => {
    expect(wallClockAt('2026-03-29T01:30:00Z', 'Europe/Brussels')).toEqual({ date: '2026-03-29', time: '03:30' });
    expect(wallClockAt('2026-03-29T00:30:00Z', 'Europe/Brussels')).toEqual({ date: '2026-03-29', time: '01:30' });
  });

  it('marks a past deadline only while the application is open', () => {
    const now = Date.parse('2026-07-15T15:01:00Z');
    expect(isDeadlinePast(brussels, 'drafting', now)).toBe(true);
    expect(isDeadlinePast(brussels, 'drafting', Date.parse('2026-07-15T14:59:00Z'))).toBe(false);
    expect(isDeadlinePast(brussels, 'awarded', now)).toBe(false);
    expect(isDeadlinePast(null, 'drafting', now)).toBe(false);
  });

  it('knows a due day gone by in the viewer’s zone', () => {
    const now = Date.parse('2026-07-15T23:30:00Z');
    expect(isDayPast('2026-07-15', 'UTC', now)).toBe(false);
    expect(isDayPast('2026-07-15', 'Europe/Brussels', now)).toBe(true);
  });

  it('offers the viewer’s zone first and keeps a zone the deadline already has', () => {
    const options = timeZoneOptions('Europe/Brussels', 'Asia/Kathmandu');
    expect(options[0]).toBe('Europe/Brussels');
    expect(options.filter((zone) => zone === 'Europe/Brussels')).toHaveLength(1);
    expect(options.at(-1)).toBe('Asia/Kathmandu');
  });
});
