import { WEBHOOK_EVENTS, type WebhookEndpointInput, webhookEndpointInput } from '@oja/contracts';
import type { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useAddWebhook } from '../api/webhooks';
import { EVENT_LABELS } from './event-labels';

type Values = WebhookEndpointInput;
type Output = z.output<typeof webhookEndpointInput>;

/** Adds an endpoint: its URL, what it is for, and the events it receives. */
export function AddWebhookDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddWebhook();
  const idempotency = useIdempotencyKey();
  const form = useZodForm<Values, Output>(webhookEndpointInput, {
    defaultValues: { url: '', description: '', events: ['order.created', 'order.updated'] },
  });
  const eventsError = form.formState.errors.events?.message;
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      idempotency.reset();
    }
    onOpenChange(next);
  };
  const submit = async (input: Output) => {
    try {
      await add.mutateAsync({ input, key: idempotency.keyFor(input) });
      close(false);
    } catch (error) {
      form.setServerErrors(error, ['url', 'description', 'events']);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add a webhook endpoint"
      description="Oja POSTs each chosen event to this URL, signed with its own secret."
    >
      <Form form={form} onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <FormTextField
          form={form}
          name="url"
          label="Endpoint URL"
          placeholder="https://example.com/oja-events"
          autoComplete="off"
          inputMode="url"
        />
        <FormTextField form={form} name="description" label="Description (optional)" autoComplete="off" />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Events</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={event}
                {...form.register('events')}
                className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
              />
              <span>
                {EVENT_LABELS[event]} <code className="text-xs text-slate-600">{event}</code>
              </span>
            </label>
          ))}
          {eventsError ? (
            <p role="alert" className="text-sm text-red-700">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={add.isPending}>
            Add endpoint
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
