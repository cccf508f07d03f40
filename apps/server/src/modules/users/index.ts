/** The users module as other modules see it. */
export { getUserSummaries, setAccountDisabled } from './users.service';
