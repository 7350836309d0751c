import { type UnlockPinRequest, unlockPinRequest, walletMessages } from '@oja/contracts';
import { Controller } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { useRequestUnlockCode, useUnlockPin } from '../api/unlock-pin';
import { walletFormOptions } from './wallet-amount';

interface UnlockPinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Unlocks a locked PIN: Oja emails a 6-digit code to the account's address, the merchant types it in.
 * Only someone who reads that mailbox can lift the lock, so a stolen password alone cannot.
 */
export function UnlockPinDialog({ open, onOpenChange }: UnlockPinDialogProps) {
  const form = useZodForm(unlockPinRequest, { ...walletFormOptions, defaultValues: { code: '' } });
  const send = useRequestUnlockCode();
  const unlock = useUnlockPin();
  const sentTo = send.data?.sentTo;

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      send.reset();
      unlock.reset();
    }
    onOpenChange(next);
  };

  const submit = (body: UnlockPinRequest) =>
    unlock.mutate(body, {
      onSuccess: () => {
        toast.success(walletMessages.pinUnlocked);
        close(false);
      },
      onError: (error) => form.setError('code', { message: error.message }),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Unlock your PIN"
      description="We send a 6-digit code to your account's email address. Enter it here to unlock your transaction PIN."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          {sentTo ? (
            <Button onClick={form.handleSubmit(submit)} isLoading={unlock.isPending}>
              Unlock PIN
            </Button>
          ) : (
            <Button onClick={() => send.mutate()} isLoading={send.isPending}>
              Email me a code
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {send.error ? <FormAlert>{send.error.message}</FormAlert> : null}
        {sentTo ? (
          <Form form={form} onSubmit={submit} className="flex flex-col gap-3">
            <p className="text-sm text-slate-700" role="status">
              {walletMessages.unlockCodeSent} Sent to {sentTo}.
            </p>
            <Controller
              control={form.control}
              name="code"
              render={({ field: { value, onChange }, fieldState }) => (
                <TextField
                  label="Code from the email"
                  value={value}
                  onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
                  error={fieldState.error?.message}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                />
              )}
            />
            <button
              type="button"
              className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              onClick={() => {
                form.reset();
                send.mutate();
              }}
            >
              Email me a new code
            </button>
          </Form>
        ) : null}
      </div>
    </Dialog>
  );
}
