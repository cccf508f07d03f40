/** The settings module as other modules see it. */
export { usersWithoutReminderEmails } from './settings.service';
