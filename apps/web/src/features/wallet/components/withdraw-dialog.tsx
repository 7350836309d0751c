import { type BankAccount, MAX_MONEY_AMOUNT, fromMinor, toMinor, WITHDRAWAL_FEE } from '@oja/contracts';
import { Controller } from 'react-hook-form';
import { MoneyInput } from '@/components/money-input/money-input';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format';
import { MoneyOutReview } from './money-out-review';
import { PinPad } from './pin-pad';
import { useWithdrawSteps, WITHDRAW_CURRENCY as CURRENCY } from './use-withdraw';

interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bankAccount: BankAccount;
  balance: number;
}

/**
 * Withdraw NGN to the saved bank account in three steps: the amount; the confirmation of amount, fee and
 * destination; then the PIN.
 */
export function WithdrawDialog({ open, onOpenChange, bankAccount, balance }: WithdrawDialogProps) {
  const flow = useWithdrawSteps({ balance, onOpenChange });
  const { step, setStep, amount, withdraw } = flow;
  const total = toMinor(amount) + toMinor(WITHDRAWAL_FEE);
  const to = `${bankAccount.accountName} · ${bankAccount.bankName}`;

  const steps = {
    amount: {
      description: `To ${to} · ${bankAccount.accountNumber}. Available: ${formatMoney(balance, CURRENCY)}.`,
      back: { label: 'Cancel', onClick: () => flow.close(false) },
      next: { label: 'Continue', onClick: flow.review, disabled: flow.refusal !== null },
    },
    review: {
      description: 'Check the withdrawal. Your PIN is asked next.',
      back: { label: 'Change amount', onClick: () => setStep('amount') },
      next: { label: 'Confirm and enter PIN', onClick: () => setStep('pin') },
    },
    pin: {
      description: `Withdraw ${formatMoney(amount, CURRENCY)} to ${to}. Enter your PIN to authorise it.`,
      back: { label: 'Back', onClick: () => setStep('review'), disabled: withdraw.isPending },
      next: {
        label: `Withdraw ${formatMoney(fromMinor(total), CURRENCY)}`,
        onClick: () => void flow.submit(),
        isLoading: withdraw.isPending,
      },
    },
  }[step];
  const { label: backLabel, ...back } = steps.back;
  const { label: nextLabel, ...next } = steps.next;

  return (
    <Dialog
      open={open}
      onOpenChange={flow.close}
      title="Withdraw"
      description={steps.description}
      footer={
        <>
          <Button variant="secondary" {...back}>
            {backLabel}
          </Button>
          <Button {...next}>{nextLabel}</Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          steps.next.onClick();
        }}
      >
        {step === 'amount' ? (
          <Controller
            control={flow.amountFields.control}
            name="amount"
            render={({ field: { value, onChange }, fieldState }) => (
              <MoneyInput
                label="Amount (₦)"
                currency={CURRENCY}
                max={MAX_MONEY_AMOUNT}
                value={value}
                onChange={onChange}
                onRefusalChange={flow.setRefusal}
                error={fieldState.error?.message}
              />
            )}
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
          <Controller
            control={flow.pinFields.control}
            name="pin"
            render={({ field: { value, onChange }, fieldState }) => (
              <PinPad
                label="Transaction PIN"
                value={value}
                onChange={onChange}
                error={fieldState.error?.message}
                autoFocus
              />
            )}
          />
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
