/**
 * A minimal iCalendar (RFC 5545) writer for the calendar feed: timed and all-day events, with
 * text escaping, CRLF line ends and lines folded at 75 octets.
 */
export interface CalendarEvent {
  uid: string;
  summary: string;
  description?: string;
  url?: string;
  /** A moment (written in UTC), or a whole day ("2026-07-01"). */
  start: Date | string;
  /**
   * A reminder this long before the start, as an RFC 5545 duration ("PT2H", "P1D"); none when
   * absent. Calendar apps show it as their own notification.
   */
  alarm?: string;
}

/**
 * How long a timed event lasts. A deadline is an instant, but RFC 5545 wants an event's end after
 * its start (some calendar servers refuse DTEND = DTSTART): a short slot that starts at the
 * deadline shows at the right time in every calendar.
 */
export const TIMED_EVENT_DURATION = 'PT15M';

function escapeText(text: string) {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into pieces of at most 75 octets, never splitting a character. */
function fold(line: string) {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = pieces.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dayStamp = (day: string) => day.replace(/-/g, '');

function nextDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function buildCalendar(name: string, events: CalendarEvent[], now = new Date()) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//GrantPilot//Deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(now)}`);
    if (typeof event.start === 'string') {
      lines.push(`DTSTART;VALUE=DATE:${dayStamp(event.start)}`, `DTEND;VALUE=DATE:${dayStamp(nextDay(event.start))}`);
    } else {
      lines.push(`DTSTART:${utcStamp(event.start)}`, `DURATION:${TIMED_EVENT_DURATION}`);
    }
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('TRANSP:TRANSPARENT');
    if (event.alarm) {
      lines.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(event.summary)}`,
        `TRIGGER:-${event.alarm}`,
        'END:VALARM',
      );
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
