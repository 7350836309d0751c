import { type SetPinRequest, setPinRequest, walletMessages } from '@oja/contracts';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useSetPin } from '../api/set-pin';
import { FormPinPad } from './form-pin-pad';
import { walletFormOptions } from './wallet-amount';

const PIN_FORMAT = /^\d{4}$/;

/** The contract's rules (setPinRequest); a change also needs the current PIN, first of its messages. */
const pinFormFor = (hasPin: boolean) =>
  z
    .object({ oldPin: z.string(), pin: z.string(), confirmPin: z.string() })
    .transform(({ oldPin, pin, confirmPin }, ctx) => {
      const checked = setPinRequest.safeParse({ pin, confirmPin, ...(hasPin ? { oldPin } : {}) });
      if (checked.success) return checked.data;
      const oldPinMissing = hasPin && !PIN_FORMAT.test(oldPin);
      if (oldPinMissing)
        ctx.addIssue({ code: 'custom', path: ['oldPin'], message: walletMessages.oldPinRequired });
      for (const { path, message } of checked.error.issues) {
        const [field] = path;
        if (field === undefined || (oldPinMissing && field === 'oldPin')) continue;
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
      return z.NEVER;
    });
type PinValues = z.input<ReturnType<typeof pinFormFor>>;

interface PinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Change (needs the current PIN) rather than create. */
  hasPin: boolean;
}

/** Create the 4-digit transaction PIN, or change it with the current one. */
export function PinDialog({ open, onOpenChange, hasPin }: PinDialogProps) {
  const form = useZodForm<PinValues, SetPinRequest>(pinFormFor(hasPin), {
    ...walletFormOptions,
    defaultValues: { oldPin: '', pin: '', confirmPin: '' },
  });
  const setPinMutation = useSetPin();

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const submit = (body: SetPinRequest) =>
    setPinMutation.mutate(body, {
      onSuccess: (envelope) => {
        toast.success(envelope.message || (hasPin ? walletMessages.pinChanged : walletMessages.pinCreated));
        close(false);
      },
    });

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
          <Button onClick={form.handleSubmit(submit)} isLoading={setPinMutation.isPending}>
            {hasPin ? 'Change PIN' : 'Create PIN'}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit}>
        {hasPin ? (
          <FormPinPad control={form.control} name="oldPin" label="Current PIN" keypad={false} />
        ) : null}
        <FormPinPad control={form.control} name="pin" label="New PIN" keypad={false} />
        <FormPinPad control={form.control} name="confirmPin" label="Confirm new PIN" keypad={false} />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Dialog>
  );
}
