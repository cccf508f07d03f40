/** The settings module as other modules see it. */
export {
  userTimeZones,
  usersWithoutReminderEmails,
  usersWithoutSupportEmails,
  usersWithoutTaskEmails,
} from './settings.service';
