import { calendarMessages } from '@oja/contracts';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { useZodForm } from '@/components/form/use-zod-form';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useCreateEntry } from '../api/calendar';

const schema = z
  .object({
    title: z.string().trim().min(1, calendarMessages.titleRequired).max(200),
    start: z.string().min(1, 'Choose a start'),
    end: z.string().min(1, 'Choose an end'),
  })
  .refine((v) => new Date(v.end) > new Date(v.start), {
    path: ['end'],
    message: calendarMessages.endAfterStart,
  });
type Values = z.infer<typeof schema>;

const field =
  'h-10 w-full rounded-lg border border-slate-300 px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700';

/** Adds an own calendar entry; a failure reads 'Could not add Calendar. Try again later.' */
export function CreateEntryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(schema, { defaultValues: { title: '', start: '', end: '' } });
  const create = useCreateEntry({
    onSuccess: () => {
      form.reset();
      onOpenChange(false);
    },
  });
  const errors = form.formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add to calendar">
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={(v: Values) =>
          create.mutate({
            title: v.title,
            start: new Date(v.start).toISOString(),
            end: new Date(v.end).toISOString(),
            allDay: false,
          })
        }
      >
        {create.isError ? <FormAlert>{create.error.message || calendarMessages.addFailed}</FormAlert> : null}
        {(['title', 'start', 'end'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`entry-${name}`} className="mb-1 block text-sm font-medium text-slate-800">
              {name === 'title' ? 'Title' : name === 'start' ? 'Starts' : 'Ends'}
            </label>
            <input
              id={`entry-${name}`}
              type={name === 'title' ? 'text' : 'datetime-local'}
              className={field}
              aria-invalid={!!errors[name]}
              aria-describedby={errors[name] ? `entry-${name}-error` : undefined}
              {...form.register(name)}
            />
            {errors[name] ? (
              <p id={`entry-${name}-error`} className="mt-1 text-sm text-red-700">
                {errors[name]?.message}
              </p>
            ) : null}
          </div>
        ))}
        <FormActions
          className="mt-2 flex justify-end gap-2"
          submitLabel="Add entry"
          onCancel={() => onOpenChange(false)}
          isPending={create.isPending}
          cancelWhilePending
        />
      </Form>
    </Dialog>
  );
}
