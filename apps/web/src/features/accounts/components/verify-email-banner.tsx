import { accountMessages } from '@oja/contracts';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import type { UserProfile } from '@/types/api';
import { useSendOtpEmail } from '../api/email-otp';
import { VerifyEmailForm } from './verify-email-form';

interface VerifyEmailBannerProps {
  email: string;
  /** The email is verified: the caller stores the updated profile (and the banner goes). */
  onVerified: (user: UserProfile) => void;
}

/**
 * Asks for the email code until the address is verified — after onboarding or a login that skipped
 * it. 'Verify email' sends a code and opens the form that accepts it (with 'Send a new code').
 */
export function VerifyEmailBanner({ email, onVerified }: VerifyEmailBannerProps) {
  const [open, setOpen] = useState(false);
  const send = useSendOtpEmail();
  return (
    <section
      aria-label="Email verification"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-amber-950">Verify your email address</p>
        <p className="text-amber-900">
          Confirm <span className="font-medium break-all">{email}</span> so that order, invoice and payout
          emails reach you.
        </p>
      </div>
      <Button
        className="shrink-0"
        isLoading={send.isPending}
        onClick={() => send.mutate(undefined, { onSuccess: () => setOpen(true) })}
      >
        Verify email
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Verify your email"
        description={`Enter the 6-digit code we sent to ${email}.`}
        className="max-w-md"
      >
        {open ? (
          <VerifyEmailForm
            onVerified={(user) => {
              setOpen(false);
              toast.success(accountMessages.emailVerified);
              onVerified(user);
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
