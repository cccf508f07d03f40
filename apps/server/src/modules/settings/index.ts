/** The settings module as other modules see it. */
export { usersWithoutReminderEmails, usersWithoutSupportEmails } from './settings.service';
