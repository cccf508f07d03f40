import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@grantpilot/shared/contracts/applications';
import { apiRequest } from '../../../lib/api-request';
import { applicationApiPath, getApplicationQueryOptions } from './get-application';
import { invalidateAfter } from '../../../lib/query-keys';

export interface NewTask {
  title: string;
  assigneeUserId: string | null;
  dueDate: string | null;
}
export type TaskChanges = Partial<NewTask & { done: boolean }>;

function tasksPath(organizationId: string, applicationId: string, taskId?: string) {
  const base = `${applicationApiPath(organizationId, applicationId)}/tasks`;
  return taskId ? `${base}/${encodeURIComponent(taskId)}` : base;
}

async function readTasks(response: Response) {
  return ((await response.json()) as { tasks: Task[] }).tasks;
}

export async function addTask(organizationId: string, applicationId: string, task: NewTask) {
  return readTasks(await apiRequest('POST', tasksPath(organizationId, applicationId), task));
}

export async function updateTask(organizationId: string, applicationId: string, taskId: string, changes: TaskChanges) {
  return readTasks(await apiRequest('PATCH', tasksPath(organizationId, applicationId, taskId), changes));
}

export async function deleteTask(organizationId: string, applicationId: string, taskId: string) {
  return readTasks(await apiRequest('DELETE', tasksPath(organizationId, applicationId, taskId)));
}

/**
 * The checklist's changes (editors and up). Each answer is the whole checklist, which the page
 * shows at once; the lists are read again for their count of open tasks.
 */
function useTaskMutation<T>(organizationId: string, applicationId: string, change: (variables: T) => Promise<Task[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (tasks) => {
      queryClient.setQueryData(getApplicationQueryOptions(organizationId, applicationId).queryKey, (detail) =>
        detail ? { ...detail, tasks, openTasks: tasks.filter((task) => !task.done).length } : detail,
      );
      await invalidateAfter(queryClient, organizationId, 'task');
    },
  });
}

/** `POST …/tasks`. Errors are left to the form, which keeps what was typed. */
export function useAddTask(organizationId: string, applicationId: string) {
  return useTaskMutation(organizationId, applicationId, (task: NewTask) =>
    addTask(organizationId, applicationId, task),
  );
}

/** `PATCH …/tasks/{taskId}`: ticks a task done or open again, or changes it. */
export function useUpdateTask(organizationId: string, applicationId: string) {
  return useTaskMutation(
    organizationId,
    applicationId,
    ({ taskId, changes }: { taskId: string; changes: TaskChanges }) =>
      updateTask(organizationId, applicationId, taskId, changes),
  );
}

/** `DELETE …/tasks/{taskId}`. */
export function useDeleteTask(organizationId: string, applicationId: string) {
  return useTaskMutation(organizationId, applicationId, (taskId: string) =>
    deleteTask(organizationId, applicationId, taskId),
  );
}
