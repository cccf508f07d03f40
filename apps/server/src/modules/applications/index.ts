/** The applications module as other modules see it: reads only; changes go through its routes. */
export {
  funderStats,
  getApplicationRollups,
  listApplicationsOfFunder,
  listApplicationsInPreparationDueBetween,
  listApplicationsOfProject,
  listCalendarApplications,
  listOpenDeadlines,
  requireApplicationSummary,
  type ApplicationRollup,
} from './application-queries.service';
