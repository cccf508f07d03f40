import { PRODUCT_NAME } from '@grantpilot/shared/constants';

/** The feed's address in the scheme calendar apps open as a subscription (webcal://). */
export function webcalAddress(url: string) {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** Google Calendar's "add by URL", with the feed filled in. */
export function googleCalendarLink(url: string) {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalAddress(url))}`;
}

/** Outlook on the web's "subscribe from web", with the feed and its name filled in. */
export function outlookLink(url: string) {
  const query = new URLSearchParams({ url, name: `${PRODUCT_NAME} deadlines` });
  return `https://outlook.live.com/calendar/0/addfromweb?${query}`;
}
