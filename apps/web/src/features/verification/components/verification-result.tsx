import { REVIEW_HOURS, resultTitle, type StageStatus } from '@oja/contracts';
import { CircleCheck, Clock, ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface VerificationOutcome {
  level: number;
  status: StageStatus;
  /** The server's message, the title of a decision other than pending or verified. */
  message: string;
}

interface VerificationResultProps {
  outcome: VerificationOutcome | null;
  onDone: () => void;
}

const details = {
  verified: { icon: CircleCheck, frame: 'bg-green-50 text-green-700' },
  pending: { icon: Clock, frame: 'bg-amber-50 text-amber-700' },
  declined: { icon: ShieldAlert, frame: 'bg-red-50 text-red-700' },
} as const;

const describe = ({ level, status }: VerificationOutcome) =>
  status === 'verified'
    ? level < 3
      ? `You can now continue with level ${level + 1} from your dashboard.`
      : 'Your business is fully verified.'
    : status === 'pending'
      ? `We are reviewing your details. This takes ${REVIEW_HOURS} hours; we will email you when it is done.`
      : 'Correct your details and submit them again from your dashboard.';

/** docs/product/onboarding.md#verification-levels: the result modal after a submission, 'in progress' or verified, with a Done button. */
export function VerificationResult({ outcome, onDone }: VerificationResultProps) {
  const { icon: Icon, frame } = details[outcome?.status ?? 'pending'];
  const title = !outcome
    ? ''
    : outcome.status === 'declined'
      ? outcome.message
      : resultTitle(outcome.level, outcome.status);
  return (
    <Dialog
      open={outcome !== null}
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title={title}
      description={outcome ? describe(outcome) : undefined}
      className="max-w-md"
      footer={<Button onClick={onDone}>Done</Button>}
    >
      <div className="flex justify-center">
        <span className={`flex size-16 items-center justify-center rounded-full ${frame}`}>
          <Icon aria-hidden="true" className="size-8" />
        </span>
      </div>
    </Dialog>
  );
}
