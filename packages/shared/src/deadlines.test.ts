import { describe, expect, it } from 'vitest';
import { deadlineInstant, isTimeZone } from './deadlines';

describe('deadlines', () => {
  it('knows IANA zones', () => {
    expect(isTimeZone('Europe/Brussels')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('finds the instant a local deadline falls on, across daylight saving', () => {
    expect(deadlineInstant('2026-01-15', '17:00', 'Europe/Brussels').toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(deadlineInstant('2026-07-15', '17:00', 'Europe/Brussels').toISOString()).toBe('2026-07-15T15:00:00.000Z');
    expect(deadlineInstant('2026-07-15', '17:00', 'America/New_York').toISOString()).toBe('2026-07-15T21:00:00.000Z');
    expect(deadlineInstant('2026-12-31', '23:59', 'Pacific/Auckland').toISOString()).toBe('2026-12-31T10:59:00.000Z');
    expect(deadlineInstant('2026-05-01', '12:00', 'UTC').toISOString()).toBe('2026-05-01T12:00:00.000Z');
  });

  it('handles the hour that a spring change skips and the one an autumn change repeats', () => {
    // Brussels skips 02:00–03:00 on 29 March 2026 (02:30 becomes 03:30 summer time) and repeats
    // 02:00–03:00 on 25 October 2026 (the first 02:30 is summer time).
    expect(deadlineInstant('2026-03-29', '02:30', 'Europe/Brussels').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(deadlineInstant('2026-10-25', '02:30', 'Europe/Brussels').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});
