import { MAX_MONEY_AMOUNT, topupCurrencies } from '@oja/contracts';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { MoneyInput } from '@/components/money-input/money-input';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { currencyDisplay } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useStartTopup } from '../api/start-topup';
import { readAmount, walletFormOptions } from './wallet-amount';

const topupForm = z
  .object({ currency: z.enum(topupCurrencies), amount: z.string() })
  .transform(({ currency, amount: text }, ctx) => {
    const amount = readAmount(text, currency, ctx);
    return amount === undefined ? z.NEVER : { currency, amount };
  });
type TopupValues = z.input<typeof topupForm>;
type Topup = z.output<typeof topupForm>;

const currencyOptions = topupCurrencies.map((code) => ({ value: code, label: code }));

interface TopupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the browser goes to pay (window.location by default). */
  redirect?: (url: string) => void;
}

/** Top up: the amount and currency, then off to the payment provider's checkout page. */
export function TopupDialog({
  open,
  onOpenChange,
  redirect = (url) => window.location.assign(url),
}: TopupDialogProps) {
  const form = useZodForm<TopupValues, Topup>(topupForm, {
    ...walletFormOptions,
    defaultValues: { currency: 'NGN', amount: '' },
  });
  const currency = useWatch({ control: form.control, name: 'currency' });
  const idempotency = useIdempotencyKey();
  const topup = useStartTopup();

  const close = (next: boolean) => {
    if (!next) idempotency.reset();
    onOpenChange(next);
  };

  const submit = (values: Topup) => {
    const body = { ...values, callbackUrl: paths.app.wallet.root.getHref() };
    topup.mutate(
      { ...body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: (result) => redirect(result.authorizationUrl),
        onError: (error) => form.setError('amount', { message: error.message }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Top up wallet"
      description="You will confirm the payment on our payment provider's secure checkout page."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={form.handleSubmit(submit)} isLoading={topup.isPending}>
            Continue to payment
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit}>
        <SelectField label="Currency" options={currencyOptions} {...form.register('currency')} />
        <Controller
          control={form.control}
          name="amount"
          render={({ field: { value, onChange }, fieldState }) => (
            <MoneyInput
              label={`Amount (${currencyDisplay(currency).symbol})`}
              currency={currency}
              max={MAX_MONEY_AMOUNT}
              value={value}
              onChange={onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Form>
    </Dialog>
  );
}
