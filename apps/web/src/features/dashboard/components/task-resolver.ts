import { zodResolver } from '@hookform/resolvers/zod';
import { isoDay, taskMessages } from '@oja/contracts';
import { z } from 'zod';

const schema = z.object({
  title: z.string().trim().min(1, taskMessages.titleRequired).max(200),
  dueDate: z.union([z.literal(''), isoDay]),
});
export type TaskValues = z.infer<typeof schema>;

/** Loaded after the task list paints (see lazyResolver): zod stays out of /dashboard's initial JS. */
export const taskResolver = zodResolver(schema);
