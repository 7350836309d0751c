import {
  REFUND_DESTINATIONS,
  refundDestination,
  refundDestinationLabel,
  type RefundRequest,
  refundRequest,
} from '@oja/contracts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { MoneyInput } from '@/components/money-input/money-input';
import { moneyTextToMajor } from '@/components/money-input/money-text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { RadioCard } from '@/components/ui/radio-card';
import { formatMoney } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency-key';

const DESTINATION_HINTS = {
  original_payment: 'Back to the card or account the buyer paid with, through the payment provider.',
  store_credit: 'Kept as credit for the buyer with your store.',
} as const;

const refundForm = (refundable: number, currency: string) =>
  z.object({
    amount: z.string().transform((text, ctx) => {
      const major = moneyTextToMajor(text);
      if (major === undefined || major <= 0) {
        ctx.addIssue({ code: 'custom', message: 'Enter the amount to refund' });
        return z.NEVER;
      }
      if (major > refundable) {
        ctx.addIssue({
          code: 'custom',
          message: `At most ${formatMoney(refundable, currency)} is left to refund`,
        });
        return z.NEVER;
      }
      return major;
    }),
    reason: refundRequest.shape.reason,
    destination: refundDestination,
    restock: z.boolean(),
  });
type RefundValues = z.input<ReturnType<typeof refundForm>>;

/** What sends the refund: an order's or an invoice's mutation, called with the body and its key. */
export interface RefundSubmit {
  mutate: (
    body: RefundRequest,
    idempotencyKey: string,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

export interface RefundDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Refund order OJA-…', 'Refund invoice INV-0007', 'Accept return of OJA-…'. */
  title: string;
  currency: string;
  refundable: number;
  /** A product order's lines may go back to stock. */
  canRestock: boolean;
  submit: RefundSubmit;
}

/**
 * A refund of an order or an invoice: the amount (at most what is left), the reason, where it goes and
 * whether the items go back to stock; then a confirmation that says exactly what will happen before any
 * money moves.
 */
export function RefundDialog(props: RefundDialogProps) {
  const { open, onOpenChange, title, currency, refundable, canRestock, submit: refund } = props;
  const form = useZodForm<RefundValues, RefundRequest & { amount: number }>(
    refundForm(refundable, currency),
    {
      reValidateMode: 'onSubmit',
      defaultValues: { amount: '', reason: '', destination: 'original_payment', restock: false },
    },
  );
  const [review, setReview] = useState<RefundRequest | null>(null);
  const idempotency = useIdempotencyKey();

  const close = (next: boolean) => {
    if (!next) {
      idempotency.reset();
      setReview(null);
      form.reset();
    }
    onOpenChange(next);
  };
  const confirm = (body: RefundRequest) =>
    refund.mutate(body, idempotency.keyFor(body), {
      onSuccess: () => close(false),
      onError: (error) => {
        setReview(null);
        form.setError('amount', { message: error.message });
      },
    });

  if (review) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={`Refund ${formatMoney(review.amount, currency)}?`}
        description={`${formatMoney(review.amount, currency)} goes to the buyer’s ${refundDestinationLabel(
          review.destination,
        ).toLowerCase()}${review.restock ? ' and the items go back into stock' : ''}. This cannot be undone.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setReview(null)}>
              Back
            </Button>
            <Button variant="danger" isLoading={refund.isPending} onClick={() => confirm(review)}>
              Refund {formatMoney(review.amount, currency)}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={`Up to ${formatMoney(refundable, currency)} is left to refund.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={form.handleSubmit(setReview)}>Review refund</Button>
        </>
      }
    >
      <Form form={form} onSubmit={setReview} className="flex flex-col gap-4">
        <Controller
          control={form.control}
          name="amount"
          render={({ field: { value, onChange }, fieldState }) => (
            <MoneyInput
              label="Amount to refund"
              currency={currency}
              max={refundable}
              value={value}
              onChange={onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextAreaField
          label="Reason"
          rows={2}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Refund to</legend>
          {REFUND_DESTINATIONS.map((destination) => (
            <RadioCard
              key={destination}
              value={destination}
              title={refundDestinationLabel(destination)}
              description={DESTINATION_HINTS[destination]}
              {...form.register('destination')}
            />
          ))}
        </fieldset>
        {canRestock ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register('restock')} />
            Put the items back into stock
          </label>
        ) : null}
      </Form>
    </Dialog>
  );
}
