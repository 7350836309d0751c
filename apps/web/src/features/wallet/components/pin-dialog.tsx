import { setPinRequest, walletMessages } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useSetPin } from '../api/set-pin';
import { PinPad } from './pin-pad';

interface PinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Change (needs the current PIN) rather than create. */
  hasPin: boolean;
}

type PinErrors = Partial<Record<'oldPin' | 'pin' | 'confirmPin', string>>;

/** Create the 4-digit transaction PIN, or change it with the current one. */
export function PinDialog({ open, onOpenChange, hasPin }: PinDialogProps) {
  const [oldPin, setOldPin] = useState('');
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [errors, setErrors] = useState<PinErrors>({});
  const setPinMutation = useSetPin();

  const close = (next: boolean) => {
    if (!next) {
      setOldPin('');
      setPin('');
      setConfirmPin('');
      setErrors({});
    }
    onOpenChange(next);
  };

  const submit = () => {
    const body = { pin, confirmPin, ...(hasPin ? { oldPin } : {}) };
    const checked = setPinRequest.safeParse(body);
    if (!checked.success) {
      const next: PinErrors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof PinErrors;
        next[key] ??= issue.message;
      }
      if (hasPin && !/^\d{4}$/.test(oldPin)) next.oldPin = walletMessages.oldPinRequired;
      return setErrors(next);
    }
    setErrors({});
    setPinMutation.mutate(checked.data, {
      onSuccess: (envelope) => {
        toast.success(envelope.message || (hasPin ? walletMessages.pinChanged : walletMessages.pinCreated));
        close(false);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={hasPin ? 'Change transaction PIN' : 'Create transaction PIN'}
      description="Your 4-digit PIN authorises withdrawals and bank account changes."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={submit} isLoading={setPinMutation.isPending}>
            {hasPin ? 'Change PIN' : 'Create PIN'}
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
        {hasPin ? (
          <PinPad
            label="Current PIN"
            value={oldPin}
            onChange={setOldPin}
            error={errors.oldPin}
            keypad={false}
          />
        ) : null}
        <PinPad label="New PIN" value={pin} onChange={setPin} error={errors.pin} keypad={false} />
        <PinPad
          label="Confirm new PIN"
          value={confirmPin}
          onChange={setConfirmPin}
          error={errors.confirmPin}
          keypad={false}
        />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
