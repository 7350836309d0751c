import {
  bannerBadge,
  type BannerBadge,
  GUEST_SELLER,
  isPromptButtonDisabled,
  modalForm,
  promptButtonLabel,
  REVIEW_HOURS,
  type VerificationProfile,
} from '@oja/contracts';
import { BadgeCheck, Clock, ShieldAlert, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useVerificationOverview } from '../api/get-verification-overview';

interface Look {
  tone: BadgeTone;
  icon: LucideIcon;
  frame: string;
  text: (stage: number, reason: string | null) => string;
}

const looks = {
  verified: {
    tone: 'success',
    icon: BadgeCheck,
    frame: 'border-green-200 bg-green-50/60',
    text: (stage) =>
      `Level ${stage} is done. Continue with level ${stage + 1} to finish verifying your account.`,
  },
  account: {
    tone: 'success',
    icon: ShieldCheck,
    frame: 'border-green-200 bg-green-50/60',
    text: () => 'Your business is fully verified.',
  },
  review: {
    tone: 'warning',
    icon: Clock,
    frame: 'border-amber-200 bg-amber-50/60',
    text: (stage) => `We are reviewing your level ${stage} details. This takes ${REVIEW_HOURS} hours.`,
  },
  declined: {
    tone: 'danger',
    icon: ShieldAlert,
    frame: 'border-red-200 bg-red-50/60',
    text: (stage, reason) =>
      `Your level ${stage} verification was declined${reason ? `: ${reason}` : ''}. Correct your details and submit them again.`,
  },
  start: {
    tone: 'neutral',
    icon: ShieldCheck,
    frame: 'border-slate-200 bg-white',
    text: () => 'Verify your business to start selling with confidence. It takes three short steps.',
  },
} satisfies Record<string, Look>;

const lookOf = (badge: BannerBadge | null): Look =>
  badge === null
    ? looks.start
    : badge === 'Account Verified'
      ? looks.account
      : badge === 'in review'
        ? looks.review
        : badge === 'declined'
          ? looks.declined
          : looks.verified;

interface VerificationBannerProps {
  profile: VerificationProfile;
  onContinue: () => void;
}

/**
 * docs/product/onboarding.md#verification-prompt-and-banner: 'Level {n} Verified', 'in review', 'declined' or 'Account Verified'
 * (the contracts' rule), with the decline's reason and the prompt's button while there is a stage to
 * submit, so a dismissed prompt can be reopened. Nothing for guest sellers and verified accounts;
 * before the first stage only the button.
 */
export function VerificationBanner({ profile, onContinue }: VerificationBannerProps) {
  const headingId = useId();
  const badge = bannerBadge(profile);
  // The prompt's button, while there is a stage to submit (a declined last stage included).
  const canContinue =
    profile.role !== GUEST_SELLER && modalForm(profile) !== null && !isPromptButtonDisabled(profile);
  const declined = badge === 'declined';
  const overview = useVerificationOverview({ enabled: declined });
  if (!badge && !canContinue) return null;

  const look = lookOf(badge);
  const Icon = look.icon;
  const reason = declined ? (overview.data?.latestSubmission?.reason ?? null) : null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="verification-banner"
      className={cn(
        'mb-6 flex flex-col gap-3 rounded-xl border p-4 shadow-sm sm:flex-row sm:items-center',
        look.frame,
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3 sm:items-center">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-sm font-semibold text-slate-900">
              Account verification
            </h2>
            {badge ? <Badge tone={look.tone}>{badge}</Badge> : null}
          </div>
          <p className="mt-0.5 text-sm text-slate-700">{look.text(profile.stage, reason)}</p>
        </div>
      </div>
      {canContinue ? (
        <Button className="sm:ml-auto" onClick={onContinue}>
          {promptButtonLabel(profile)}
        </Button>
      ) : null}
    </section>
  );
}
