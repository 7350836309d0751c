import {
  ifMatch,
  taskMessages,
  type Paginated,
  type Task,
  type TaskCreate,
  type TaskUpdate,
} from '@oja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const TASKS_FALLBACK = 'Could not get tasks. Try again later.';
export const taskKeys = { all: ['tasks'] as const, list: (page: number) => ['tasks', 'list', page] as const };

/** GET /v1/dashboard/task: due date first, undated last. */
export const getTasks = (page: number, signal?: AbortSignal) =>
  api.get<Paginated<Task>>('/v1/dashboard/task', {
    query: { page, limit: 10 },
    fallbackMessage: TASKS_FALLBACK,
    signal,
  });

export const tasksQueryOptions = (page = 1) =>
  queryOptions({ queryKey: taskKeys.list(page), queryFn: ({ signal }) => getTasks(page, signal) });
export const useTasks = (page = 1) => useQuery(tasksQueryOptions(page));

/** POST /v1/dashboard/task */
export const createTask = (body: Partial<TaskCreate> & { title: string }) =>
  api.post<Task>('/v1/dashboard/task', body);
export const useCreateTask = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
      toast.success(taskMessages.created);
      onSuccess?.();
    },
  });
};

/** PUT /v1/dashboard/task/{id}, from the task's `version` when given (decision 019). */
export const updateTask = ({ id, version, ...body }: TaskUpdate & { id: string; version?: number }) =>
  api.put<Task>(`/v1/dashboard/task/${encodeURIComponent(id)}`, body, { headers: ifMatch(version) });
export const useUpdateTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
      toast.success(taskMessages.updated);
    },
  });
};
