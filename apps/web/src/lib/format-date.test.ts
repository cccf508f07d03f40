import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('formatDate', () => {
  it('shows a calendar date as that day, whatever the viewer’s zone', async () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const { formatDate } = await import('./format-date');
    expect(formatDate('2026-03-01')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 1)),
    );
    expect(formatDate('2026-03-01')).toMatch(/1/);
    expect(formatDate('2026-03-01')).not.toMatch(/28|29/);
  });
});

describe('localToday', () => {
  it('is the viewer’s calendar day', async () => {
    const { localToday } = await import('./format-date');
    expect(localToday(new Date(2026, 10, 23, 23, 30))).toBe('2026-11-23');
    expect(localToday(new Date(2026, 0, 5, 0, 15))).toBe('2026-01-05');
  });
});
