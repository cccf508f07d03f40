/** The users module as other modules see it. */
export { getUserSummaries, getUsersByEmails, setAccountDisabled } from './users.service';
