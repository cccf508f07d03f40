/** The settings module as other modules see it. */
export {
  userTimeZones,
  usersWithoutReminderEmails,
  usersWithoutTaskEmails,
  usersWithoutWeeklyDigest,
} from './settings.service';
