/** The settings module as other modules see it. */
export {
  userTimeZones,
  usersWithoutReminderEmails,
  usersWithoutSupportEmails,
  usersWithoutTaskEmails,
  usersWithoutWeeklyDigest,
} from './settings.service';
