import { MESSAGE_MAX_LENGTH, startConversationBody, type StartConversationBody } from '@oja/contracts';
import { Headset, UserRound } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormTextAreaField, FormTextField } from '@/components/form/form-text-field';
import { FormActions } from '@/components/form/form-actions';
import { useZodForm } from '@/components/form/use-zod-form';
import { Dialog } from '@/components/ui/dialog';
import { RadioCard } from '@/components/ui/radio-card';
import { useStartConversation } from '../api/start-conversation';
import type { Conversation } from '../types';

const optional = (value: string) => value.trim() || undefined;

/** The form's fields; blank optional ones are left out, then the contracts' schema has the last word. */
const formSchema = z
  .object({
    counterpart: z.enum(['buyer', 'support']),
    email: z.string(),
    name: z.string(),
    orderId: z.string(),
    text: z.string().max(MESSAGE_MAX_LENGTH, `A message has at most ${MESSAGE_MAX_LENGTH} characters`),
  })
  .transform((v): StartConversationBody =>
    v.counterpart === 'support'
      ? { counterpart: 'support', text: optional(v.text) }
      : {
          counterpart: 'buyer',
          email: v.email.trim(),
          name: optional(v.name),
          orderId: optional(v.orderId),
          text: optional(v.text),
        },
  )
  .pipe(startConversationBody);
type FormValues = z.input<typeof formSchema>;
const fieldNames = ['email', 'name', 'orderId', 'text'] as const;

interface StartConversationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: (conversation: Conversation) => void;
}

/** Starts a conversation with a buyer (emailed a private link to reply) or with Oja support. */
export function StartConversationDialog({ open, onOpenChange, onStarted }: StartConversationDialogProps) {
  const form = useZodForm<FormValues, StartConversationBody>(formSchema, {
    defaultValues: { counterpart: 'buyer', email: '', name: '', orderId: '', text: '' },
  });
  const { register, control, reset } = form;
  const start = useStartConversation({
    onSuccess: (conversation) => {
      reset();
      onOpenChange(false);
      onStarted(conversation);
    },
  });
  const toBuyer = useWatch({ control, name: 'counterpart' }) === 'buyer';
  const submit = (body: StartConversationBody) =>
    start.mutate(body, { onError: (error) => form.setServerErrors(error, fieldNames) });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New conversation"
      description="Write to a buyer about an order or a booking, or ask Oja support for help."
    >
      <Form form={form} onSubmit={submit}>
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Who do you want to talk to?</legend>
          <RadioCard
            value="buyer"
            title="A buyer"
            description="They get an email with a link to reply."
            icon={<UserRound aria-hidden="true" className="size-5" />}
            {...register('counterpart')}
          />
          <RadioCard
            value="support"
            title="Oja support"
            description="Our team answers within a day."
            icon={<Headset aria-hidden="true" className="size-5" />}
            {...register('counterpart')}
          />
        </fieldset>
        {toBuyer ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormTextField
              form={form}
              name="email"
              label="Buyer's email"
              type="email"
              autoComplete="off"
              className="sm:col-span-2"
            />
            <FormTextField form={form} name="name" label="Buyer's name (optional)" autoComplete="off" />
            <FormTextField form={form} name="orderId" label="Order ID (optional)" autoComplete="off" />
          </div>
        ) : null}
        <FormTextAreaField
          form={form}
          name="text"
          label={toBuyer ? 'First message (optional)' : 'Message (optional)'}
        />
        <FormActions
          submitLabel="Start conversation"
          onCancel={() => onOpenChange(false)}
          isPending={start.isPending}
          cancelWhilePending
        />
      </Form>
    </Dialog>
  );
}
