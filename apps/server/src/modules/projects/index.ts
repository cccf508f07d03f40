/** The projects module as other modules see it. */
export { countActiveProjects, projectIdsByName, requireProject } from './projects.service';
