import { zodResolver } from '@hookform/resolvers/zod';
import { sendRequestBody, type SendRequestBody } from '@oja/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/field';
import { applyServerErrors } from '@/lib/form-errors';
import { useSendRequest } from '../api/send-request';

interface SendRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}

/** Proposes a partnership to another merchant, found by their username or email. */
export function SendRequestDialog({ open, onOpenChange, onSent }: SendRequestDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SendRequestBody>({
    resolver: zodResolver(sendRequestBody),
    defaultValues: { recipient: '', message: '' },
  });
  const send = useSendRequest({
    onSuccess: () => {
      reset();
      onOpenChange(false);
      onSent();
    },
  });
  const submit = handleSubmit((body) =>
    send.mutate(body, {
      onError: (error) => applyServerErrors(error, setError, ['recipient', 'message']),
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Send a partnership request"
      description="Invite another Oja merchant to work with you. They can accept or decline."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Merchant's username or email"
          autoComplete="off"
          error={errors.recipient?.message}
          {...register('recipient')}
        />
        <TextAreaField
          label="Message"
          rows={4}
          placeholder="Say who you are and what you would like to do together."
          error={errors.message?.message}
          {...register('message')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={send.isPending}>
            Send request
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
