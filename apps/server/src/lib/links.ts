import { adminSupportTicketPath, DASHBOARD_PARAMS, ROUTES, supportTicketPath } from '@grantpilot/shared/constants';

/**
 * Every link the server sends (emails, calendar entries, reminders, invitations, API fields),
 * built in one place from the web app's route table. Absolute links start at the instance's
 * public URL: they are opened outside the app.
 */

/** Where the calendar feed is served; the route and the links share it. */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';
/** Where logos are served (public: `<img>` sends no token). */
export const LOGO_PREFIX = '/api/logos/';

/** Where profile photos are served (public like logos: `<img>` sends no token). */
export const PHOTO_PREFIX = '/api/photos/';

export const applicationLink = (publicUrl: string, applicationId: string) =>
  `${publicUrl}${ROUTES.application.replace(':id', encodeURIComponent(applicationId))}`;

/** Settings where reminder emails are turned off: the notifications section. */
export const settingsLink = (publicUrl: string) => `${publicUrl}${ROUTES.settingsNotifications}`;

/** A support ticket as its user sees it, and as the administrators' queue shows it. */
export const supportTicketLink = (publicUrl: string, ticketId: string) => `${publicUrl}${supportTicketPath(ticketId)}`;
export const adminSupportTicketLink = (publicUrl: string, ticketId: string) =>
  `${publicUrl}${adminSupportTicketPath(ticketId)}`;

export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}${ROUTES.dashboard}?${DASHBOARD_PARAMS.invitation}=${encodeURIComponent(token)}`;

export const calendarFeedLink = (publicUrl: string, token: string) => `${publicUrl}${CALENDAR_FEED_PREFIX}${token}.ics`;

/** A logo's path on this origin (an `<img>` source in the app, so no host). */
export const logoPath = (logoId: string | null) => (logoId ? `${LOGO_PREFIX}${logoId}` : null);

export const photoPath = (photoId: string) => `${PHOTO_PREFIX}${photoId}`;
