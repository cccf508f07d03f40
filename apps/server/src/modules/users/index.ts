/** The users module as other modules see it. */
export { getUserSummaries } from './users.service';
