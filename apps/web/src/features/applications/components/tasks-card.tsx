import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Circle, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Task } from '@grantpilot/shared/contracts/applications';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useMembers } from '../../../lib/organizations/get-members';
import { peopleToChoose } from '../../../lib/organizations/people-to-choose';
import { useAddTask, useDeleteTask, useUpdateTask } from '../api/tasks';
import { browserTimeZone, isDayPast } from '../../../lib/deadline-format';
import { EMPTY_TASK_FORM, TASK_FIELD_LABELS, taskFormSchema, toTaskBody, type TaskFormValues } from '../schemas';
import { fieldProps } from '../../../lib/field-props';
import type { ApplicationCardProps } from './application-card-props';
import { EditTaskForm } from './edit-task-form';

function TaskItem({
  organizationId,
  applicationId,
  task,
  canEdit,
}: {
  organizationId: string;
  applicationId: string;
  task: Task;
  canEdit: boolean;
}) {
  const update = useUpdateTask(organizationId, applicationId);
  // The tick shows at once, while the server confirms it; a refusal puts it back.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const remove = useDeleteTask(organizationId, applicationId);
  const [editing, setEditing] = useState(false);
  const overdue = !task.done && task.dueDate !== null && isDayPast(task.dueDate, browserTimeZone());
  const checkboxId = `task-${task.id}`;
  const meta = [
    task.assignee ? `Assigned to ${task.assignee.name}` : 'Not assigned',
    task.dueDate ? `due ${formatDate(task.dueDate)}` : null,
  ]
    .filter(Boolean)
    .join(', ');

  if (editing) {
    return (
      <li className="flex py-3">
        <EditTaskForm
          organizationId={organizationId}
          applicationId={applicationId}
          task={task}
          onDone={() => setEditing(false)}
        />
      </li>
    );
  }

  return (
    <li className="flex items-start gap-3 py-3">
      {canEdit ? (
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          checked={ticking ?? task.done}
          disabled={ticking !== null}
          onChange={(event) => {
            const done = event.target.checked;
            setTicking(done);
            update.mutate(
              { taskId: task.id, changes: { done } },
              {
                onError: (error) => notifyError(error, 'Task Not Saved'),
                onSettled: () => setTicking(null),
              },
            );
          }}
        />
      ) : task.done ? (
        <CheckCircle2 aria-label="Done" role="img" className="mt-0.5 size-4 shrink-0 text-success" />
      ) : (
        <Circle aria-label="Open" role="img" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {canEdit ? (
          <label
            htmlFor={checkboxId}
            className={cn('text-sm break-words', task.done && 'text-muted-foreground line-through')}
          >
            {task.title}
          </label>
        ) : (
          <span className={cn('text-sm break-words', task.done && 'text-muted-foreground line-through')}>
            {task.title}
          </span>
        )}
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {meta}
          {overdue ? <Badge tone="warning">Overdue</Badge> : null}
        </span>
      </div>
      {canEdit ? (
        <Button variant="ghost" size="icon" className="size-8" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          <span className="sr-only">Edit task {task.title}</span>
        </Button>
      ) : null}
      {canEdit ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate(task.id, { onError: (error) => notifyError(error, 'Task Not Deleted') })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only">Delete task {task.title}</span>
        </Button>
      ) : null}
    </li>
  );
}

function AddTaskForm({ organizationId, applicationId }: { organizationId: string; applicationId: string }) {
  const members = useMembers(organizationId);
  const add = useAddTask(organizationId, applicationId);
  const form = useForm<TaskFormValues>({ resolver: zodResolver(taskFormSchema), defaultValues: EMPTY_TASK_FORM });
  const { isSubmitting } = form.formState;
  const people = peopleToChoose(members.data?.members ?? []);

  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(toTaskBody(values));
      form.reset(EMPTY_TASK_FORM);
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, TASK_FIELD_LABELS)) notifyError(error, 'Task Not Added');
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Add a task"
      className="grid gap-3 border-t border-border pt-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
    >
      <FormField label="New task" autoComplete="off" {...fieldProps(form, 'title')} />
      <SelectField label="Assignee" {...fieldProps(form, 'assigneeUserId')}>
        <option value="">Nobody yet</option>
        {people.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <FormField label="Due date" type="date" {...fieldProps(form, 'dueDate')} />
      <Button type="submit" className="sm:mt-6" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
        Add task
      </Button>
    </form>
  );
}

/** The application's checklist: what is to do, by whom and when; editors tick, add and remove. */
export function TasksCard({ organizationId, application, canEdit, index }: ApplicationCardProps) {
  const open = application.tasks.filter((task) => !task.done).length;
  return (
    <Card enterIndex={index} aria-labelledby="application-tasks-heading">
      <CardHeader>
        <CardTitle id="application-tasks-heading">
          Tasks
          {application.tasks.length ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {open} of {application.tasks.length} open
            </span>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {application.tasks.length ? (
          <ul aria-label="Checklist" className="divide-y divide-border">
            {application.tasks.map((task) => (
              <TaskItem
                key={task.id}
                organizationId={organizationId}
                applicationId={application.id}
                task={task}
                canEdit={canEdit}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            No tasks yet.{canEdit ? ' Add what needs doing before the deadline, with who does it and by when.' : ''}
          </p>
        )}
        {canEdit ? <AddTaskForm organizationId={organizationId} applicationId={application.id} /> : null}
      </CardContent>
    </Card>
  );
}
