/** The applications module as other modules see it: reads only; changes go through its routes. */
export {
  funderStats,
  getApplicationRollups,
  listApplicationsOfFunder,
  listApplicationsOfProject,
  listCalendarApplications,
  listOpenApplicationsDueBetween,
  listOpenDeadlines,
  requireApplicationSummary,
  type ApplicationRollup,
} from './application-queries.service';
