import { isPromptVisible, modalForm, type VerificationForm, type VerificationProfile } from '@oja/contracts';
import { lazy, Suspense, useState } from 'react';
import { readFlag, writeFlag } from '@/lib/stored-flag';
import { toast } from '@/lib/toast';
import type { UserProfile } from '@/types/api';
import type { UpgradeResult } from '../api/use-upgrade-stage';
import { VerificationBanner } from './verification-banner';
import { VerificationPrompt } from './verification-prompt';
import { VerificationResult, type VerificationOutcome } from './verification-result';

// The forms (and their address, upload and country pieces) load only when the user opens one.
const VerificationModal = lazy(() =>
  import('./verification-modal').then((m) => ({ default: m.VerificationModal })),
);

interface VerificationCenterProps {
  profile: UserProfile;
  /** The signed-in user's query: refetched after each submission. */
  profileQueryKey: readonly unknown[];
}

export const verificationProfileOf = (profile: UserProfile): VerificationProfile => ({
  role: profile.role,
  stage: profile.stage,
  stageVerificationStatus: profile.stageVerificationStatus ?? null,
  verificationStatus: profile.verificationStatus,
});

/** sessionStorage key: the user set the prompt aside ('Not now') for this tab's session. */
export const promptDismissedKey = (userId: string) => `oja:verification-prompt-dismissed:${userId}`;

/**
 * Everything verification on the dashboard: the prompt modal (shown by the contracts' rule unless the
 * user set it aside for this session), the banner, the modal with the stage's form and the result modal.
 */
export function VerificationCenter({ profile, profileQueryKey }: VerificationCenterProps) {
  const state = verificationProfileOf(profile);
  const [promptDismissed, setPromptDismissed] = useState(() =>
    readFlag('session', promptDismissedKey(profile.id)),
  );
  const dismissPrompt = () => {
    writeFlag('session', promptDismissedKey(profile.id));
    setPromptDismissed(true);
  };
  const [form, setForm] = useState<VerificationForm | null>(null);
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(null);

  const openForm = () => {
    dismissPrompt();
    setForm(modalForm(state));
  };
  const submitted = ({ submission }: UpgradeResult, message: string) => {
    setForm(null);
    setOutcome({ level: submission.stage, status: submission.status, message });
    toast.success(message);
  };

  return (
    <>
      <VerificationBanner profile={state} onContinue={openForm} />
      <VerificationPrompt
        open={isPromptVisible(state) && !promptDismissed && form === null && outcome === null}
        onOpenChange={(open) => {
          if (!open) dismissPrompt();
        }}
        profile={state}
        onStart={openForm}
      />
      {form ? (
        <Suspense fallback={null}>
          <VerificationModal
            form={form}
            profile={profile}
            profileQueryKey={profileQueryKey}
            onClose={() => setForm(null)}
            onSubmitted={submitted}
          />
        </Suspense>
      ) : null}
      <VerificationResult outcome={outcome} onDone={() => setOutcome(null)} />
    </>
  );
}
