/** The users module as other modules see it. */
export { getUserSummaries, getUsersByEmails, personName, setAccountDisabled } from './users.service';
