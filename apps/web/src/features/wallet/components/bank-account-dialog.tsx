import {
  type BankVerification,
  type ResolveAccountRequest,
  resolveAccountRequest,
  walletMessages,
} from '@oja/contracts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/lib/toast';
import { useBanks } from '../api/get-banks';
import { useResolveAccount } from '../api/resolve-account';
import { useUpdateBankDetails } from '../api/update-bank-details';
import { BankNameCheck } from './bank-name-check';
import { FormPinPad } from './form-pin-pad';
import { saveAccountFormFor } from './save-account-form';
import { walletFormOptions } from './wallet-amount';

interface BankAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Bank account: pick the bank and type the number, verify (the bank's account name), then save with the PIN. */
export function BankAccountDialog({ open, onOpenChange }: BankAccountDialogProps) {
  const banks = useBanks(open);
  const [verification, setVerification] = useState<BankVerification | null>(null);
  const account = useZodForm(resolveAccountRequest, {
    ...walletFormOptions,
    defaultValues: { accountBank: '', accountNumber: '' },
  });
  const confirmation = useZodForm(saveAccountFormFor(verification), {
    ...walletFormOptions,
    defaultValues: { pin: '', confirmed: false },
  });
  const resolve = useResolveAccount();
  const save = useUpdateBankDetails();

  // A changed bank or number is verified again.
  const unverify = () => {
    setVerification(null);
    confirmation.reset();
  };
  const close = (next: boolean) => {
    if (!next) {
      unverify();
      account.clearErrors();
    }
    onOpenChange(next);
  };

  const verify = (body: ResolveAccountRequest) =>
    resolve.mutate(body, {
      onSuccess: setVerification,
      onError: (error) => account.setError('accountNumber', { message: error.message }),
    });

  const submit = verification
    ? confirmation.handleSubmit(({ pin }) =>
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
              confirmation.resetField('pin');
              confirmation.setError('pin', { message: error.message });
            },
          },
        ),
      )
    : account.handleSubmit(verify);

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
          <Button onClick={() => void submit()} isLoading={resolve.isPending || save.isPending}>
            {verification ? 'Save account' : 'Verify account'}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label="Bank"
          placeholder={banks.isPending ? 'Loading banks…' : 'Choose a bank'}
          options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
          error={account.formState.errors.accountBank?.message}
          {...account.register('accountBank', { onChange: unverify })}
        />
        <Controller
          control={account.control}
          name="accountNumber"
          render={({ field: { value, onChange }, fieldState }) => (
            <TextField
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              value={value}
              error={fieldState.error?.message}
              onChange={(event) => {
                onChange(event.target.value.replace(/\D/g, ''));
                unverify();
              }}
            />
          )}
        />
        {verification ? (
          <>
            <Controller
              control={confirmation.control}
              name="confirmed"
              render={({ field: { value, onChange }, fieldState }) => (
                <BankNameCheck
                  verification={verification}
                  confirmed={value}
                  onConfirmedChange={(next) => {
                    onChange(next);
                    if (next) confirmation.clearErrors('confirmed');
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FormPinPad control={confirmation.control} name="pin" label="Transaction PIN" keypad={false} />
          </>
        ) : null}
      </form>
    </Dialog>
  );
}
