import { walletMessages } from '@oja/contracts';
import { format } from 'date-fns';
import { LockKeyhole } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PinLockNoticeProps {
  /** When a temporary lock ends; null when only the emailed code lifts it. */
  lockedUntil: string | null;
  onUnlock: () => void;
}

/** The wallet's PIN is locked after too many wrong PINs: until when, and the way out (an emailed code). */
export function PinLockNotice({ lockedUntil, onUnlock }: PinLockNoticeProps) {
  return (
    <div
      role="alert"
      data-testid="pin-locked"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-2">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          {lockedUntil
            ? `Too many wrong PINs. Withdrawals and bank changes are locked until ${format(new Date(lockedUntil), 'HH:mm')}. You can wait, or unlock your PIN now with a code sent to your email.`
            : walletMessages.pinLocked}
        </p>
      </div>
      <Button size="sm" variant="secondary" onClick={onUnlock} className="shrink-0">
        Unlock PIN
      </Button>
    </div>
  );
}
