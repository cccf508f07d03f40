/**
 * The applications module as other modules see it: reads, and creating one (an analysis's
 * "Create application"); other changes go through its routes.
 */
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
export { createApplication } from './application-commands.service';
