import {
  isPromptButtonDisabled,
  promptButtonLabel,
  type VerificationProfile,
  verificationMessages,
  verificationSteps,
} from '@oja/contracts';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

interface VerificationPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: VerificationProfile;
  onStart: () => void;
}

/** docs/product/onboarding.md#verification-prompt-and-banner: 'It is required that we verify you' and its one button. */
export function VerificationPrompt({ open, onOpenChange, profile, onStart }: VerificationPromptProps) {
  const finished = profile.stageVerificationStatus === 'verified' ? profile.stage : profile.stage - 1;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={verificationMessages.promptTitle}
      description="Verifying your business keeps your buyers safe and lets you use everything Oja offers. It takes three short steps."
      className="max-w-md"
      footer={
        <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button onClick={onStart} disabled={isPromptButtonDisabled(profile)}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            {promptButtonLabel(profile)}
          </Button>
        </div>
      }
    >
      <ol className="flex flex-col gap-2">
        {verificationSteps.map((title, index) => {
          const done = index < finished;
          return (
            <li
              key={title}
              className={cn(
                'flex items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                done ? 'border-green-200 bg-green-50 text-green-900' : 'border-slate-200 text-slate-800',
              )}
            >
              {done ? (
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-5 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700"
                >
                  {index + 1}
                </span>
              )}
              <span>
                {title}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
