import { unlockPinRequest, walletMessages } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { useRequestUnlockCode, useUnlockPin } from '../api/unlock-pin';

interface UnlockPinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Unlocks a locked PIN: Oja emails a 6-digit code to the account's address, the merchant types it in.
 * Only someone who reads that mailbox can lift the lock, so a stolen password alone cannot.
 */
export function UnlockPinDialog({ open, onOpenChange }: UnlockPinDialogProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const send = useRequestUnlockCode();
  const unlock = useUnlockPin();
  const sentTo = send.data?.sentTo;

  const close = (next: boolean) => {
    if (!next) {
      setCode('');
      setCodeError(undefined);
      send.reset();
      unlock.reset();
    }
    onOpenChange(next);
  };

  const submit = () => {
    const checked = unlockPinRequest.safeParse({ code });
    if (!checked.success) return setCodeError(checked.error.issues[0]?.message);
    setCodeError(undefined);
    unlock.mutate(checked.data, {
      onSuccess: () => {
        toast.success(walletMessages.pinUnlocked);
        close(false);
      },
      onError: (error) => setCodeError(error.message),
    });
  };

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
            <Button onClick={submit} isLoading={unlock.isPending}>
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
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <p className="text-sm text-slate-700" role="status">
              {walletMessages.unlockCodeSent} Sent to {sentTo}.
            </p>
            <TextField
              label="Code from the email"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              error={codeError}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <button
              type="button"
              className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              onClick={() => {
                setCode('');
                setCodeError(undefined);
                send.mutate();
              }}
            >
              Email me a new code
            </button>
          </form>
        ) : null}
      </div>
    </Dialog>
  );
}
