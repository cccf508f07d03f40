import { describe, expect, it } from 'vitest';
import { googleCalendarLink, outlookLink, webcalAddress } from './calendar-links';

const feed = 'https://grants.example.org/api/calendar/abc_-123.ics';

describe('calendar links', () => {
  it('offers the feed as a webcal:// subscription', () => {
    expect(webcalAddress(feed)).toBe('webcal://grants.example.org/api/calendar/abc_-123.ics');
    expect(webcalAddress('http://localhost:3000/api/calendar/x.ics')).toBe(
      'webcal://localhost:3000/api/calendar/x.ics',
    );
  });

  it('fills the feed into Google Calendar and Outlook', () => {
    expect(new URL(googleCalendarLink(feed)).searchParams.get('cid')).toBe(webcalAddress(feed));
    const outlook = new URL(outlookLink(feed));
    expect(outlook.origin).toBe('https://outlook.live.com');
    expect(outlook.searchParams.get('url')).toBe(feed);
    expect(outlook.searchParams.get('name')).toBe('GrantPilot deadlines');
  });
});
