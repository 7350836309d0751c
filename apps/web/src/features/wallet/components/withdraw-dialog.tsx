import {
  type BankAccount,
  MAX_MONEY_AMOUNT,
  moneyAmount,
  PIN_LENGTH,
  fromMinor,
  toMinor,
  walletMessages,
  WITHDRAWAL_FEE,
} from '@oja/contracts';
import { useState } from 'react';
import { MoneyInput } from '@/components/money-input/money-input';
import { currencyDecimals, moneyTextToMajor } from '@/components/money-input/money-text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useIdempotencyKey } from '../api/idempotency-key';
import { useWithdraw } from '../api/withdraw';
import { MoneyOutReview } from './money-out-review';
import { PinPad } from './pin-pad';

interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bankAccount: BankAccount;
  balance: number;
}

type Step = 'amount' | 'review' | 'pin';
const CURRENCY = 'NGN';

/**
 * Withdraw NGN to the saved bank account in three steps: the amount; the confirmation of amount, fee and
 * destination; then the PIN. The Idempotency-Key stays the same while the amount does (a retry after a
 * wrong PIN or a lost answer), so the money moves at most once.
 */
export function WithdrawDialog({ open, onOpenChange, bankAccount, balance }: WithdrawDialogProps) {
  const [step, setStep] = useState<Step>('amount');
  const [amountText, setAmountText] = useState('');
  const [amount, setAmount] = useState(0);
  const [pin, setPin] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pinError, setPinError] = useState<string>();
  const idempotency = useIdempotencyKey();
  const withdraw = useWithdraw();
  const total = toMinor(amount) + toMinor(WITHDRAWAL_FEE);
  const summary = `${formatMoney(amount, CURRENCY)} to ${bankAccount.accountName} · ${bankAccount.bankName}`;

  const close = (next: boolean) => {
    if (!next) {
      // A closed withdrawal starts over: the next one never inherits this amount.
      idempotency.reset();
      setStep('amount');
      setAmountText('');
      setAmount(0);
      setPin('');
      setPinError(undefined);
      setAmountError(undefined);
      setRefusal(null);
    }
    onOpenChange(next);
  };

  const review = () => {
    if (refusal) return;
    const checked = moneyAmount.safeParse(moneyTextToMajor(amountText, currencyDecimals(CURRENCY)));
    if (!checked.success) {
      return setAmountError(checked.error.issues[0]?.message ?? walletMessages.amountRequired);
    }
    if (toMinor(checked.data) + toMinor(WITHDRAWAL_FEE) > toMinor(balance)) {
      return setAmountError(walletMessages.insufficientBalance);
    }
    setAmountError(undefined);
    setAmount(checked.data);
    setStep('review');
  };

  const submit = () => {
    if (pin.length !== PIN_LENGTH) return setPinError(walletMessages.pinFormat);
    setPinError(undefined);
    withdraw.mutate(
      { amount, pin, idempotencyKey: idempotency.keyFor({ amount, currency: CURRENCY }) },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message || walletMessages.withdrawalStarted);
          setAmountText('');
          close(false);
        },
        onError: (error) => {
          setPin('');
          setPinError(error.message);
        },
      },
    );
  };

  const steps = {
    amount: {
      description: `To ${bankAccount.accountName} · ${bankAccount.bankName} · ${bankAccount.accountNumber}. Available: ${formatMoney(balance, CURRENCY)}.`,
      back: (
        <Button variant="secondary" onClick={() => close(false)}>
          Cancel
        </Button>
      ),
      next: (
        <Button onClick={review} disabled={refusal !== null}>
          Continue
        </Button>
      ),
      onSubmit: review,
    },
    review: {
      description: 'Check the withdrawal. Your PIN is asked next.',
      back: (
        <Button variant="secondary" onClick={() => setStep('amount')}>
          Change amount
        </Button>
      ),
      next: <Button onClick={() => setStep('pin')}>Confirm and enter PIN</Button>,
      onSubmit: () => setStep('pin'),
    },
    pin: {
      description: `Withdraw ${summary}. Enter your PIN to authorise it.`,
      back: (
        <Button variant="secondary" onClick={() => setStep('review')} disabled={withdraw.isPending}>
          Back
        </Button>
      ),
      next: (
        <Button onClick={submit} isLoading={withdraw.isPending}>
          Withdraw {formatMoney(fromMinor(total), CURRENCY)}
        </Button>
      ),
      onSubmit: submit,
    },
  }[step];

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Withdraw"
      description={steps.description}
      footer={
        <>
          {steps.back}
          {steps.next}
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          steps.onSubmit();
        }}
      >
        {step === 'amount' ? (
          <MoneyInput
            label="Amount (₦)"
            currency={CURRENCY}
            max={MAX_MONEY_AMOUNT}
            value={amountText}
            onChange={setAmountText}
            onRefusalChange={setRefusal}
            error={amountError}
          />
        ) : null}
        {step === 'review' ? (
          <MoneyOutReview
            amount={amount}
            fee={WITHDRAWAL_FEE}
            currency={CURRENCY}
            destination={bankAccount}
            balance={balance}
          />
        ) : null}
        {step === 'pin' ? (
          <PinPad label="Transaction PIN" value={pin} onChange={setPin} error={pinError} autoFocus />
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
