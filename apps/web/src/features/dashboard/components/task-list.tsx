import { CheckCircle2, Circle, ListTodo } from 'lucide-react';
import { useEffect } from 'react';
import type { Task } from '@oja/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { EditConflictDialog, useEditConflict } from '@/components/form/edit-conflict-dialog';
import { Form } from '@/components/form/form';
import { ListStatus } from '@/components/data-table/list-status';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatLongDate } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { lazyResolver } from '@/lib/lazy-resolver';
import { taskKeys, useCreateTask, useTasks, useUpdateTask } from '../api/tasks';
import type { TaskValues } from './task-resolver';

const validation = lazyResolver(() => import('./task-resolver').then((m) => m.taskResolver));

/** The merchant's tasks: add one with a due date, tick one off. */
export function TaskList() {
  const tasks = useListLoad(useTasks(), 'your tasks');
  const update = useUpdateTask();
  const queryClient = useQueryClient();
  // A tick names the version of the task it shows; a task changed elsewhere meanwhile asks first.
  const conflict = useEditConflict({
    version: undefined,
    onReloadTheirs: () => void queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
  const setStatus = (task: Task, status: Task['status'], overwrite = false) =>
    update.mutate(
      { id: task.id, status, version: overwrite ? undefined : task.version },
      { onError: (error) => conflict.caught(error, () => setStatus(task, status, true)) },
    );
  useEffect(() => void validation.preload(), []);
  const form = useForm<TaskValues>({
    resolver: validation.resolver,
    defaultValues: { title: '', dueDate: '' },
  });
  const create = useCreateTask({ onSuccess: () => form.reset() });
  const error = form.formState.errors.title?.message;
  return (
    <Card>
      <EditConflictDialog {...conflict.dialog} />
      <CardHeader title="Tasks" description="Things to follow up" />
      <div className="px-5 pb-4">
        <Form
          form={form}
          className="mb-3 flex flex-col gap-2"
          onSubmit={(v) => create.mutate({ title: v.title, ...(v.dueDate ? { dueDate: v.dueDate } : {}) })}
        >
          <div className="flex gap-2">
            <input
              {...form.register('title')}
              aria-label="New task"
              placeholder="Add a task"
              aria-invalid={!!error}
              aria-describedby={error ? 'task-title-error' : undefined}
              className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
            />
            <input
              {...form.register('dueDate')}
              type="date"
              aria-label="Due date"
              className="h-10 w-36 rounded-lg border border-slate-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
            />
          </div>
          {error ? (
            <p id="task-title-error" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" size="sm" isLoading={create.isPending} className="self-end">
            Add task
          </Button>
        </Form>
        <ListStatus
          load={tasks}
          isEmpty={(loaded) => loaded.results.length === 0}
          empty={<EmptyState icon={ListTodo} title="No tasks yet" description="Tasks you add show here" />}
        >
          {(loaded) => (
            <ul className="divide-y divide-slate-100" aria-label="Tasks">
              {loaded.results.map((task) => {
                const done = task.status === 'done';
                return (
                  <li key={task.id} className="flex items-center gap-3 py-2">
                    <button
                      type="button"
                      aria-label={done ? `Reopen ${task.title}` : `Complete ${task.title}`}
                      aria-pressed={done}
                      onClick={() => setStatus(task, done ? 'todo' : 'done')}
                      className="rounded-full text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      {done ? (
                        <CheckCircle2 aria-hidden="true" className="size-5" />
                      ) : (
                        <Circle aria-hidden="true" className="size-5" />
                      )}
                    </button>
                    <span className="min-w-0 flex-1">
                      <span
                        className={cn(
                          'block truncate text-sm text-slate-900',
                          done && 'text-slate-600 line-through',
                        )}
                      >
                        {task.title}
                      </span>
                      {task.dueDate ? (
                        <span className="text-xs text-slate-600">Due {formatLongDate(task.dueDate)}</span>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </ListStatus>
      </div>
    </Card>
  );
}
