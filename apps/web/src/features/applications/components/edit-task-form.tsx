import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Task } from '@grantpilot/shared/contracts/applications';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { fieldProps } from '../../../lib/field-props';
import { notifyError } from '../../../lib/notify-error';
import { useMembers } from '../../../lib/organizations/get-members';
import { peopleToChoose } from '../../../lib/organizations/people-to-choose';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateTask } from '../api/tasks';
import { TASK_FIELD_LABELS, taskFormSchema, toTaskBody, type TaskFormValues } from '../schemas';

/**
 * A task's title, assignee and due date, changed in place. Only what was changed is sent, so
 * saving without a change, or changing the date only, neither logs nor emails anyone.
 */
export function EditTaskForm({
  organizationId,
  applicationId,
  task,
  onDone,
}: {
  organizationId: string;
  applicationId: string;
  task: Task;
  onDone: () => void;
}) {
  const members = useMembers(organizationId);
  const update = useUpdateTask(organizationId, applicationId);
  const current: TaskFormValues = {
    title: task.title,
    assigneeUserId: task.assignee?.userId ?? '',
    dueDate: task.dueDate ?? '',
  };
  const form = useForm<TaskFormValues>({ resolver: zodResolver(taskFormSchema), defaultValues: current });
  const { isSubmitting } = form.formState;
  // The current assignee stays choosable even after they left the organisation.
  const people = peopleToChoose(members.data?.members ?? [], task.assignee);

  const submit = form.handleSubmit(async (values) => {
    const body = toTaskBody(values);
    const before = toTaskBody(current);
    const changes = Object.fromEntries(
      (Object.keys(body) as (keyof typeof body)[])
        .filter((key) => body[key] !== before[key])
        .map((key) => [key, body[key]]),
    );
    if (Object.keys(changes).length === 0) return onDone();
    try {
      await update.mutateAsync({ taskId: task.id, changes });
      onDone();
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, TASK_FIELD_LABELS)) notifyError(error, 'Task not saved');
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Edit task ${task.title}`}
      className="grid flex-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-start"
    >
      <FormField label="Task" autoComplete="off" autoFocus {...fieldProps(form, 'title')} />
      <SelectField label="Assignee" {...fieldProps(form, 'assigneeUserId')}>
        <option value="">Nobody yet</option>
        {people.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <FormField label="Due date" type="date" {...fieldProps(form, 'dueDate')} />
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          Save task
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
