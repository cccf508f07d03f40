/** The tasks module as other modules see it. */
export { addTask, listCalendarTasks, listTasks } from './tasks.service';
