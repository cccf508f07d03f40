/** The settings module as other modules see it. */
export { userTimeZones, usersWithoutReminderEmails } from './settings.service';
