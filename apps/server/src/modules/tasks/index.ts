/** The tasks module as other modules see it. */
export { listCalendarTasks, listTasks } from './tasks.service';
