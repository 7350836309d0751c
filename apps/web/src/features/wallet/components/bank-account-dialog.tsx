import { type BankVerification, resolveAccountRequest, PIN_LENGTH, walletMessages } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextField } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useBanks } from '../api/get-banks';
import { useResolveAccount } from '../api/resolve-account';
import { useUpdateBankDetails } from '../api/update-bank-details';
import { BankNameCheck, NAME_MISMATCH_CONFIRM_REQUIRED } from './bank-name-check';
import { PinPad } from './pin-pad';

interface BankAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Bank account: pick the bank and type the number, verify (the bank's account name), then save with the PIN. */
export function BankAccountDialog({ open, onOpenChange }: BankAccountDialogProps) {
  const banks = useBanks(open);
  const [accountBank, setAccountBank] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'accountBank' | 'accountNumber', string>>>({});
  const [verification, setVerification] = useState<BankVerification | null>(null);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string>();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const resolve = useResolveAccount();
  const save = useUpdateBankDetails();

  const close = (next: boolean) => {
    if (!next) {
      setVerification(null);
      setConfirmed(false);
      setConfirmError(undefined);
      setPin('');
      setPinError(undefined);
      setErrors({});
    }
    onOpenChange(next);
  };

  const verify = () => {
    const checked = resolveAccountRequest.safeParse({ accountBank, accountNumber });
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) next[issue.path[0] as keyof typeof errors] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    resolve.mutate(checked.data, {
      onSuccess: setVerification,
      onError: (error) => setErrors({ accountNumber: error.message }),
    });
  };

  const submit = () => {
    if (!verification) return verify();
    const mismatchUnconfirmed = !verification.nameMatched && !confirmed;
    setConfirmError(mismatchUnconfirmed ? NAME_MISMATCH_CONFIRM_REQUIRED : undefined);
    setPinError(pin.length === PIN_LENGTH ? undefined : walletMessages.pinFormat);
    if (mismatchUnconfirmed || pin.length !== PIN_LENGTH) return;
    save.mutate(
      {
        verificationId: verification.verificationId,
        pin,
        ...(verification.nameMatched ? {} : { confirmNameMismatch: true }),
      },
      {
        onSuccess: () => {
          toast.success(walletMessages.bankDetailsUpdated);
          close(false);
        },
        onError: (error) => {
          setPin('');
          setPinError(error.message);
        },
      },
    );
  };

  const edit = (apply: () => void) => {
    apply();
    setVerification(null);
    setConfirmed(false);
    setConfirmError(undefined);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Bank account"
      description="Withdrawals are paid into this account. We check the account name with your bank."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={submit} isLoading={resolve.isPending || save.isPending}>
            {verification ? 'Save account' : 'Verify account'}
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
        <Field label="Bank" error={errors.accountBank}>
          {(control) => (
            <select
              {...control}
              value={accountBank}
              onChange={(event) => edit(() => setAccountBank(event.target.value))}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <option value="">{banks.isPending ? 'Loading banks…' : 'Choose a bank'}</option>
              {banks.data?.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={accountNumber}
          error={errors.accountNumber}
          onChange={(event) => edit(() => setAccountNumber(event.target.value.replace(/\D/g, '')))}
        />
        {verification ? (
          <>
            <BankNameCheck
              verification={verification}
              confirmed={confirmed}
              onConfirmedChange={(next) => {
                setConfirmed(next);
                if (next) setConfirmError(undefined);
              }}
              error={confirmError}
            />
            <PinPad label="Transaction PIN" value={pin} onChange={setPin} error={pinError} keypad={false} />
          </>
        ) : null}
      </form>
    </Dialog>
  );
}
