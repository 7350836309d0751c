import { LINK_NOTE_MAX, linkEmailBody } from '@oja/contracts';
import type { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormTextAreaField, FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useEmailLink } from './email-link';

type Values = z.input<typeof linkEmailBody>;

/**
 * "Send by email": the buyer's address (prefilled when known, editable), an optional short note, Send.
 * A success toasts and closes; a refusal (a revoked link, the daily limit) stays in the dialog and says why.
 */
export function EmailLinkDialog({
  url,
  email = '',
  onClose,
}: {
  url: string;
  email?: string;
  onClose: () => void;
}) {
  const form = useZodForm<Values, z.output<typeof linkEmailBody>>(linkEmailBody, {
    defaultValues: { url, email, note: '' },
  });
  const idempotency = useIdempotencyKey();
  const send = useEmailLink();
  const submit = (body: z.output<typeof linkEmailBody>) => {
    const payload = { ...body, note: body.note || undefined };
    send.mutate(
      { body: payload, key: idempotency.keyFor(payload) },
      {
        onSuccess: () => {
          idempotency.reset();
          onClose();
        },
        onError: (error) => form.setServerErrors(error, ['email', 'note']),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Send the link by email"
      description="The buyer gets the link in an email from your business."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button isLoading={send.isPending} onClick={form.handleSubmit(submit)}>
            Send
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit}>
        <FormTextField form={form} name="email" label="Buyer's email" type="email" autoComplete="off" />
        <FormTextAreaField
          form={form}
          name="note"
          label="Note (optional)"
          rows={3}
          hint={`Up to ${LINK_NOTE_MAX} characters, sent as plain text.`}
        />
        {send.error ? <FormAlert>{send.error.message}</FormAlert> : null}
      </Form>
    </Dialog>
  );
}
