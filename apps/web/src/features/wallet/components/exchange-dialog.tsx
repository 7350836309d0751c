import {
  type ExchangeQuote as Quote,
  MAX_MONEY_AMOUNT,
  type WalletBalance,
  walletCurrencies,
  walletMessages,
} from '@oja/contracts';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { MoneyInput } from '@/components/money-input/money-input';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { currencyDisplay, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCreateQuote, useExchangeCurrency, useExchangeRate } from '../api/exchange';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { ExchangeQuote } from './exchange-quote';
import { useSecondsLeft } from './use-seconds-left';
import { readAmount, walletFormOptions } from './wallet-amount';

const currency = z.enum(walletCurrencies);
const exchangeForm = z
  .object({ from: currency, to: currency, amount: z.string() })
  .transform(({ from, to, amount: text }, ctx) => {
    const amount = readAmount(text, from, ctx);
    if (amount === undefined) return z.NEVER;
    if (from === to) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: walletMessages.sameCurrency });
      return z.NEVER;
    }
    return { from, to, amount };
  });
type ExchangeValues = z.input<typeof exchangeForm>;
type Exchange = z.output<typeof exchangeForm>;
const currencyOptions = walletCurrencies.map((code) => ({ value: code, label: code }));

interface ExchangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wallets: readonly WalletBalance[];
}

/** Exchange between wallets: a live indicative rate, then a server quote that holds until its countdown ends. */
export function ExchangeDialog({ open, onOpenChange, wallets }: ExchangeDialogProps) {
  const form = useZodForm<ExchangeValues, Exchange>(exchangeForm, {
    ...walletFormOptions,
    defaultValues: { from: 'NGN', to: 'USD', amount: '' },
  });
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const [quote, setQuote] = useState<Quote | null>(null);
  const rate = useExchangeRate(from, to, open);
  const createQuote = useCreateQuote();
  const exchange = useExchangeCurrency();
  const idempotency = useIdempotencyKey();
  const secondsLeft = useSecondsLeft(quote?.expiresAt);
  const expired = quote !== null && secondsLeft === 0;
  const balance = wallets.find((w) => w.currency === from)?.balance ?? 0;
  // A changed currency or amount needs a new quote.
  const requote = { onChange: () => setQuote(null) };
  const showError = (error: Error) => form.setError('amount', { message: error.message });

  const close = (next: boolean) => {
    if (!next) {
      setQuote(null);
      form.clearErrors();
      idempotency.reset();
    }
    onOpenChange(next);
  };

  const requestQuote = (values: Exchange) =>
    createQuote.mutate(values, { onSuccess: setQuote, onError: showError });

  const confirm = () => {
    if (!quote) return;
    exchange.mutate(
      { quoteId: quote.id, idempotencyKey: idempotency.keyFor({ quoteId: quote.id }) },
      {
        onSuccess: () => {
          toast.success(walletMessages.exchanged);
          form.setValue('amount', '');
          close(false);
        },
        onError: showError,
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Exchange currency"
      description={`Available: ${formatMoney(balance, from)}`}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          {quote && !expired ? (
            <Button onClick={confirm} isLoading={exchange.isPending}>
              Confirm exchange
            </Button>
          ) : (
            <Button onClick={form.handleSubmit(requestQuote)} isLoading={createQuote.isPending}>
              {expired ? 'Get a new quote' : 'Get quote'}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3">
          <SelectField label="From" options={currencyOptions} {...form.register('from', requote)} />
          <SelectField label="To" options={currencyOptions} {...form.register('to', requote)} />
        </div>
        <Controller
          control={form.control}
          name="amount"
          render={({ field: { value, onChange }, fieldState }) => (
            <MoneyInput
              label={`Amount (${currencyDisplay(from).symbol})`}
              currency={from}
              max={MAX_MONEY_AMOUNT}
              value={value}
              onChange={(text) => {
                onChange(text);
                setQuote(null);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        {rate.data?.rate ? (
          <p className="text-sm text-slate-600">
            Live rate: 1 {from} = {rate.data.rate.toLocaleString('en-US', { maximumFractionDigits: 6 })} {to}
          </p>
        ) : null}
        {quote ? <ExchangeQuote quote={quote} secondsLeft={secondsLeft} /> : null}
      </div>
    </Dialog>
  );
}
