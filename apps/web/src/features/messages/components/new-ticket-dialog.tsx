import { zodResolver } from '@hookform/resolvers/zod';
import { openHelpdeskTicketBody } from '@oja/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/field';
import { applyServerFieldErrors } from '@/lib/form-errors';
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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TicketValues>({
    resolver: zodResolver(openHelpdeskTicketBody),
    defaultValues: { subject: '', message: '' },
  });
  const openTicket = useOpenTicket({
    onSuccess: (ticket) => {
      reset();
      onOpenChange(false);
      onOpened(ticket);
    },
  });
  const submit = handleSubmit((values) =>
    openTicket.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, setError, ['subject', 'message']),
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New helpdesk ticket"
      description="Tell us what you need help with. Replies also arrive by email."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Subject"
          autoComplete="off"
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField label="Message" rows={5} error={errors.message?.message} {...register('message')} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={openTicket.isPending}>
            Open ticket
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
