import { returnDecline } from '@oja/contracts';
import type { z } from 'zod';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useDeclineReturn } from '../api/decline-return';

type Decline = z.input<typeof returnDecline>;

/** Declines a buyer's return request, with the reason the buyer will be given. */
export function DeclineReturnDialog({
  orderId,
  returnId,
  onClose,
}: {
  orderId: string;
  returnId: string;
  onClose: () => void;
}) {
  const form = useZodForm<Decline, z.output<typeof returnDecline>>(returnDecline, {
    defaultValues: { reason: '' },
  });
  const idempotency = useIdempotencyKey();
  const decline = useDeclineReturn(orderId);
  const submit = ({ reason }: Decline) =>
    decline.mutate(
      { returnId, reason, idempotencyKey: idempotency.keyFor({ returnId, reason }) },
      { onSuccess: onClose, onError: (error) => form.setError('reason', { message: error.message }) },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Decline the return?"
      description="The buyer keeps the items and is not refunded."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep open
          </Button>
          <Button variant="danger" isLoading={decline.isPending} onClick={form.handleSubmit(submit)}>
            Decline return
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit}>
        <TextAreaField
          label="Reason"
          rows={2}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </Form>
    </Dialog>
  );
}
