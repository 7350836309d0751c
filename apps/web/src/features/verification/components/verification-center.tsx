import { isPromptVisible, modalForm, type VerificationForm, type VerificationProfile } from '@oja/contracts';
import { lazy, Suspense, useState } from 'react';
import { readStored, writeStored } from '@/lib/stored-flag';
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
}

export const verificationProfileOf = (profile: UserProfile): VerificationProfile => ({
  role: profile.role,
  stage: profile.stage,
  stageVerificationStatus: profile.stageVerificationStatus ?? null,
  verificationStatus: profile.verificationStatus,
});

/** sessionStorage key: the verification state for which the user chose 'Not now' in this session. */
export const promptSetAsideKey = (userId: string) => `oja:verification-prompt-set-aside:${userId}`;
const stateKeyOf = ({ stage, stageVerificationStatus }: VerificationProfile) =>
  `${stage}:${stageVerificationStatus ?? 'none'}`;

/**
 * Everything verification on the dashboard: the prompt modal, the banner, the modal with the stage's
 * form and the result modal. The prompt shows by the contracts' rule (docs/product/onboarding.md#verification-prompt-and-banner), except after 'Not now':
 * that holds for the rest of the session, until the verification state changes (e.g. a review declines).
 */
export function VerificationCenter({ profile }: VerificationCenterProps) {
  const state = verificationProfileOf(profile);
  const stateKey = stateKeyOf(state);
  const [setAsideFor, setSetAsideFor] = useState(() => readStored('session', promptSetAsideKey(profile.id)));
  // Closed during this visit (also by opening a form from it).
  const [closedNow, setClosedNow] = useState(false);
  const promptDismissed = closedNow || setAsideFor === stateKey;
  const notNow = () => {
    writeStored('session', promptSetAsideKey(profile.id), stateKey);
    setSetAsideFor(stateKey);
    setClosedNow(true);
  };
  const [form, setForm] = useState<VerificationForm | null>(null);
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(null);

  const openForm = () => {
    setClosedNow(true);
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
          if (!open) notNow();
        }}
        profile={state}
        onStart={openForm}
      />
      {form ? (
        <Suspense fallback={null}>
          <VerificationModal
            form={form}
            profile={profile}
            onClose={() => setForm(null)}
            onSubmitted={submitted}
          />
        </Suspense>
      ) : null}
      <VerificationResult outcome={outcome} onDone={() => setOutcome(null)} />
    </>
  );
}
