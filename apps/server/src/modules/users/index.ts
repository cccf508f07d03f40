/** The users module as other modules see it. */
export { getUserSummaries, getUsersByEmails } from './users.service';
