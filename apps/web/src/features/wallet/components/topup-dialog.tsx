import {
  MAX_MONEY_AMOUNT,
  moneyAmount,
  topupCurrencies,
  type WalletCurrency,
  walletMessages,
} from '@oja/contracts';
import { useState } from 'react';
import { MoneyInput } from '@/components/money-input/money-input';
import { currencyDecimals, moneyTextToMajor } from '@/components/money-input/money-text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { currencyDisplay } from '@/lib/format';
import { useIdempotencyKey } from '../api/idempotency-key';
import { useStartTopup } from '../api/start-topup';

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
  const [amountText, setAmountText] = useState('');
  const [currency, setCurrency] = useState<WalletCurrency>('NGN');
  const [error, setError] = useState<string>();
  const idempotency = useIdempotencyKey();
  const topup = useStartTopup();

  const close = (next: boolean) => {
    if (!next) idempotency.reset();
    onOpenChange(next);
  };

  const submit = () => {
    const checked = moneyAmount.safeParse(moneyTextToMajor(amountText, currencyDecimals(currency)));
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? walletMessages.amountRequired);
    setError(undefined);
    const body = { amount: checked.data, currency, callbackUrl: paths.app.wallet.root.getHref() };
    topup.mutate(
      { ...body, idempotencyKey: idempotency.keyFor(body) },
      { onSuccess: (result) => redirect(result.authorizationUrl), onError: (e) => setError(e.message) },
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
          <Button onClick={submit} isLoading={topup.isPending}>
            Continue to payment
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="Currency">
          {(control) => (
            <select
              {...control}
              value={currency}
              onChange={(event) => setCurrency(event.target.value as WalletCurrency)}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {topupCurrencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <MoneyInput
          label={`Amount (${currencyDisplay(currency).symbol})`}
          currency={currency}
          max={MAX_MONEY_AMOUNT}
          value={amountText}
          onChange={setAmountText}
          error={error}
        />
      </form>
    </Dialog>
  );
}
