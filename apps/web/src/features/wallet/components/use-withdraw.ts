import { PIN_LENGTH, toMinor, walletMessages, WITHDRAWAL_FEE } from '@oja/contracts';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useWithdraw } from '../api/withdraw';
import { readAmount, walletFormOptions } from './wallet-amount';

export type WithdrawStep = 'amount' | 'review' | 'pin';
export const WITHDRAW_CURRENCY = 'NGN';

/** The amount, with the fee, must be covered by the balance. */
const amountForm = (balance: number) =>
  z.object({ amount: z.string() }).transform(({ amount: text }, ctx) => {
    const amount = readAmount(text, WITHDRAW_CURRENCY, ctx);
    if (amount === undefined) return z.NEVER;
    if (toMinor(amount) + toMinor(WITHDRAWAL_FEE) > toMinor(balance)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: walletMessages.insufficientBalance });
      return z.NEVER;
    }
    return { amount };
  });

const pinForm = z.object({
  pin: z.string().refine((pin) => pin.length === PIN_LENGTH, walletMessages.pinFormat),
});

/**
 * The withdrawal's steps: the amount (held while its field shows a refusal), the review, then the PIN.
 * The Idempotency-Key stays the same while the amount does (a retry after a wrong PIN or a lost
 * answer), so the money moves at most once.
 */
export function useWithdrawSteps({
  balance,
  onOpenChange,
}: {
  balance: number;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<WithdrawStep>('amount');
  const [amount, setAmount] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const amountSchema = useMemo(() => amountForm(balance), [balance]);
  const amountFields = useZodForm<{ amount: string }, { amount: number }>(amountSchema, {
    ...walletFormOptions,
    defaultValues: { amount: '' },
  });
  const pinFields = useZodForm(pinForm, { ...walletFormOptions, defaultValues: { pin: '' } });
  const idempotency = useIdempotencyKey();
  const withdraw = useWithdraw();

  const close = (next: boolean) => {
    if (!next) {
      // A closed withdrawal starts over: the next one never inherits this amount.
      idempotency.reset();
      setStep('amount');
      setAmount(0);
      setRefusal(null);
      amountFields.reset();
      pinFields.reset();
    }
    onOpenChange(next);
  };

  const review = () => {
    if (refusal) return;
    void amountFields.handleSubmit((checked) => {
      setAmount(checked.amount);
      setStep('review');
    })();
  };

  const submit = pinFields.handleSubmit(({ pin }) =>
    withdraw.mutate(
      { amount, pin, idempotencyKey: idempotency.keyFor({ amount, currency: WITHDRAW_CURRENCY }) },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message || walletMessages.withdrawalStarted);
          close(false);
        },
        onError: (error) => {
          pinFields.reset({ pin: '' });
          pinFields.setError('pin', { message: error.message });
        },
      },
    ),
  );

  return {
    step,
    setStep,
    amount,
    refusal,
    setRefusal,
    amountFields,
    pinFields,
    withdraw,
    close,
    review,
    submit,
  };
}
