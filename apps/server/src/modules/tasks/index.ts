/** The tasks module as other modules see it. */
export { addTask, listCalendarTasks, listMyTasks, listTasks } from './tasks.service';
