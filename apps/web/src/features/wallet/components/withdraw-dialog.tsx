import { type BankAccount, moneyAmount, PIN_LENGTH, walletMessages } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useIdempotencyKey } from '../api/idempotency-key';
import { useWithdraw } from '../api/withdraw';
import { AmountField, parseAmount } from './amount-field';
import { PinPad } from './pin-pad';

interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bankAccount: BankAccount;
  balance: number;
}

/**
 * Withdraw NGN to the saved bank account: the amount, then the PIN. The Idempotency-Key stays the same
 * while the amount does (a retry after a wrong PIN or a lost answer), so the money moves at most once.
 */
export function WithdrawDialog({ open, onOpenChange, bankAccount, balance }: WithdrawDialogProps) {
  const [amountText, setAmountText] = useState('');
  const [pin, setPin] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [pinError, setPinError] = useState<string>();
  const idempotency = useIdempotencyKey();
  const withdraw = useWithdraw();

  const close = (next: boolean) => {
    if (!next) {
      idempotency.reset();
      setPin('');
      setPinError(undefined);
    }
    onOpenChange(next);
  };

  const submit = () => {
    const checked = moneyAmount.safeParse(parseAmount(amountText) ?? undefined);
    setAmountError(
      checked.success ? undefined : (checked.error.issues[0]?.message ?? walletMessages.amountRequired),
    );
    setPinError(pin.length === PIN_LENGTH ? undefined : walletMessages.pinFormat);
    if (!checked.success || pin.length !== PIN_LENGTH) return;
    const amount = checked.data;
    withdraw.mutate(
      { amount, pin, idempotencyKey: idempotency.keyFor({ amount, currency: 'NGN' }) },
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

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Withdraw"
      description={`To ${bankAccount.accountName} · ${bankAccount.bankName} · ${bankAccount.accountNumber}. Available: ${formatMoney(balance, 'NGN')}.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={submit} isLoading={withdraw.isPending}>
            Withdraw
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
        <AmountField value={amountText} onChange={setAmountText} error={amountError} symbol="₦" />
        <PinPad label="Transaction PIN" value={pin} onChange={setPin} error={pinError} />
      </form>
    </Dialog>
  );
}
