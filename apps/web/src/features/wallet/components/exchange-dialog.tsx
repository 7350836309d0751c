import {
  type ExchangeQuote,
  MAX_MONEY_AMOUNT,
  moneyAmount,
  type WalletBalance,
  type WalletCurrency,
  walletCurrencies,
  walletMessages,
} from '@oja/contracts';
import { useEffect, useState } from 'react';
import { MoneyInput } from '@/components/money-input/money-input';
import { currencyDecimals, moneyTextToMajor } from '@/components/money-input/money-text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { currencyDisplay, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCreateQuote, useExchangeCurrency, useExchangeRate } from '../api/exchange';
import { useIdempotencyKey } from '../api/idempotency-key';

interface ExchangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wallets: readonly WalletBalance[];
}

const selectClass =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700';

/** Seconds left until `expiresAt`, ticking every second. */
const useSecondsLeft = (expiresAt: string | undefined) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const tick = () => setNow(Date.now());
    // Tick at once (the dialog may have been mounted long before this quote), then every second.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [expiresAt]);
  return expiresAt ? Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000)) : 0;
};

/** Exchange between wallets: a live indicative rate, then a server quote that holds until its countdown ends. */
export function ExchangeDialog({ open, onOpenChange, wallets }: ExchangeDialogProps) {
  const [from, setFrom] = useState<WalletCurrency>('NGN');
  const [to, setTo] = useState<WalletCurrency>('USD');
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string>();
  const [quote, setQuote] = useState<ExchangeQuote | null>(null);
  const rate = useExchangeRate(from, to, open);
  const createQuote = useCreateQuote();
  const exchange = useExchangeCurrency();
  const idempotency = useIdempotencyKey();
  const secondsLeft = useSecondsLeft(quote?.expiresAt);
  const expired = quote !== null && secondsLeft === 0;
  const balance = wallets.find((w) => w.currency === from)?.balance ?? 0;

  const change = (apply: () => void) => {
    apply();
    setQuote(null);
  };
  const close = (next: boolean) => {
    if (!next) {
      setQuote(null);
      setError(undefined);
      idempotency.reset();
    }
    onOpenChange(next);
  };

  const requestQuote = () => {
    const checked = moneyAmount.safeParse(moneyTextToMajor(amountText, currencyDecimals(from)));
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? walletMessages.amountRequired);
    if (from === to) return setError(walletMessages.sameCurrency);
    setError(undefined);
    createQuote.mutate(
      { from, to, amount: checked.data },
      { onSuccess: setQuote, onError: (e) => setError(e.message) },
    );
  };

  const confirm = () => {
    if (!quote) return;
    exchange.mutate(
      { quoteId: quote.id, idempotencyKey: idempotency.keyFor({ quoteId: quote.id }) },
      {
        onSuccess: () => {
          toast.success(walletMessages.exchanged);
          setAmountText('');
          close(false);
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  const currencySelect = (label: string, value: WalletCurrency, set: (c: WalletCurrency) => void) => (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className={selectClass}
          value={value}
          onChange={(e) => change(() => set(e.target.value as WalletCurrency))}
        >
          {walletCurrencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

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
            <Button onClick={requestQuote} isLoading={createQuote.isPending}>
              {expired ? 'Get a new quote' : 'Get quote'}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3">
          {currencySelect('From', from, setFrom)}
          {currencySelect('To', to, setTo)}
        </div>
        <MoneyInput
          label={`Amount (${currencyDisplay(from).symbol})`}
          currency={from}
          max={MAX_MONEY_AMOUNT}
          value={amountText}
          onChange={(v) => change(() => setAmountText(v))}
          error={error}
        />
        {rate.data?.rate ? (
          <p className="text-sm text-slate-600">
            Live rate: 1 {from} = {rate.data.rate.toLocaleString('en-US', { maximumFractionDigits: 6 })} {to}
          </p>
        ) : null}
        {quote ? (
          <div role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
            <p className="font-medium text-slate-900">
              {formatMoney(quote.amount, quote.from)} → {formatMoney(quote.convertedAmount, quote.to)}
            </p>
            <p className={expired ? 'mt-1 text-red-700' : 'mt-1 text-slate-600'}>
              {expired ? walletMessages.quoteExpired : `Quote expires in ${secondsLeft}s`}
            </p>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
