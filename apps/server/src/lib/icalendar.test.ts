import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar } from './icalendar';

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent');
}

describe('buildCalendar', () => {
  const now = new Date('2026-11-25T09:00:00Z');

  it('gives a timed deadline an end after its start (RFC 5545), starting at the deadline', () => {
    const [vevent] = parse(
      buildCalendar(
        'Deadlines',
        [{ uid: 'a@x', summary: 'Deadline: Alpha', start: new Date('2026-07-15T15:00:00Z') }],
        now,
      ),
    );
    const event = new ICAL.Event(vevent!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-15T15:00:00.000Z');
    expect(event.endDate.compare(event.startDate)).toBe(1);
    expect(event.duration.toSeconds()).toBe(15 * 60);
  });

  it('ends an all-day event on the next day, as calendars expect', () => {
    const [vevent] = parse(buildCalendar('Deadlines', [{ uid: 'b@x', summary: 'Task due', start: '2026-12-31' }], now));
    const event = new ICAL.Event(vevent!);
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe('2027-01-01');
  });

  it('adds the alarm it is asked for, and none otherwise', () => {
    const [withAlarm, without] = parse(
      buildCalendar(
        'Deadlines',
        [
          { uid: 'c@x', summary: 'Deadline: Gamma', start: new Date('2026-07-15T15:00:00Z'), alarm: 'P1D' },
          { uid: 'd@x', summary: 'Deadline: Delta', start: new Date('2026-07-16T15:00:00Z') },
        ],
        now,
      ),
    );
    const alarm = withAlarm!.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-24 * 60 * 60);
    expect(without!.getFirstSubcomponent('valarm')).toBeNull();
  });
});
