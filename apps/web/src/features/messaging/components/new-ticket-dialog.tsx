import { openHelpdeskTicketBody } from '@oja/contracts';
import type { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormTextField } from '@/components/form/form-text-field';
import { FormActions } from '@/components/form/form-actions';
import { useZodForm } from '@/components/form/use-zod-form';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { useOpenTicket } from '../api/open-ticket';
import type { HelpdeskTicketDetail } from '../types';

type TicketValues = z.infer<typeof openHelpdeskTicketBody>;

interface NewTicketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpened: (ticket: HelpdeskTicketDetail) => void;
}

/** Opens a helpdesk ticket: a subject and the first message. */
export function NewTicketDialog({ open, onOpenChange, onOpened }: NewTicketDialogProps) {
  const form = useZodForm(openHelpdeskTicketBody, { defaultValues: { subject: '', message: '' } });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  const openTicket = useOpenTicket({
    onSuccess: (ticket) => {
      reset();
      onOpenChange(false);
      onOpened(ticket);
    },
  });
  const submit = (values: TicketValues) =>
    openTicket.mutate(values, { onError: (error) => form.setServerErrors(error, ['subject', 'message']) });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New helpdesk ticket"
      description="Tell us what you need help with. Replies also arrive by email."
    >
      <Form form={form} onSubmit={submit}>
        <FormTextField form={form} name="subject" label="Subject" autoComplete="off" />
        <TextAreaField label="Message" rows={5} error={errors.message?.message} {...register('message')} />
        <FormActions
          submitLabel="Open ticket"
          onCancel={() => onOpenChange(false)}
          isPending={openTicket.isPending}
          cancelWhilePending
        />
      </Form>
    </Dialog>
  );
}
