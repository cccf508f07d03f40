/** The funders module as other modules see it. */
export { resolveFunder } from './funders.service';
